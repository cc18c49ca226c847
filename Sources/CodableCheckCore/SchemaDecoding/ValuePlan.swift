/// What to expect at one place in a document, compiled once from a schema (for example from Swift
/// model declarations) so that schema-driven decoding walks the tape without `Decoder` machinery.
///
/// Every case decodes with the same rules, and fails with the same `DecodingProblem`s, as the
/// compiled Swift type it stands for would through `JSONDecoder`.
public indirect enum ValuePlan: Sendable {
    /// A value with no inner structure: `Bool`, `Int32`, `Date`, a raw-value enum… (`LeafKind`
    /// owns what each one is).
    case leaf(LeafKind)
    /// `T?` as a property (`decodeIfPresent`: missing or null give nil) or as an element
    /// (`Optional.init(from:)`: null gives nil).
    case optional(ValuePlan)
    /// `[T]` and `Array<T>`.
    case array(ValuePlan)
    /// `Set<T>`: decodes as an array.
    case set(ValuePlan)
    /// `[String: V]` (keys kept as spelled) or `[Int: V]` (keys through `Int(String)`).
    case dictionary(key: DictionaryKeyKind, value: ValuePlan)
    /// A struct or class with synthesized (or understood) decoding.
    case object(ObjectPlan)
    /// A type whose hand-written `init(from:)` was interpreted: its body as a program.
    case custom(CustomDecodingPlan)
    /// A standard type read from an unkeyed container element by element: `Range` (`[lower,
    /// upper]`), `CGPoint` (`[x, y]`), `SIMD2<Float>`.
    case sequence(SequencePlan)
    /// A dictionary whose keys JSON cannot spell as object keys (`[UUID: V]`, `[Genre: V]` for an
    /// enum that is not `CodingKeyRepresentable`): an array of alternating keys and values.
    case pairDictionary(key: ValuePlan, value: ValuePlan)
    /// An enum with associated values (or with neither raw type nor payloads), decoded by the
    /// synthesized `init(from:)` of Swift 5.5: a one-key object, `{"circle": {"radius": 2}}`.
    case taggedEnum(TaggedEnumPlan)
    /// A Foundation type decoded by its own `init(from:)` (`TimeZone`, `Calendar`, `IndexSet`):
    /// see `FoundationValue`.
    case foundation(FoundationValue)
}

