import Foundation

/// Any JSON value, with every number decoded as `Number` (`Int8`, `UInt64`, `Float`, `Decimal`
/// …), so the JSONTestSuite's number files exercise each numeric conversion. `JSONValue` is
/// decoded through `ScalarTree<Double>`.
indirect enum ScalarTree<Number: Decodable & Equatable & Sendable>: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Number)
    case string(String)
    case array([ScalarTree])
    case object([String: ScalarTree])

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try Self.unlessTypeMismatch({ try single.decode(Bool.self) }) {
            self = .bool(bool)
        } else if let number = try Self.unlessTypeMismatch({ try single.decode(Number.self) }) {
            self = .number(number)
        } else if let string = try Self.unlessTypeMismatch({ try single.decode(String.self) }) {
            self = .string(string)
        } else if let object = try Self.unlessTypeMismatch({ try decoder.container(keyedBy: AnyKey.self) }) {
            var members: [String: ScalarTree] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(ScalarTree.self, forKey: key)
            }
            self = .object(members)
        } else {
            var array = try decoder.unkeyedContainer()
            var elements: [ScalarTree] = []
            while !array.isAtEnd {
                elements.append(try array.decode(ScalarTree.self))
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
}
