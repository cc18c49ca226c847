import Foundation

// A stand-in for the part of BetterCodable (marksands/BetterCodable) that the
// `wrapper-typealias` pattern uses, so that its model compiles in this target (BetterCodable is
// not a dependency). It is not BetterCodable's code: it does what BetterCodable's README and
// sources say its wrappers do when `JSONDecoder` decodes them:
//
// - `@DefaultCodable<S>` decodes its value from the property's key; a missing key, a null or a
//   value that fails to decode gives `S.defaultValue`. With a `BoolCodableStrategy`, a value
//   that is no `Bool` is read as an integer (0 and 1 only) or a string (`"true"`/`"false"`)
//   before falling back to the default.
// - `@LossyArray` decodes each element, dropping the ones that fail; a missing key or a value
//   that is not an array is an error.
// - Encoding writes the wrapped value.
//
// `RealAppPatternDifferentialTests` decodes the pattern with it and with the schema reader.

protocol DefaultCodableStrategy {
    associatedtype DefaultValue: Decodable
    static var defaultValue: DefaultValue { get }
}

protocol BoolCodableStrategy: DefaultCodableStrategy where DefaultValue == Bool {}

struct DefaultEmptyArrayStrategy<Element: Decodable>: DefaultCodableStrategy {
    static var defaultValue: [Element] { [] }
}

@propertyWrapper
struct DefaultCodable<Strategy: DefaultCodableStrategy> {
    var wrappedValue: Strategy.DefaultValue

    init(wrappedValue: Strategy.DefaultValue) {
        self.wrappedValue = wrappedValue
    }
}

extension DefaultCodable: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = (try? container.decode(Strategy.DefaultValue.self)) ?? Strategy.defaultValue
    }
}

extension DefaultCodable: Encodable where Strategy.DefaultValue: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// A missing key is the default, not `keyNotFound`.
    func decode<Strategy>(_ type: DefaultCodable<Strategy>.Type, forKey key: Key) throws -> DefaultCodable<Strategy> {
        try decodeIfPresent(type, forKey: key) ?? DefaultCodable(wrappedValue: Strategy.defaultValue)
    }

    /// `0`/`1` and `"true"`/`"false"` also read as a `Bool`; anything else is the default.
    func decode<Strategy: BoolCodableStrategy>(_ type: DefaultCodable<Strategy>.Type, forKey key: Key) throws
        -> DefaultCodable<Strategy>
    {
        if let value = try? decode(Bool.self, forKey: key) { return DefaultCodable(wrappedValue: value) }
        if let number = try? decode(Int.self, forKey: key), number == 0 || number == 1 {
            return DefaultCodable(wrappedValue: number == 1)
        }
        if let text = try? decode(String.self, forKey: key), let value = Bool(text) { return DefaultCodable(wrappedValue: value) }
        return DefaultCodable(wrappedValue: Strategy.defaultValue)
    }
}

@propertyWrapper
struct LossyArray<Element> {
    var wrappedValue: [Element]

    init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
    }
}

extension LossyArray: Decodable where Element: Decodable {
    /// Decodes from any value without reading it: how a failed element is stepped over.
    private struct Skipped: Decodable {}

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(Skipped.self)
            }
        }
        wrappedValue = elements
    }
}

extension LossyArray: Encodable where Element: Encodable {
    func encode(to encoder: Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}
