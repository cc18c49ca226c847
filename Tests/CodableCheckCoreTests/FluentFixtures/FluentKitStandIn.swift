import Foundation

// A stand-in for FluentKit's `Codable` behaviour, so that Fluent-shaped models compile in this
// target (FluentKit is not a dependency). It is not FluentKit's code: it reproduces what
// FluentKit 1.56.0 observably does when `JSONDecoder` decodes a model, as read from its sources
// (`Model/Fields+Codable.swift` and each property wrapper's `decode(from:)`/`encode(to:)`):
//
// - `Fields.init(from:)` opens a keyed container and, for each property held by one of the
//   wrappers (found by reflection; its name is the label without the `_` of the wrapper's
//   storage), calls `superDecoder(forKey:)` with the property's name, then the wrapper's decode.
//   The wrapper's `key:` argument names a database column and plays no part. The properties are
//   visited in a `Dictionary`, as FluentKit's `codableProperties` are.
// - An error from a wrapper's decode is thrown again as `DecodingError.typeMismatch` at the
//   container's path plus the property's key, "Could not decode property".
// - `@Field` decodes its value (an optional one is nil for null); `@OptionalField`, `@ID`,
//   `@Timestamp`, `@OptionalEnum` are nil for null; `@Enum` decodes its value; `@Parent` opens a
//   keyed container and decodes `id` as a `@Field` of the parent's ID type would;
//   `@OptionalParent` the same with an optional `id`; `@Children` decodes nothing.
// - Encoding writes each property under its name: a value (nil as null), `{"id": …}` for a
//   parent, nothing for unloaded children.
//
// `FluentModelDifferentialTests` decodes `Lending.swift`'s models with it and with the schema
// reader, which recognises the same wrappers when a file imports FluentKit or Fluent.

struct FluentPropertyKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// What each stand-in wrapper does inside `Fields.init(from:)` and `encode(to:)`.
protocol FluentCodableProperty: AnyObject {
    /// The type named by the `typeMismatch` that wraps the wrapper's error.
    var valueType: Any.Type { get }
    func decodeProperty(from decoder: any Decoder) throws
    func encodeProperty(to encoder: any Encoder) throws
    /// Unloaded relations are not encoded.
    var skipsEncoding: Bool { get }
}

extension FluentCodableProperty {
    var skipsEncoding: Bool { false }
}

protocol Fields: AnyObject, Codable {
    init()
}

protocol Model: Fields {
    associatedtype IDValue: Codable
    var id: IDValue? { get set }
}

extension Fields {
    private var codableProperties: [FluentPropertyKey: any FluentCodableProperty] {
        var properties: [FluentPropertyKey: any FluentCodableProperty] = [:]
        for child in Mirror(reflecting: self).children {
            guard let label = child.label, label.hasPrefix("_"), label.count > 1,
                let property = child.value as? any FluentCodableProperty
            else { continue }
            properties[FluentPropertyKey(stringValue: String(label.dropFirst()))] = property
        }
        return properties
    }

    init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: FluentPropertyKey.self)
        for (key, property) in codableProperties {
            let propertyDecoder = try container.superDecoder(forKey: key)
            do {
                try property.decodeProperty(from: propertyDecoder)
            } catch {
                throw DecodingError.typeMismatch(
                    property.valueType,
                    DecodingError.Context(
                        codingPath: container.codingPath + [key], debugDescription: "Could not decode property", underlyingError: error))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FluentPropertyKey.self)
        for (key, property) in codableProperties where !property.skipsEncoding {
            try property.encodeProperty(to: container.superEncoder(forKey: key))
        }
    }
}

/// Lets `@Field` tell an optional value type, as FluentKit's `AnyOptionalType` does.
protocol FluentOptionalValue {
    static var nilValue: Self { get }
}

extension Optional: FluentOptionalValue {
    static var nilValue: Wrapped? { nil }
}

@propertyWrapper final class Field<Value: Codable>: FluentCodableProperty {
    var value: Value?
    init(key: String) {}
    var wrappedValue: Value {
        get { value! }
        set { value = newValue }
    }
    var valueType: Any.Type { Value.self }

