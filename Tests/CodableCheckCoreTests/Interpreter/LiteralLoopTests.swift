import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `LiteralLoop` (issue 22), on models read only as schemas: the compiled pattern is
/// `literal-array-loops` in `InterpretedPatternDifferentialTests`; these pin the loops it writes
/// out (a tuple pattern with `where`, a plain name) and those it leaves as written, which the
/// translator does not follow: elements the body might change or that are computed, a body that
/// declares a pattern name again or holds a closure, `continue`.
@Suite struct LiteralLoopTests: ModelSourceChecking {
    /// A pair of names checked by `loop` after both are decoded.
    static func pair(_ loop: String) -> String {
        """
        struct Pair: Decodable {
            var first: String
            var second: String
            enum CodingKeys: String, CodingKey { case first, second }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                first = try container.decode(String.self, forKey: .first)
                second = try container.decode(String.self, forKey: .second)
                \(loop)
            }
        }
        """
    }

    static let tupleLoop = """
        for (key, value) in [(CodingKeys.first, first), (.second, second)] where value.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "empty")
        }
        """

    @Test func aTupleLoopWithWhereIsWrittenOutPerElement() throws {
        let source = Self.pair(Self.tupleLoop)
        #expect(Self.fidelity(source, of: "Pair") == "exact")
        #expect(try Self.validate(source, "Pair", #"{"first": "a", "second": "b"}"#).errors.isEmpty)
        let second = try Self.validate(source, "Pair", #"{"first": "a", "second": ""}"#)
        #expect(second.errors.map(\.kind) == [.dataCorrupted])
        #expect(second.errors.first?.renderedPath == "second")
        // The first element's check runs first.
        let both = try Self.validate(source, "Pair", #"{"first": "", "second": ""}"#)
        #expect(both.errors.first?.renderedPath == "first")
        // A message interpolating the pattern's name gives the element's value.
        let named = Self.pair(
            """
            let text = try container.decode(String.self, forKey: .first)
            for (key, value) in [(CodingKeys.first, text)] where value.count > 3 {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "'\\(value)' is long")
            }
            """)
        #expect(Self.fidelity(named, of: "Pair") == "exact")
        let long = try Self.validate(named, "Pair", #"{"first": "abcd", "second": "b"}"#)
        #expect(long.errors.first?.foundationDescription == "'abcd' is long")
    }

    /// `\(key)` and `\(key.rawValue)` of the element's key case print as Swift prints them
    /// (probed on 6.3.1 with the same model compiled), so the message is JSONDecoder's words;
    /// keys with an `Int` raw value print their `intValue` too, and stay as written.
    @Test func aMessageNamingTheLoopsKeyIsWrittenOut() throws {
        let source = Self.pair(
            """
            for (key, value) in [(CodingKeys.first, first), (.second, second)] where value.isEmpty {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "'\\(key.rawValue)' is empty: \\(key), \\(key.stringValue)")
            }
            """)
        #expect(Self.fidelity(source, of: "Pair") == "exact")
        let second = try Self.validate(source, "Pair", #"{"first": "a", "second": ""}"#)
        #expect(
            second.errors.first?.foundationDescription
                == #"'second' is empty: CodingKeys(stringValue: "second", intValue: nil), second"#)
        let numberedLoop = Self.pair(
            """
            for key in [Numbered.one] where first.isEmpty {
                throw DecodingError.dataCorruptedError(forKey: .first, in: container, debugDescription: "\\(key) is empty")
            }
            """)
        let numbered = numberedLoop + "\nenum Numbered: Int, CodingKey { case one = 1 }"
        let first = try Self.validate(numbered, "Pair", #"{"first": "", "second": "b"}"#)
        #expect(first.errors.first?.foundationDescription == "")
        #expect(first.errors.first?.message.hasSuffix("(as written: the interpolated values are not known)") == true)
    }

    @Test func aLoopOverKeysReadsEachInTurn() throws {
        let source = Self.pair(
            """
            for key in [CodingKeys.first, .second] {
                let text = try container.decode(String.self, forKey: key)
                guard text.count < 4 else { throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "long") }
            }
            """)
        #expect(Self.fidelity(source, of: "Pair") == "exact")
        #expect(try Self.validate(source, "Pair", #"{"first": "a", "second": "longer"}"#).errors.first?.renderedPath == "second")
    }

    /// `_` binds nothing: a discard in the body stays one.
    @Test func anUnderscorePatternBindsNothing() throws {
        let source = Self.pair("for _ in [1, 2] { _ = try container.decode(Int.self, forKey: .first) }")
        #expect(Self.fidelity(source, of: "Pair") == "exact")
        #expect(try Self.validate(source, "Pair", #"{"first": "a", "second": "b"}"#).errors.map(\.kind) == [.typeMismatch])
    }

    /// Loops whose elements are computed or changed by the body, or whose body the written-out
    /// form would change the meaning of: not followed, so the type is not exact.
    @Test(arguments: [
        // An element computed by a call.
        "for (key, value) in [(CodingKeys.first, first.lowercased()), (.second, second)] where value.isEmpty { throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: \"e\") }",
        // The body assigns what the elements read (the array holds the values from before).
        "for (key, value) in [(CodingKeys.first, first), (.second, second)] { first = value + key.stringValue }",
        // The body declares a pattern name again.
        "for value in [first, second] { if let value = Int(value) { _ = value } }",
        // A closure, whose parameters may hide a name.
        "for value in [first, second] { _ = [value].map { value in value.count } }",
        // `continue`, which the reader skips.
        "for value in [first, second] { if value.isEmpty { continue } }",
    ])
    func otherLoopsAreNotWrittenOut(_ loop: String) {
        #expect(Self.fidelity(Self.pair(loop), of: "Pair") == "approximated")
    }
}
