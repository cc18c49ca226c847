/// A type whose hand-written `init(from:)` was read as a small program: the containers it opens,
/// the values it reads, its branches, loops and throws. The interpreter
/// (`RecoveringWalker+CustomDecoding`) runs it against a document with the same rules, errors and
/// coding paths as the compiled body would meet in `JSONDecoder`.
///
/// A class, as `ObjectPlan`, because a body may decode its own type (a tree's children): build it
/// with an empty body, then fill it in.
public final class CustomDecodingPlan: @unchecked Sendable {
    /// How `--print` writes the decoded value: what the type's encoding would produce.
    public enum EncodedForm: Sendable, Equatable {
        /// The properties the body assigned, under their keys (a synthesized `encode(to:)` writes
        /// them under `CodingKeys`): property name to key.
        case properties([String: String])
        /// The value assigned to `self` (an enum case is written as synthesized enum encoding
        /// writes it: `{"circle":{"radius":1}}`).
        case selfValue
        /// The value read from `singleValueContainer()` (a type that stands for one value, such as
        /// a colour read from a hex string, encodes it back the same way).
        case singleValue
        /// What the superclass's decoding printed: a subclass inherits its `encode(to:)`.
        case superclass
    }

    /// The Swift type's name, for messages.
    public let typeName: String
    /// The body, in order. Set once while the plan is built, then never changed.
    public var body: [DecodingStatement]
    /// The types the body decodes, referred to by index from `DecodingExpression.decode`.
    public var types: [ValuePlan]
    public var encodedForm: EncodedForm
    /// The initializer's parameter name (`decoder` in `init(from decoder: Decoder)`).
    public var decoderName: String

    public init(
        typeName: String, body: [DecodingStatement] = [], types: [ValuePlan] = [], encodedForm: EncodedForm = .properties([:]),
        decoderName: String = "decoder"
    ) {
        self.typeName = typeName
        self.decoderName = decoderName
        self.body = body
        self.types = types
        self.encodedForm = encodedForm
    }
}

/// One statement of an interpreted `init(from:)`.
public indirect enum DecodingStatement: Sendable {
    /// `let x = e`, `var x = e`, or `x = e` for a local.
    case bind(String, DecodingExpression)
    /// `self.x = e`, or `x = e` for a stored property.
    case assignProperty(String, DecodingExpression)
    /// `self = e`.
    case assignSelf(DecodingExpression)
    /// `_ = e`, or an expression on its own (`try container.decodeNil()`).
    case evaluate(DecodingExpression)
    /// `items.append(e)`, on a local or a property.
    case append(String, DecodingExpression)
    /// `if conditions { then } else { otherwise }` (`else if` nests in `otherwise`).
    case branch([DecodingCondition], then: [DecodingStatement], otherwise: [DecodingStatement])
    /// `guard conditions else { otherwise }`: `otherwise` must leave the body (throw or return).
    case guardElse([DecodingCondition], otherwise: [DecodingStatement])
    /// `while condition { body }`, as in `while !container.isAtEnd { ... }`.
    case loop(DecodingExpression, body: [DecodingStatement])
    /// `switch e { case "a", "b": ... default: ... }` on literal values (JSON text).
    case switchOn(DecodingExpression, cases: [DecodingSwitchCase], defaultBody: [DecodingStatement]?)
    /// `throw DecodingError...`.
    case throwError(ThrownDecodingError)
    /// `try super.init(from: decoderExpression)`: the superclass's decoding (`types[type]`).
    case superInit(DecodingExpression, type: Int)
    /// `return`: the body ends.
    case finish
}

/// `case "circle", "round":` and its statements.
public struct DecodingSwitchCase: Sendable {
    /// The literals' JSON texts (`"\"circle\""`, `1`).
    public var values: [String]
    public var body: [DecodingStatement]

    public init(values: [String], body: [DecodingStatement]) {
        self.values = values
        self.body = body
    }
}

/// One clause of an `if` or `guard` condition list.
public enum DecodingCondition: Sendable {
    /// `let x = e`: true when `e` is not nil, binding `x` to it.
    case bind(String, DecodingExpression)
    /// A Boolean expression.
    case test(DecodingExpression)
}

/// `throw DecodingError.dataCorruptedError(forKey: .k, in: container, debugDescription: "...")`
/// and the other spellings: the case, where, and the body's own words.
public struct ThrownDecodingError: Sendable {
    public enum Place: Sendable {
        /// `forKey: .k, in: container`: the container's path and the key.
        case key(container: String, key: String)
        /// `in: container` or `codingPath: container.codingPath` / `decoder.codingPath`: the
        /// container's (or decoder's) path; an unkeyed container adds its current index.
        case container(String)
    }

