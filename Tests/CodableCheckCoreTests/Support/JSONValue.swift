import Foundation

/// Any JSON value, decoded through `Decoder` so that every byte of the document is read: every
/// number through `Double` (which validates its spelling and range), every string through
/// `String` (which validates escapes, surrogates, control characters and UTF-8), every object
/// through a keyed container (which validates its keys).
///
/// Decoded as a `ScalarTree<Double>`, which finds the kind of a value by trying the decodes in
/// order, catching only `typeMismatch`; any other error is the document's problem and propagates.
/// Equality compares numbers by bit pattern, so `-0` and `0` differ.
enum JSONValue: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        self.init(try ScalarTree<Double>(from: decoder))
    }

    /// The same tree, with `ScalarTree`'s trial decodes (one decoding rule for both types) and
    /// this type's bit-exact equality.
    private init(_ tree: ScalarTree<Double>) {
        switch tree {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members): self = .object(members.mapValues(JSONValue.init))
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
