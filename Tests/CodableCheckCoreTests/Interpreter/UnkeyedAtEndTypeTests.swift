import CodableCheckCore
import Foundation
import Testing

/// Reads a number, then one value of `Value`: on `[1]` the second read is past the end.
private struct TrailingValue<Value: Decodable>: Decodable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decode(Int.self)
        _ = try container.decode(Value.self)
    }
}

/// An unkeyed container read past its end: `JSONDecoder`'s `valueNotFound` names the type asked
/// for (`Expected value of type Date`), for Foundation's leaf types as for the standard
/// library's. The interpreter's problem carries the same type, which the core `Decoder` puts in
/// the `DecodingError` it throws; the same model compiled here and read as a schema.
@Suite struct UnkeyedAtEndTypeTests: ModelSourceChecking {
    static let source = """
        import Foundation
        struct TrailingValue<Value: Decodable>: Decodable {
            init(from decoder: Decoder) throws {
                var container = try decoder.unkeyedContainer()
                _ = try container.decode(Int.self)
                _ = try container.decode(Value.self)
            }
        }
        """

    /// `nonisolated(unsafe)`: a constant table of metatypes, never mutated.
    nonisolated(unsafe) static let compiled: [(name: String, type: any Decodable.Type)] = [
        ("Bool", TrailingValue<Bool>.self), ("Int8", TrailingValue<Int8>.self), ("String", TrailingValue<String>.self),
        ("Date", TrailingValue<Date>.self), ("UUID", TrailingValue<UUID>.self), ("URL", TrailingValue<URL>.self),
        ("Decimal", TrailingValue<Decimal>.self), ("Data", TrailingValue<Data>.self),
    ]

    @Test func theTypeAskedForIsFoundations() throws {
        for (name, type) in Self.compiled {
            var foundationType: String?
            do {
                _ = try JSONDecoder().decode(type, from: Data("[1]".utf8))
            } catch DecodingError.valueNotFound(let expected, _) {
                foundationType = String(describing: expected)
            }
            let outcome = try Self.validate(Self.source, "TrailingValue<\(name)>", "[1]")
            let problem = try #require(outcome.errors.first, "\(name): the tool found no error")
            #expect(problem.kind == .valueNotFound, "\(name)")
            #expect(problem.expectedType.map { String(describing: $0) } == foundationType, "\(name)")
        }
    }
}
