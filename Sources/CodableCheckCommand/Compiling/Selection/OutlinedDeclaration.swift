/// One declaration of a `.swift` file as `SourceOutline` reads it, at file scope or inside a
/// type: what it declares, where it is (byte offsets), the names it uses, and its members.
///
/// Its `range` runs from the first byte of its first attribute or modifier to the last byte of
/// its last token, so that blanking the range out of a copy removes exactly this declaration
/// and keeps every other byte where it was.
struct OutlinedDeclaration: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// `struct`, `class`, `enum`, `protocol`, `actor`: the keyword.
        case type(String)
        case `extension`
        case function
        case initializer
        case `subscript`
        case deinitializer
        case storedProperty
        case computedProperty
        case enumCase
        case typeAlias
        case associatedType
        /// Anything else at this level (top-level code, a macro, `operator`, `precedencegroup`).
        case other
    }

    var kind: Kind
    /// As written: `struct`, `func`, `let`, `case`...
    var keyword: String
    /// The names it declares: a type's, each of `var a, b: Int` or `case red, green`, a
    /// function's base name (an operator's spelling), `init`. For an extension, the extended
    /// type's last name (`Inner` in `extension Outer.Inner`).
    var names: [String] = []
    /// For an extension, the extended type as written, by component (`["Outer", "Inner"]`).
    var extendedPath: [String] = []
    /// The argument labels of a function or initializer (`["from"]` for `init(from:)`).
    var labels: [String] = []
    /// The indices of `labels` whose parameters have a default value, which a call may leave out.
    var defaultedParameters: Set<Int> = []
    var isOperator = false
    /// An `init?` or `init!`, which no protocol's non-failable requirement (`init(from:)`) is.
    var isFailable = false
    var isStatic = false
    /// A type with generic parameters (`struct Page<Item>`): not written without its arguments.
    var hasGenericParameters = false
    /// Attributes written on it, without `@` (`propertyWrapper`, `MainActor`).
    var attributes: [String] = []
    /// Modifiers written on it (`required`, `private`).
    var modifiers: [String] = []
    /// The bytes of its `private` or `fileprivate` modifier (not `private(set)`): where a copy
    /// raises a type's access so that the helper's `main.swift` can name it.
    var privateModifier: Range<Int>?
    /// For a `macro` declaration, the module its `#externalMacro(module:type:)` names
    /// (`UnstableEnumMacro`): where `MacroPluginBuild` finds the macro's implementation.
    var externalMacroModule: String?
    /// From its first attribute or modifier to the end of its last token.
    var range: Range<Int>
    /// The byte offset of its keyword.
    var keywordOffset: Int
    /// One entry of a type's or extension's inheritance clause (`GeneratedFakeable` in
    /// `struct Order: Decodable, GeneratedFakeable`), where a copy can leave it out.
    struct InheritedEntry: Equatable, Sendable {
        /// Its first name (`Turf` in `Turf.GeoJSONObject`).
        var name: String
        /// The byte offset of the `:` or `,` before it.
        var separator: Int
        /// From its first token to its last.
        var range: Range<Int>
        /// The names its tokens use.
        var uses = NameUses()
        /// Whether it is one name (`ValidatablePayload`), not a path, a composition or generic.
        var isSingleName = false
    }

    /// A type's or extension's inheritance clause, entry by entry.
    var inheritanceEntries: [InheritedEntry] = []
    /// A type's or extension's names in its inheritance clause (`Codable`, `Turf.GeoJSONObject`
    /// gives `Turf`): what it conforms to or inherits from.
    var inheritance: [String] { inheritanceEntries.map(\.name) }
    /// For a type or extension: the names its attributes, generic parameters, inheritance
    /// clause and `where` clause use. For any other declaration: every name in its range.
    var uses = NameUses()
    /// For a type or extension: the names of `uses` outside its inheritance clause's entries.
    var usesOutsideInheritance = NameUses()
    /// A type's, extension's or protocol's declarations, in order.
    var members: [OutlinedDeclaration] = []

    var isTypeOrExtension: Bool {
        if case .type = kind { return true }
        return kind == .extension
    }

    var isProtocol: Bool { kind == .type("protocol") }

    /// Whether it takes part in decoding: it declares a conformance to `Decodable` or `Codable`,
    /// or holds an `init(from:)`.
    var providesDecoding: Bool {
        !Set(inheritance).isDisjoint(with: ["Decodable", "Codable"]) || members.contains(where: \.isDecodingInitializer)
    }

    /// Whether a helper cannot do without it once its type is kept: a stored instance property,
    /// a case, `init(from:)`, a typealias, the `CodingKeys`, a nested type that decodes.
    var isNeededForDecoding: Bool {
        switch kind {
        case .storedProperty: !isStatic
        case .enumCase, .typeAlias, .associatedType: true
        case .initializer: isDecodingInitializer
        case .type: names == ["CodingKeys"] || providesDecoding
        default: false
        }
    }

    /// `init(from:)`, not failable: `Decodable`'s requirement throws and never returns nil, so
    /// stream-core's `init?(from rawJSON: [String: RawJSON])` in an `extension
    /// CLLocationCoordinate2D` is no decoding, and that extension may be left out when it does
    /// not compile.
    var isDecodingInitializer: Bool { kind == .initializer && labels == ["from"] && !isFailable }

    /// `encode(to:)`.
    var isEncodingFunction: Bool { kind == .function && names == ["encode"] && labels == ["to"] }

    /// `extension JSONFeed`, `struct Manifest`, `func parse`: how messages name it.
    var title: String {
        switch kind {
        case .extension: "extension \(extendedPath.joined(separator: "."))"
        case .initializer: "init(\(labels.map { "\($0):" }.joined()))"
        default: names.first.map { "\(keyword) \($0)" } ?? keyword
        }
    }
}
