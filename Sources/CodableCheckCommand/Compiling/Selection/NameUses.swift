/// The names a stretch of Swift source uses, as written: what `DeclarationReach` follows.
///
/// `plain` are names on their own (`ParcelWeight`, `parse(label)`); `members` follow a dot
/// (`label.trimmed`, `.iso8601`), and may be declared by any type's extension; `qualified` keeps
/// the name before the dot too (`Turf.intersection`), so that a member of a module is found at
/// file scope. `constructed` are plain names followed by `(` (`Money(amount: 1)`): calls of an
/// initializer of that type; `ownType` stands for the type the code is in (`self.init(value)`,
/// `Self(value)`). `paths` are plain names with the names written after them
/// (`LogStore.Failure.unreadable`): a nested type is reached through its path, and a name that
/// only ever qualifies nested types (`onlyQualifiers` holds the names that stand only at the
/// head of paths) needs no more of the outer type than a shell.
struct NameUses: Equatable, Sendable {
    /// In `constructed`: an initializer of the enclosing type is called.
    static let ownType = "Self"

    var plain: Set<String> = []
    var members: Set<String> = []
    var qualified: Set<QualifiedName> = []
    var constructed: Set<String> = []
    var paths: Set<[String]> = []
    /// The argument labels of bare `.init(...)` calls (`form = .init(fields: fields)`), whose
    /// type only the context gives: an initializer of a kept type with those labels may be meant.
    var initializerCalls: Set<[String]> = []
    /// The names of `plain` that stand only at the head of one of `paths`, never alone.
    var onlyQualifiers: Set<String> = []

    struct QualifiedName: Hashable, Sendable {
        var qualifier: String
        var member: String
    }

    mutating func formUnion(_ other: NameUses) {
        let alone = plain.subtracting(onlyQualifiers).union(other.plain.subtracting(other.onlyQualifiers))
        onlyQualifiers = onlyQualifiers.union(other.onlyQualifiers).subtracting(alone)
        paths.formUnion(other.paths)
        initializerCalls.formUnion(other.initializerCalls)
        plain.formUnion(other.plain)
        members.formUnion(other.members)
        qualified.formUnion(other.qualified)
        constructed.formUnion(other.constructed)
    }

    /// Words that are never a reference to a declaration, though one may be spelled so
    /// (`func any(...)` in a query builder): `any Decoder` must not pull it in.
    static let keywords: Set<String> = [
        "any", "some", "self", "Self", "super", "init", "deinit", "try", "await", "async", "throws", "rethrows", "return",
        "if", "else", "guard", "switch", "case", "default", "for", "in", "where", "while", "repeat", "do", "catch", "throw",
        "let", "var", "func", "static", "public", "private", "internal", "fileprivate", "open", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "inout", "as", "is", "true", "false", "nil", "get", "set",
        "willSet", "didSet", "subscript", "convenience", "required", "indirect", "nonisolated", "consuming", "borrowing",
        "struct", "class", "enum", "protocol", "extension", "typealias", "actor", "import", "package", "break", "continue",
        "fallthrough", "defer", "associatedtype", "_",
    ]
}
