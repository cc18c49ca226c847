import CodableCheckSchema
import Testing

/// Members decoded into pairs with `allKeys.map`, then `Dictionary(uniqueKeysWithValues:)`
/// (`CustomDecodingTranslator+KeyValuePairs`, `ClosureInlining`): the shapes that decode each
/// member once are followed, the type exact; a closure or a dictionary that may stop the app, or
/// reads a member twice, leaves the statement not followed and the type not exact. The compiled
/// pattern is `all-keys-pairs` in `InterpretedPatternDifferentialTests`.
@Suite struct KeyValuePairsTranslationTests {
    static func model(_ statements: String) -> String {
        """
        struct AnyKey: CodingKey {
            var stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        struct Cell: Decodable {
            var amount: Int
            var doubled: Int { amount * 2 }
        }
        struct Sheet: Decodable {
            var cells: [String: Int]
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                \(statements)
            }
        }
        """
    }

    static func fidelity(_ statements: String) -> DecodingFidelity? {
        schema(model(statements)).types.first { $0.name == "Sheet" }?.fidelity
    }

    @Test(arguments: [
        "cells = Dictionary(uniqueKeysWithValues: try container.allKeys.map { ($0.stringValue, try container.decode(Int.self, forKey: $0)) })",
        """
        let pairs = try container.allKeys.map { key in (key.stringValue, try container.decode(Int.self, forKey: key)) }
                cells = Dictionary(uniqueKeysWithValues: pairs)
        """,
        """
        let pairs = try container.allKeys.map { key -> (String, Int) in
                    let cell = try container.decode(Cell.self, forKey: key)
                    return (key.stringValue, cell.amount)
                }
                cells = Dictionary(uniqueKeysWithValues: pairs)
        """,
    ])
    func eachMemberDecodedOnceIsFollowed(statements: String) {
        #expect(rendered(schema(Self.model(statements)).diagnostics) == [])
        #expect(Self.fidelity(statements) == .exact)
    }

    @Test(arguments: [
        // A force unwrap stops the app on a null member.
        "cells = Dictionary(uniqueKeysWithValues: try container.allKeys.map { ($0.stringValue, try container.decode(Int?.self, forKey: $0)!) })",
        // A computed property may overflow and stop the app.
        """
        let pairs = try container.allKeys.map { key -> (String, Int) in
                    let cell = try container.decode(Cell.self, forKey: key)
                    return (key.stringValue, cell.doubled)
                }
                cells = Dictionary(uniqueKeysWithValues: pairs)
        """,
        // The same key twice stops the app: only pairs of `allKeys` are known to be unique.
        #"cells = Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)])"#,
        // A local read twice decodes nothing twice in the app, but would in the reading.
        """
        let pairs = try container.allKeys.map { key -> (String, Int) in
                    let cell = try container.decode(Cell.self, forKey: key)
                    return (key.stringValue, cell.amount + cell.amount)
                }
                cells = Dictionary(uniqueKeysWithValues: pairs)
        """,
        // A `var` given another value is no longer known to hold pairs of `allKeys`.
        """
        var pairs = try container.allKeys.map { ($0.stringValue, try container.decode(Int.self, forKey: $0)) }
                pairs = []
                cells = Dictionary(uniqueKeysWithValues: pairs)
        """,
    ])
    func aShapeThatMayStopTheAppIsNotFollowed(statements: String) {
        #expect(Self.fidelity(statements) != .exact)
    }
}