extension ValuePlan {
    /// The plans this one holds, in the order decoding meets them: what visits a whole plan
    /// (`PlannedTypeNames`) walks these rather than switching over every case, so a new case is
    /// visited once it says here what it holds. A dictionary's `CodingKeyRepresentable` key enum
    /// is part of the dictionary, not a plan it holds.
    public var children: [ValuePlan] {
        switch self {
        case .leaf, .foundation: []
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): [wrapped]
        case .dictionary(_, let value): [value]
        case .object(let object): object.fields.map(\.value)
        case .custom(let custom): custom.types
        case .sequence(let sequence): sequence.elements.map(\.value)
        case .pairDictionary(let key, let value): [key, value]
        case .taggedEnum(let taggedEnum): taggedEnum.cases.flatMap { $0.payload.fields.map(\.value) }
        }
    }

    /// The plan one coding path component leads to from this one: an object's field or an
    /// enum's case (its payload object) by key, as `matchedKey` spells a document's key in the
    /// plan (the key strategy); a dictionary's value by any key; an array's or a set's element, a
    /// sequence's element or a pair dictionary's key or value by index. Nil where the path leaves
    /// the plan (an optional is unwrapped by the caller, which decides how far).
    public func child(at component: CodingPathComponent, matchedKey: (String) -> String) -> ValuePlan? {
        switch (self, component) {
        case (.object(let object), .key(let key)):
            return object.fields.first(where: { $0.key == matchedKey(key) })?.value
        case (.array(let element), .index), (.set(let element), .index):
            return element
        case (.dictionary(_, let value), .key):
            return value
        case (.taggedEnum(let taggedEnum), .key(let key)):
            return taggedEnum.cases.first(where: { $0.key == matchedKey(key) }).map { .object($0.payload) }
        case (.sequence(let sequence), .index(let index)) where index < sequence.elements.count:
            return sequence.elements[index].value
        case (.pairDictionary(let key, let value), .index(let index)):
            return index % 2 == 0 ? key : value
        default:
            return nil
        }
    }

    /// How a plan that holds others is written in a plan's one-line description
    /// (`PlanDescription`, `codable-check types`): the text before, between and after the plans
    /// it holds (`children`), as `[String]`, `Set<Int>`, `Int?`. Nil for what has a form of its
    /// own there: leaves, objects, enums, interpreted initializers, Foundation types.
    public var writtenForm: (prefix: String, separator: String, suffix: String)? {
        switch self {
        case .optional: ("", "", "?")
        case .array: ("[", "", "]")
        case .set: ("Set<", "", ">")
        case .dictionary(.string, _): ("[String: ", "", "]")
        case .dictionary(.int, _): ("[Int: ", "", "]")
        case .dictionary(.codingKeyEnum(let enumPlan), _): ("[" + enumPlan.typeName + " (CodingKeyRepresentable): ", "", "]")
        case .sequence(let sequence): (sequence.typeName + "[", ", ", "]")
        case .pairDictionary: ("[key, value, ...](", ": ", ")")
        case .leaf, .object, .custom, .taggedEnum, .foundation: nil
        }
    }

    /// The type the models declare that this plan stands for (a struct, class or enum), by name,
    /// with the plan object that is its identity when it has one: a recursive type's plan holds
    /// itself, so a walk visits each identity once.
    public var declaredType: (name: String, identity: ObjectIdentifier?)? {
        switch self {
        case .object(let object): (object.typeName, ObjectIdentifier(object))
        case .custom(let custom): (custom.typeName, ObjectIdentifier(custom))
        case .taggedEnum(let taggedEnum): (taggedEnum.typeName, ObjectIdentifier(taggedEnum))
        case .leaf(.rawEnum(let rawEnum)): (rawEnum.typeName, nil)
        case .leaf, .foundation, .optional, .array, .set, .dictionary, .sequence, .pairDictionary: nil
        }
    }
}

extension ValuePlan {
    /// What a non-optional property of this plan holds in lossy mode when it is missing or null
    /// (`WarningKind.emptyCollection`): an empty collection, as `JSONEncoder` writes it, and how the
    /// warning names it; nil for what is no collection. Lossy decoding (`RecoveringWalker`) and the
    /// lossy JSON Schema export both ask here.
    public var emptyCollection: (encoded: String, holding: String)? {
        switch self {
        case .array, .set: ("[]", "an empty array")
        case .dictionary: ("{}", "an empty dictionary")
        // `JSONEncoder` writes a dictionary with such keys as an array of pairs: an empty one is `[]`.
        case .pairDictionary: ("[]", "an empty dictionary")
        case .leaf, .optional, .object, .custom, .sequence, .taggedEnum, .foundation: nil
        }
    }

    /// A composite prepared and decoded by a type of its own (`PreparedComposite`), the plans it
    /// holds prepared by `prepare`; nil for what `PreparedValue` prepares itself (leaves,
    /// optionals, arrays, sets, dictionaries, objects, enums with associated values, whose node
    /// recursion shares, and interpreted initializers). A new composite names its type here.
    func preparedComposite(preparing prepare: (ValuePlan) -> PreparedValue) -> (any PreparedComposite)? {
        switch self {
        case .sequence(let sequence): PreparedSequence(sequence, preparing: prepare)
        case .pairDictionary(let key, let value): PreparedPairDictionary(key: prepare(key), value: prepare(value))
        case .foundation(let type): type
        case .leaf, .optional, .array, .set, .dictionary, .object, .custom, .taggedEnum: nil
        }
    }
}

/// The fixed-width integer types `Decodable` supports.
public enum IntegerWidth: String, Sendable, CaseIterable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"
}

