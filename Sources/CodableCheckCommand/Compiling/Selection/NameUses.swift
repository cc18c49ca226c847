/// The names a stretch of Swift source uses, as written: what `DeclarationReach` follows.
///
/// `plain` are names on their own (`ParcelWeight`, `parse(label)`); `members` follow a dot
/// (`label.trimmed`, `.iso8601`), and may be declared by any type's extension; `qualified` keeps
/// the name before the dot too (`Turf.intersection`), so that a member of a module is found at
/// file scope. `constructed` are plain names followed by `(` (`Money(amount: 1)`): calls of an
/// initializer of that type; `ownType` stands for the type the code is in (`self.init(value)`,
/// `.init(value)`, `Self(value)`).
struct NameUses: Equatable, Sendable {
    /// In `constructed`: an initializer of the enclosing type is called.
    static let ownType = "Self"

    var plain: Set<String> = []
    var members: Set<String> = []
    var qualified: Set<QualifiedName> = []
    var constructed: Set<String> = []

    struct QualifiedName: Hashable, Sendable {
        var qualifier: String
        var member: String
    }

    mutating func formUnion(_ other: NameUses) {
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
