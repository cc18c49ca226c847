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
    /// `container.isAtEnd`, `container.count`, `container.currentIndex` of an unkeyed container.
    case unkeyedState(container: String, UnkeyedState)
    /// `container.allKeys`: the object's keys that are cases of the container's `CodingKey` enum
    /// (`keys`, their string values), as a JSON array of strings in document order. Foundation
    /// lists them in a `Dictionary`'s hash order, which changes from run to run: only what does
    /// not depend on the order is evaluated from it (`count`, `isEmpty`, `contains`, and
    /// `first` of one key, `DecodingConversion.elementOfUnordered`).
    case allKeys(container: String, keys: [String])
    /// The members of the object `container` (keyed by a `CodingKey` that takes any string) whose
    /// keys are not in `known`, its keys compared as `allKeys` lists them (after the key
    /// strategy): swift-openapi-runtime's `Decoder` helpers. With `type`, each is decoded as
    /// `types[type]` and the value is the dictionary of them (`decodeAdditionalProperties(knownKeys:)`);
    /// without, the value is nil when there is none, and otherwise the runtime's error
    /// (`ensureNoAdditionalProperties(knownKeys:)`): `dataCorrupted` at the first such key in
    /// sorted order, with the count in its words.
    case undeclaredMembers(container: String, known: [String], type: Int?)
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
    /// `condition ? a : b`: only the side chosen is evaluated.
    case choose(DecodingExpression, then: DecodingExpression, otherwise: DecodingExpression)
    /// `a < b`, `a <= b`, `a > b`, `a >= b` on numbers (the operator as written); unknown for
    /// anything else.
    case compare(String, DecodingExpression, DecodingExpression)
    /// `values.map { body }`, `compactMap`, `filter` on an array: `body` with `$0` bound to each
    /// element in turn (nil stays nil for an optional array reached through `?.`).
    case mapElements(DecodingExpression, body: DecodingExpression, operation: ElementOperation)
    /// A helper of the type, run in a scope of its own; its value is what it returns (nil for
    /// one that returns nothing).
    case callHelper(HelperCall)
    /// `e!`: the value, or, when it is nil, a trap (the app stops). `source` is `e!` as written.
    case forceUnwrap(DecodingExpression, source: String)
    /// `try! e`: the value, or, when `e` throws, a trap where it threw.
    case tryForced(DecodingExpression, source: String)
    /// `values[i]` on an array: the element, or, when `i` is outside the array, a trap.
    case element(of: DecodingExpression, index: DecodingExpression, source: String)
}

/// What `DecodingExpression.mapElements` makes of each element's result.
public enum ElementOperation: Sendable {
    /// The results, in order.
    case map
    /// The results that are not nil.
    case compactMap
    /// The elements whose result is `true`.
    case filter
}