/// How a dictionary's JSON keys become Swift keys.
public enum DictionaryKeyKind: Sendable, Equatable {
    /// `[String: V]`: the key as it is.
    case string
    /// `[Int: V]`: the key through `Int(String)`; anything else is `typeMismatch(Int)` at the key.
    case int
    /// A raw-value enum that declares `CodingKeyRepresentable`: the key must be one of its raw
    /// values (an `Int` raw type reads the key through `Int(String)` first), else
    /// `dataCorrupted` "Could not convert key to type …" at the key.
    case codingKeyEnum(RawEnumPlan)
}

/// A struct or class: its decoded properties in `CodingKeys` order, which is the order the
/// synthesized `init(from:)` decodes them and so the order errors are found in.
///
/// A class, because model types can be recursive (`class Node { var children: [Node] }`): the plan
/// for `Node` refers to itself. Build it with `fields` empty, then fill them in.
public final class ObjectPlan: @unchecked Sendable {
    /// The Swift type's name as written in the declaration (`Book`, `Outer.Inner`).
    public let typeName: String
    /// The name of the `CodingKey` type its keys belong to, as `keyNotFound` quotes it:
    /// `CodingKeys`, or an enum case's payload keys (`CircleCodingKeys`).
    public var codingKeysName = "CodingKeys"
    /// Decoded properties, in decode order. Set once while the plan is built, then never changed.
    public var fields: [FieldPlan]
    /// The type has a hand-written `init(from:)` the tool does not follow: `fields` are what
    /// synthesized decoding would read, an assumption, so what the app's decoding would say about
    /// an error here is unknown.
    public var hasUnfollowedInitializer = false
    /// Where decoding this type departs from the app's code (its `init(from:)` not read, a
    /// property wrapper decoded as its bare type, a held type's `init?(rawValue:)` not read): a
    /// document whose decoding reaches this object is decided by approximation. Set once while
    /// the plan is built.
    public var approximations: [ApproximationSite] = []
    /// The `let` properties with an initial value that encoding writes and decoding skips, for
    /// `--print`. Set once while the plan is built, as `fields`.
    public var encodedConstants: [EncodedConstant]

    public init(typeName: String, fields: [FieldPlan] = [], encodedConstants: [EncodedConstant] = []) {
        self.typeName = typeName
        self.fields = fields
        self.encodedConstants = encodedConstants
    }
}

/// One decoded property.
public struct FieldPlan: Sendable {
    /// The Swift property name.
    public var propertyName: String
    /// The `CodingKey`'s `stringValue`: the JSON key (before any key decoding strategy).
    public var key: String
    /// What the value must be. `.optional` here means `decodeIfPresent`: missing or null is nil.
    public var value: ValuePlan
    /// The property's declared default, as JSON-compatible text (`5`, `"en"`, `[]`), when it has
    /// one. Strict mode ignores it (a synthesized `init(from:)` requires the key anyway); lossy
    /// mode falls back to it.
    public var defaultValue: String?
    /// What a property wrapper changes about how this property decodes, in both modes (the
    /// wrapper is part of the app). Nil for a plain property, which keeps the walker's fast path.
    public var semantics: FieldSemantics?
    /// The `CodingKey`'s `intValue`, where Foundation's own keys have one (`Measurement`'s
    /// `unit` is 1): `keyNotFound` quotes it.
    public var keyIntValue: Int?

    public init(
        propertyName: String, key: String, value: ValuePlan, defaultValue: String? = nil, semantics: FieldSemantics? = nil,
        keyIntValue: Int? = nil
    ) {
        self.keyIntValue = keyIntValue
        self.propertyName = propertyName
        self.key = key
        self.value = value
        self.defaultValue = defaultValue
        self.semantics = semantics
    }
}

/// An enum with `String` or integer raw values.
public struct RawEnumPlan: Sendable, Equatable {
    public enum RawType: Sendable, Equatable {
        case string
        case integer(IntegerWidth)
    }

    /// The type's unqualified name, as `init(rawValue:)` failures name it (`Genre`).
    public var typeName: String
    public var rawType: RawType
    /// Every case's raw value, as the JSON spells it (`"in review"`, `3`).
    public var rawValues: [String]

    public init(typeName: String, rawType: RawType, rawValues: [String]) {
        self.typeName = typeName
        self.rawType = rawType
        self.rawValues = rawValues
    }
}
