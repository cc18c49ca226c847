import Testing

@testable import CodableCheckSchema

/// Tokens, literals and comments (`#if` branches: `ConditionalCompilationTests`).
@Suite struct LexerTests {
    private func tokens(_ text: String) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: Array(text.utf8), fileIndex: 0)
        return lexer.tokenize()
    }

    @Test func nestedGenericsSplitClosingAngles() {
        #expect(
            tokens("Dictionary<String, Array<Int>>").map(\.text) == ["Dictionary", "<", "String", ",", "Array", "<", "Int", ">", ">", ""])
    }

    @Test func commentsNestAndDisappear() {
        #expect(tokens("a /* x /* y */ z */ b // c\n/// d\nc").map(\.text) == ["a", "b", "c", ""])
    }

    @Test(
        arguments: [
            (#""plain""#, "plain"),
            (#""esc\"aped\n\t\\ \u{1F600}""#, "esc\"aped\n\t\\ 😀"),
            (##"#"raw "quoted" \n"#"##, #"raw "quoted" \n"#),
            (###"##"two "# hashes"##"###, ##"two "# hashes"##),
            ("\"\"\"\n    line one\n      line \"two\"\n    \"\"\"", "line one\n  line \"two\""),
            (##"#"raw \#(1) interpolation"#"##, nil),
            (##"#""""#"##, #""""#),
            (###"##"""quoted"""##"###, #"""quoted"""#),
            (#""outer \(f("inner \(g(")"))")) end""#, nil),
        ] as [(String, String?)])
    func stringLiterals(source: String, value: String?) {
        let lexed = tokens(source + " next")
        #expect(lexed.map(\.kind) == [.string, .identifier, .endOfFile])
        #expect(lexed.first?.stringValue == value)
        #expect(lexed.first?.text == source)
    }

    @Test func lexicalProblemsHavePositions() {
        let models = schema("struct A: Codable {\n  var s = \"open\n  var t: Int\n}\n/* never closed")
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:11: error: unterminated string literal",
                "Models.swift:5:1: error: unterminated '/*' comment",
            ])
        #expect(renderedPlan(models, "A") == #"A{s:String="open", t:Int}"#)
    }

    @Test func directivesWithoutPartnersAreReported() {
        let models = schema("#endif\nstruct A: Codable {\n#if !DEBUG\n  var a: Int\n#else\n}\n")
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:1:1: error: '#endif' without '#if'",
                "Models.swift:2:19: error: expected '}' to close the body of 'A'",
                "Models.swift:3:1: error: '#if' without '#endif'",
            ])
        // A body the file never closes is a schema error for the type: its members are not known.
        #expect(renderedPlan(models, "A") == "error: cannot interpret 'A': 1 error in its declarations")
    }

    @Test func byteOrderMarksAndCarriageReturnsAreNotText() {
        let models = schema("\u{FEFF}struct A: Codable {\r\n    var a: Int\r\n    var b: Missing\r\n}\r\n")
        #expect(rendered(models.diagnostics) == ["Models.swift:3:9: warning: unknown type 'Missing' in property 'b' of 'A'"])
    }

    @Test func columnsCountCharactersNotBytes() {
        let models = schema("struct Café: Codable { var naïve: Ünknown }")
        #expect(rendered(models.diagnostics) == ["Models.swift:1:28: warning: unknown type 'Ünknown' in property 'naïve' of 'Café'"])
    }
}