    func decodeProperty(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let optional = Value.self as? any FluentOptionalValue.Type, container.decodeNil() {
            value = (optional.nilValue as! Value)
        } else {
            value = try container.decode(Value.self)
        }
    }

    func encodeProperty(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

@propertyWrapper final class OptionalField<Value: Codable>: FluentCodableProperty {
    var value: Value??
    init(key: String) {}
    var wrappedValue: Value? {
        get { value ?? nil }
        set { value = .some(newValue) }
    }
    var valueType: Any.Type { Value.self }

    func decodeProperty(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        value = container.decodeNil() ? .some(nil) : .some(try container.decode(Value.self))
    }

    func encodeProperty(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// FluentKit's `@OptionalEnum` and `@Timestamp` decode as `@OptionalField` does.
typealias OptionalEnum<Value: Codable> = OptionalField<Value>

@propertyWrapper final class Timestamp: FluentCodableProperty {
    let field = OptionalField<Date>(key: "")
    init(key: String, on trigger: TimestampTrigger) {}
    var wrappedValue: Date? {
        get { field.wrappedValue }
        set { field.wrappedValue = newValue }
    }
    var valueType: Any.Type { Date?.self }
    func decodeProperty(from decoder: any Decoder) throws { try field.decodeProperty(from: decoder) }
    func encodeProperty(to encoder: any Encoder) throws { try field.encodeProperty(to: encoder) }
}

enum TimestampTrigger {
    case create, update, delete
}

@propertyWrapper final class Enum<Value: Codable>: FluentCodableProperty {
    var value: Value?
    init(key: String) {}
    var wrappedValue: Value {
        get { value! }
        set { value = newValue }
    }
    var valueType: Any.Type { Value.self }

    func decodeProperty(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
    }

    func encodeProperty(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

@propertyWrapper final class ID<Value: Codable>: FluentCodableProperty {
    let field = OptionalField<Value>(key: "id")
    init(key: FluentDefaultIDKey) {}
    init(custom key: String) {}
    var wrappedValue: Value? {
        get { field.wrappedValue }
        set { field.wrappedValue = newValue }
    }
    var valueType: Any.Type { Value.self }
    func decodeProperty(from decoder: any Decoder) throws { try field.decodeProperty(from: decoder) }
    func encodeProperty(to encoder: any Encoder) throws { try field.encodeProperty(to: encoder) }
}

/// `@ID(key: .id)`.
enum FluentDefaultIDKey {
    case id
}

@propertyWrapper final class Parent<To: Model>: FluentCodableProperty {
    let id = Field<To.IDValue>(key: "")
    init(key: String) {}
    var wrappedValue: To {
        get { fatalError("a parent is not loaded by decoding") }
        set {}
    }
    var valueType: Any.Type { To.self }

    func decodeProperty(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FluentPropertyKey.self)
        try id.decodeProperty(from: container.superDecoder(forKey: FluentPropertyKey(stringValue: "id")))
    }

    func encodeProperty(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(["id": id.wrappedValue])
    }
}

@propertyWrapper final class OptionalParent<To: Model>: FluentCodableProperty {
    let id = OptionalField<To.IDValue>(key: "")
    init(key: String) {}
    var wrappedValue: To? {
        get { nil }
        set {}
    }
    var valueType: Any.Type { To?.self }

    func decodeProperty(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FluentPropertyKey.self)
        try id.decodeProperty(from: container.superDecoder(forKey: FluentPropertyKey(stringValue: "id")))
    }

    func encodeProperty(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(["id": id.wrappedValue])
    }
}

@propertyWrapper final class Children<To: Model>: FluentCodableProperty {
    init(for parent: String) {}
    var wrappedValue: [To] {
        get { [] }
        set {}
    }
    var valueType: Any.Type { [To].self }
    func decodeProperty(from decoder: any Decoder) throws {}
    func encodeProperty(to encoder: any Encoder) throws {}
    var skipsEncoding: Bool { true }
}
