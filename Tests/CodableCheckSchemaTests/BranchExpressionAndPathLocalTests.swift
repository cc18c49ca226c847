import Testing

@testable import CodableCheckSchema

/// `if` and `switch` expressions (`let v: String = if c { a } else { b }`) are read as the closure
/// called in place they mean, so a branch that may stop the app or throw keeps its statement not
/// followed, or its error reported; a coding path kept in a `let` (`let codingPath =
/// [CodingKeys.raw]`) is read where a context names it, and one kept in a `var` is not.
@Suite struct BranchExpressionAndPathLocalTests {
    /// `Token(parsing:)` stops the app on an empty text (`AppCallTrapTests.declarations`).
    static func fidelity(of statements: String) -> DecodingFidelity? {
        lineFidelity(running: statements, after: AppCallTrapTests.declarations)
    }

    @Test(arguments: [
        "value = if raw.isEmpty { \"none\" } else { raw }",
        "let size: String = switch raw {\ncase \"s\": \"small\"\ndefault: \"large\"\n}\nvalue = size",
        "value = switch raw {\ncase \"s\": \"small\"\ndefault: throw DecodingError.dataCorruptedError(forKey: .raw, in: c, debugDescription: \"size\")\n}",
        "if raw.isEmpty {\nlet codingPath = [CodingKeys.raw]\nthrow DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: \"empty\"))\n}",
        "let path = c.codingPath\nif raw.isEmpty { throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: \"empty\")) }",
    ])
    func followed(statements: String) {
        #expect(Self.fidelity(of: statements) == .exact)
    }

    @Test(arguments: [
        // A branch builds a value whose initializer has a `precondition`.
        "value = if raw.isEmpty { \"none\" } else { Token(parsing: raw).text }",
        // A branch force-unwraps.
        "value = if raw.isEmpty { \"none\" } else { raw.first!.description }",
        // A `var` path may change before the context reads it.
        "if raw.isEmpty {\nvar codingPath = [CodingKeys.raw]\ncodingPath = []\nthrow DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: \"empty\"))\n}",
    ])
    func notFollowed(statements: String) {
        #expect(Self.fidelity(of: statements) != .exact)
    }
}
