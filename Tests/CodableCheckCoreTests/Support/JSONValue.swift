import Foundation

/// Any JSON value, decoded through `Decoder` so that every byte of the document is read: every
/// number through `Double` (which validates its spelling and range), every string through
/// `String` (which validates escapes, surrogates, control characters and UTF-8), every object
/// through a keyed container (which validates its keys).
///
/// The kind of a value is found by trying the decodes in order, catching only `typeMismatch`;
/// any other error is the document's problem and propagates. Equality compares numbers by bit
/// pattern, so `-0` and `0` differ.
enum JSONValue: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try Self.unlessTypeMismatch({ try single.decode(Bool.self) }) {
            self = .bool(bool)
        } else if let number = try Self.unlessTypeMismatch({ try single.decode(Double.self) }) {
            self = .number(number)
        } else if let string = try Self.unlessTypeMismatch({ try single.decode(String.self) }) {
            self = .string(string)
        } else if let object = try Self.unlessTypeMismatch({ try decoder.container(keyedBy: AnyKey.self) }) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
            }
            self = .object(members)
        } else {
            var array = try decoder.unkeyedContainer()
            var elements: [JSONValue] = []
            while !array.isAtEnd {
                elements.append(try array.decode(JSONValue.self))
            }
            self = .array(elements)
        }
    }

    private static func unlessTypeMismatch<T>(_ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch DecodingError.typeMismatch {
            return nil
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a.bitPattern == b.bitPattern
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}

/// A coding key for any object member.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// Decodes nothing: with it, `JSONDecoder` checks only what its scanner checks up front (the
/// document's structure, encoding and nesting), and none of the values' spellings (B21).
struct IgnoreEverything: Decodable, Equatable {
    init() {}
    init(from decoder: any Decoder) throws {}
}
