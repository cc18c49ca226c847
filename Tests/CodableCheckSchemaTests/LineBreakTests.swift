import Testing

@testable import CodableCheckSchema

/// Model files saved with Windows (`\r\n`) or classic Mac (`\r`) line breaks read as swiftc reads
/// them: the same declarations, and diagnostics on the same `line:column` as with `\n`.
@Suite struct LineBreakTests {
    static let breaks = ["\n", "\r\n", "\r"]

    private func text(_ lines: [String], joinedBy lineBreak: String) -> String {
        lines.joined(separator: lineBreak) + lineBreak
    }

    /// A `//` comment ends at a lone `\r`: otherwise it swallows the whole file and `Book` is
    /// unknown (issue 24: `unknown type 'Book'; did you mean 'Bool'?`).
    @Test(arguments: breaks)
    func aLineCommentEndsAtEveryKindOfLineBreak(_ lineBreak: String) {
        let lines = ["// Models", "import Foundation", "", "struct Book: Codable {", "    let title: String", "}"]
        let models = schema(text(lines, joinedBy: lineBreak), path: "Book.swift")
        #expect(renderedPlan(models, "Book") == renderedPlan(schema(text(lines, joinedBy: "\n"), path: "Book.swift"), "Book"))
        #expect(!renderedPlan(models, "Book").hasPrefix("error:"))
    }

    /// Lines are counted at `\r` too: the property with the unknown type is at `4:9`, not `1:51`.
    @Test(arguments: breaks)
    func diagnosticsKeepTheirLineAndColumn(_ lineBreak: String) {
        let lines = ["import Foundation", "", "struct Book: Codable {", "    let title: Strin", "}"]
        let models = schema(text(lines, joinedBy: lineBreak), path: "Book.swift")
        #expect(
            rendered(models.diagnostics) == [
                "Book.swift:4:9: warning: unknown type 'Strin' in property 'title' of 'Book'; did you mean 'String'?"
            ])
    }

    /// A block comment's line breaks start a line for the tokens after it, whatever their kind.
    @Test(arguments: breaks)
    func blockCommentsAndBacktickedNamesStopAtLineBreaks(_ lineBreak: String) {
        var lexer = SwiftLexer(bytes: Array("a /* x\(lineBreak)y */ b\(lineBreak)`c\(lineBreak)d".utf8), fileIndex: 0)
        let tokens = lexer.tokenize()
        #expect(tokens.map(\.text) == ["a", "b", "c", "d", ""])
        #expect(tokens.map(\.startsLine) == [true, true, true, true, false])
        #expect(lexer.problems.count == 1)
    }

    /// swiftc gives a multi-line string `\n` line breaks whatever the file uses (SE-0168).
    @Test(arguments: breaks)
    func multiLineStringsHaveNewlineBreaks(_ lineBreak: String) {
        let literal = ["\"\"\"", "    one", "      two", "    \"\"\""].joined(separator: lineBreak)
        var lexer = SwiftLexer(bytes: Array(literal.utf8), fileIndex: 0)
        #expect(lexer.tokenize().first?.stringValue == "one\n  two")
    }
}
