import CodableCheckCore

/// One decodable type as `codable-check types` lists it: where it is declared, how it decodes,
/// each stored property with its key and how it is decoded, enum cases, and its diagnostics.
public struct DecodableTypeSummary: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case `struct`, `class`, `enum`
        /// A type the sources do not declare (SwiftUI's `Color`), made decodable by an extension
        /// with an `init(from:)`: listed as `extension Color`.
        case `extension`
    }

    /// Where the type's `init(from:)` comes from.
    public enum Decoding: Sendable, Equatable {
        /// The compiler's synthesized `init(from:)`.
        case synthesized
        /// The synthesized `init(from:)` of a type with no `CodingKeys` cases: it opens no
        /// container, so any JSON value (null too) decodes.
        case synthesizedDecodingNothing
        /// A hand-written `init(from:)`, which codable-check treats as synthesized (a warning says so).
        case customInitializer
        /// A hand-written `init(from:)` whose body codable-check interprets.
        case interpretedInitializer
        /// A hand-written `init(from:)` whose body is interpreted except `count` statements: the
        /// first of them and where it is (1-based line and column). Its reads are still checked;
        /// the properties it decides are listed as unchecked.
        case partlyInterpretedInitializer(statement: String, file: String, line: Int, column: Int, count: Int)
        /// A class inheriting its superclass's `init(from:)`: only the superclass's properties decode.
        case inherited(fromSuperclass: String)
        /// FluentKit's `Fields.init(from:)` (a class conforming to Fluent's `Model` or `Fields`):
        /// each of FluentKit's property wrappers under its property's name.
        case fluentFields
        /// An enum decoded through `init(rawValue:)`.
        case rawValue(rawType: String)
        /// Not interpreted (an enum with associated values, a generic type without arguments,
        /// a declaration with errors); `diagnostics` say why.
        case notInterpreted
    }

    public var name: String
    public var kind: Kind
    public var file: String
    /// 1-based, of the type's name.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    public var decoding: Decoding
    /// `T` in `struct Page<T>`: plan the type with arguments (`Page<Book>`).
    public var genericParameters: [String]
    /// Nested in a generic type (`Meta` in `Page<T>`): planned, like a generic type, only with
    /// the outer type's arguments (`Page<Book>.Meta`).
    public var isNestedInGenericType: Bool
    /// Whether the type is planned only once `--type` names type arguments: its own or its outer types'.
    public var waitsForTypeArguments: Bool { !genericParameters.isEmpty || isNestedInGenericType }
    public var properties: [PropertySummary]
    public var enumCases: [EnumCaseSummary]
    public var diagnostics: [SchemaDiagnostic]
    /// `PlanDescription.render` of the type's plan, when it could be built.
    public var planDescription: String?
    /// How faithfully the type decodes: exact, or approximated and why (`compiled` is the
    /// command's to set, when `--compile` builds the type).
    public var fidelity: DecodingFidelity
    /// Every place where the type's own declaration makes decoding approximate, in source order
    /// (each statement not followed, check assumed, initializer not read, wrapper ignored): the
    /// sites `decode` reports for the documents that reach them.
    public var approximations: [ApproximationSite]

    public init(
        name: String, kind: Kind, file: String, line: Int, column: Int, decoding: Decoding, genericParameters: [String],
        isNestedInGenericType: Bool = false, properties: [PropertySummary], enumCases: [EnumCaseSummary], diagnostics: [SchemaDiagnostic],
        planDescription: String?,
        fidelity: DecodingFidelity = .exact, approximations: [ApproximationSite] = []
    ) {
        self.approximations = approximations
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.decoding = decoding
        self.genericParameters = genericParameters
        self.isNestedInGenericType = isNestedInGenericType
        self.properties = properties
        self.enumCases = enumCases
        self.diagnostics = diagnostics
        self.planDescription = planDescription
        self.fidelity = fidelity
    }
}

/// A stored property of a decodable type.
public struct PropertySummary: Sendable, Equatable {
    public enum Decoding: Sendable, Equatable {
        /// `decode(_:forKey:)`: the key must be present.
        case required
        /// `decodeIfPresent(_:forKey:)`: missing or null gives nil.
        case ifPresent
        /// Not decoded; `reason` says why (`let` with an initial value, not in `CodingKeys`...).
        case notDecoded(reason: String)
        /// Decoded with a property wrapper's semantics, described (`FieldSemanticsDescription`).
        case wrapped(semantics: String)
        /// Set by an interpreted `init(from:)` from something other than one keyed read (an
        /// unkeyed or single-value read, a local, a literal): the expression as written.
        case assignedByInitializer(expression: String)
        /// Decided by a statement of an interpreted `init(from:)` that the tool does not follow
        /// (as written, and its 1-based line and column): its value is not checked.
        case unchecked(statement: String, line: Int, column: Int)
    }

    public var name: String
    /// The type as written, or as inferred from the initial value (`Int`).
    public var type: String
    /// The JSON key (the `CodingKeys` raw value, or the name); nil when not decoded, or when the
    /// type decodes from a single value (the `rawValue` of a `RawRepresentable` struct).
    public var key: String?
    public var decoding: Decoding
    /// The initial value as written.
    public var initialValue: String?
    /// Property wrappers applied, by name (`Published`, `DefaultEmptyArray`).
    public var propertyWrappers: [String]
    /// 1-based, of the property's name.
    public var line: Int
    public var column: Int

    public init(
        name: String, type: String, key: String?, decoding: Decoding, initialValue: String?, propertyWrappers: [String],
        line: Int, column: Int
    ) {
        self.name = name
        self.type = type
        self.key = key
        self.decoding = decoding
        self.initialValue = initialValue
        self.propertyWrappers = propertyWrappers
        self.line = line
        self.column = column
    }
}

/// A case of a decodable enum.
public struct EnumCaseSummary: Sendable, Equatable {
    public var name: String
    /// As JSON spells its content: `in review`, `5`; nil without a raw type.
    public var rawValue: String?
    /// An enum with associated values: the case's JSON key, and its payload object's fields
    /// (`{radius:Double}`, `{}` without payload).
    public var key: String?
    public var payload: String?

    public init(name: String, rawValue: String?, key: String? = nil, payload: String? = nil) {
        self.name = name
        self.rawValue = rawValue
        self.key = key
        self.payload = payload
    }
}