    public var kind: DecodingProblem.Kind
    public var place: Place
    /// The `debugDescription` as written (interpolations kept as source text).
    public var description: String
    /// For `typeMismatch` and `valueNotFound`: the type named, as written.
    public var typeName: String?

    public init(kind: DecodingProblem.Kind, place: Place, description: String, typeName: String? = nil) {
        self.kind = kind
        self.place = place
        self.description = description
        self.typeName = typeName
    }
}

/// A value-producing expression of an interpreted `init(from:)`. Containers and decoders are
/// values too, held in named variables; `decoder` is the initializer's parameter.
public indirect enum DecodingExpression: Sendable {
    /// A local, a property, a container or a decoder, by name.
    case variable(String)
    /// A literal, as JSON text (`nil` is `null`).
    case literal(String)
    /// `[]`.
    case emptyArray
    /// `decoder.container(keyedBy:)`; `keys` names the `CodingKey` enum (Foundation's messages
    /// quote it).
    case keyedContainer(decoder: DecodingExpression, keys: String)
    /// `decoder.unkeyedContainer()`.
    case unkeyedContainer(decoder: DecodingExpression)
    /// `decoder.singleValueContainer()`.
    case singleValueContainer(decoder: DecodingExpression)
    /// `container.nestedContainer(keyedBy:forKey:)`, or (key nil) an unkeyed container's
    /// `nestedContainer(keyedBy:)`.
    case nestedKeyedContainer(container: String, key: String?, keys: String)
    /// `container.nestedUnkeyedContainer(forKey:)`, or (key nil) an unkeyed container's.
    case nestedUnkeyedContainer(container: String, key: String?)
    /// `container.superDecoder()` (key nil: `"super"`) or `superDecoder(forKey:)`.
    case superDecoder(container: String, key: String?)
    /// `decode(T.self, forKey:)` and `decodeIfPresent`, on any container (key nil for unkeyed and
    /// single-value containers). `type` indexes `CustomDecodingPlan.types`.
    case decode(container: String, type: Int, key: String?, ifPresent: Bool)
    /// `decodeNil(forKey:)` / `decodeNil()`.
    case decodeNil(container: String, key: String?)
    /// `contains(.k)`.
    case contains(container: String, key: String)
    /// `container.isAtEnd`.
    case isAtEnd(container: String)
    /// `try? e`: an error becomes nil (a `swallowedByInitializer` warning). `source` is the
    /// expression as written, for the warning.
    case tryOptional(DecodingExpression, source: String)
    /// `a ?? b`.
    case coalesce(DecodingExpression, DecodingExpression)
    /// `!e`.
    case not(DecodingExpression)
    /// `a && b`, `a || b`.
    case and(DecodingExpression, DecodingExpression)
    case or(DecodingExpression, DecodingExpression)
    /// `a == b` (`negated`: `!=`), compared as JSON values.
    case equals(DecodingExpression, DecodingExpression, negated: Bool)
    /// A conversion the body applies to a read value (`URL(string:)`, `Int(_:)`,
    /// `Genre(rawValue:)`, `.map`); nil stays nil.
    case conversion(DecodingConversion, DecodingExpression)
    /// `decoder.container(keyedBy: K.self).decode(...)`: the container, held in a hidden variable
    /// while the rest is evaluated.
    case scoped(String, DecodingExpression, DecodingExpression)
    /// `value.map { body }` / `flatMap`: nil stays nil, otherwise `body` with `$0` bound to it.
    case mapValue(DecodingExpression, body: DecodingExpression)
    /// `.circle(radius: r)`: an enum case, with its arguments' labels (`_0` for unlabeled ones).
    case enumCase(name: String, arguments: [DecodingArgument])
}

/// One argument of an enum case expression.
public struct DecodingArgument: Sendable {
    public var label: String
    public var value: DecodingExpression

    public init(label: String, value: DecodingExpression) {
        self.label = label
        self.value = value
    }
}

/// Conversions the interpreter can apply to a decoded value.
public enum DecodingConversion: Sendable, Equatable {
    /// `URL(string: s)`: nil when Foundation's `URL(string:)` refuses the string.
    case url
    /// `Int(s)`, `Double(s)`, `Bool(s)`: the type's `LosslessStringConvertible` initializer on a
    /// string; nil when it refuses.
    case integer, double, bool
    /// `String(x)`: the value's text.
    case string
    /// `E(rawValue: x)`: nil unless `x` is one of the raw values (JSON text).
    case rawValue([String])
    /// A transformation the tool cannot evaluate but that keeps nil as nil and a value as a value
    /// (`.map { ... }`, `Optional.init`): for validation the value passes through.
    case opaque
}
