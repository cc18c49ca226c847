import Foundation

// Issue 22, census: property wrappers the app declares itself. Synthesized decoding reads the
// wrapper type (`decode(NonBlank.self, forKey: .title)`): the key is required and a null goes to
// the wrapper's own `init(from:)`, whatever the wrapped type.

/// A string that must not be empty.
@propertyWrapper
struct NonBlank: Codable {
    var wrappedValue: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard !text.isEmpty else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "an empty string")
        }
        wrappedValue = text
    }
}

/// A value that may be missing from the element, as `null`; generic, its decoding written out.
@propertyWrapper
struct Nullable<Value: Codable>: Codable {
    var wrappedValue: Value?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

/// A count the listing service never sends negative; the app stops on one, as its author asserts.
@propertyWrapper
struct Count: Codable {
    var wrappedValue: Int

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int.self)
        precondition(value >= 0, "a negative count")
        wrappedValue = value
    }
}

/// A marketplace listing as the app shows it.
struct ListingCard: Codable {
    var id: Int
    @NonBlank var title: String
    @Nullable<Double> var price: Double?
    @Count var watchers: Int
}

// Each wrapper writes its value alone, as the app's server expects it back.
extension NonBlank {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Nullable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Count {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
