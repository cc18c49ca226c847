import CodableCheckCore
import Testing

@testable import CodableCheckCommand

/// The text format, compared whole against golden strings with the plain decorator.
@Suite struct TextReporterTests {
    func render(
        _ results: [InputResult], decorator: any DiagnosticDecorator = PlainDecorator(), quiet: Bool = false,
        print: Bool = false, verbose: Bool = false
    ) -> (stdout: String, stderr: String) {
        let stdout = BufferedOutput()
        let stderr = BufferedOutput()
        var reporter = TextReporter(
            diagnostics: stderr, values: stdout, decorator: decorator, isQuiet: quiet, printsValues: print,
            maximumErrors: 100, reportsValidDocuments: verbose)
        var summary = Summary()
        for result in results {
            summary.add(result)
            reporter.report(result)
        }
        reporter.finish(summary)
        return (stdout.text, stderr.text)
    }

    @Test func errorsThenWarningsThenSummary() {
        let expected = """
            book.json:5:34: error: typeMismatch at tags[1].color: expected String, found number 3
             5 |     {"name": "fiction", "color": 3},
               |                                  ^
              = note: JSONDecoder says: Expected to decode String but found number instead.
            book.json:6:5: error: keyNotFound at tags[2].name: no value for key 'name'
             6 |     {"color": "blue"}
               |     ^
              = note: JSONDecoder says: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
            book.json:7:4: warning: trailingComma at <root>: trailing comma before '}'
             7 |   ],
               |    ^
            2 inputs, 1 valid, 1 invalid, 2 errors, 1 warning

            """
        expectLines(render([SampleResults.invalidBook, SampleResults.valid]).stderr, expected)
    }

    @Test func malformedJSONHasNoPath() {
        let expected = """
            broken.json:1:6: error: dataCorrupted: unexpected character '}'
             1 | [1, 2}
               |      ^
              = note: JSONDecoder says: The given data was not valid JSON.
            1 input, 0 valid, 1 invalid, 1 error

            """
        expectLines(render([SampleResults.malformed]).stderr, expected)
    }

    @Test func foundationPathDifferenceIsSaidInOneNote() {
        let expected = """
            <stdin>:1:11: error: dataCorrupted at pages: number 300 does not fit in UInt8
             1 | {"pages": 300}
               |           ^
              = note: JSONDecoder reports this as "The given data was not valid JSON." with an empty coding path
            1 input, 0 valid, 1 invalid, 1 error

            """
        expectLines(render([SampleResults.pathless]).stderr, expected)
    }

    @Test func quietPrintsOnlyTheSummary() {
        let output = render([SampleResults.invalidBook, SampleResults.malformed], quiet: true)
        #expect(output.stderr == "2 inputs, 0 valid, 2 invalid, 3 errors, 1 warning\n")
        #expect(output.stdout == "")
    }

    @Test func printWritesDecodedValuesToStandardOutput() {
        let output = render([SampleResults.valid, SampleResults.malformed], print: true)
        #expect(output.stdout == "{\"tags\":[],\"title\":\"Dune\"}\n")
    }

    @Test func omittedErrorsAreCountedAndNamed() {
        var result = SampleResults.malformed
        result.omittedErrorCount = 4
        let output = render([result], quiet: false)
        #expect(output.stderr.contains("broken.json: note: 4 more errors not shown (--max-errors 100)\n"))
        #expect(output.stderr.hasSuffix("1 input, 0 valid, 1 invalid, 5 errors\n"))
    }

    @Test func tabsInTheLineAreMirroredUnderIt() {
        let text = "{\n\t\"a\":\t\"x\"}"
        var diagnostic = Diagnostic(
            severity: .error, kind: "typeMismatch", codingPath: [.key("a")], byteOffset: 8,
            message: "expected Int, found string \"x\"")
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var table = SourceLineTable(bytes: buffer)
            diagnostic.location = table.location(ofByteOffset: 8)
        }
        let rendered = TextReporter(diagnostics: BufferedOutput(), values: BufferedOutput(), decorator: PlainDecorator())
            .render(diagnostic, inputName: "a.json")
        #expect(
            rendered == "a.json:2:7: error: typeMismatch at a: expected Int, found string \"x\"\n 2 | \t\"a\":\t\"x\"}\n   | \t    \t^\n")
    }

    @Test func ansiDecoratorColoursEachPart() {
        let rendered = render([SampleResults.malformed], decorator: ANSIDecorator()).stderr
        let expected =
            "\u{1B}[1mbroken.json:1:6:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mdataCorrupted: unexpected character '}'\u{1B}[0m\n"
            + "\u{1B}[1;34m 1 |\u{1B}[0m [1, 2}\n"
            + "\u{1B}[1;34m   |\u{1B}[0m      \u{1B}[1;31m^\u{1B}[0m\n"
            + "\u{1B}[1;34m  =\u{1B}[0m \u{1B}[1;36mnote:\u{1B}[0m JSONDecoder says: The given data was not valid JSON.\n"
            + "1 input, 0 valid, 1 invalid, 1 error\n"
        #expect(rendered == expected)
    }

    /// no-color.org: "when present and not an empty string", so an empty `NO_COLOR` keeps colour.
    @Test(arguments: [
        ([String: String](), true, ColorMode.ansi),
        (["TERM": "xterm-256color"], true, .ansi),
        (["NO_COLOR": ""], true, .ansi),
        (["NO_COLOR": "1"], true, .plain),
        (["NO_COLOR": "0"], true, .plain),
        (["TERM": "dumb"], true, .plain),
        ([:], false, .plain),
    ])
    func colourOnlyOnATerminalWithoutNoColor(_ environment: [String: String], _ isTerminal: Bool, _ expected: ColorMode) {
        #expect(ColorMode.detect(environment: environment, outputIsTerminal: isTerminal) == expected)
        #expect(ColorMode.detect(.auto, environment: environment, outputIsTerminal: isTerminal) == expected)
    }

    /// `--color always` and `never` override the terminal, `NO_COLOR` and `TERM` alike.
    @Test(arguments: [
        (ColorChoice.always, [String: String](), false, ColorMode.ansi),
        (.always, ["NO_COLOR": "1", "TERM": "dumb"], false, .ansi),
        (.never, [:], true, .plain),
        (.never, ["TERM": "xterm-256color"], true, .plain),
    ])
    func colourChoiceOverridesDetection(
        _ choice: ColorChoice, _ environment: [String: String], _ isTerminal: Bool, _ expected: ColorMode
    ) {
        #expect(ColorMode.detect(choice, environment: environment, outputIsTerminal: isTerminal) == expected)
    }

    @Test func summaryCountsAndPlurals() {
        var summary = Summary()
        #expect(summary.rendered == "0 inputs, 0 valid, 0 invalid, 0 errors")
        summary.add(SampleResults.valid)
        #expect(summary.rendered == "1 input, 1 valid, 0 invalid, 0 errors")
        summary.add(SampleResults.invalidBook)
        #expect(summary.rendered == "2 inputs, 1 valid, 1 invalid, 2 errors, 1 warning")
        summary.add(SampleResults.approximated)
        #expect(summary.rendered == "3 inputs, 2 valid (1 approximated), 1 invalid, 2 errors, 1 warning")
        var invalid = SampleResults.invalidBook
        invalid.fidelity = SampleResults.approximated.fidelity
        summary.add(invalid)
        #expect(summary.rendered == "4 inputs, 2 valid (1 approximated), 2 invalid (1 approximated), 4 errors, 2 warnings")
        #expect(summary.approximationSites == [SampleResults.unfollowedStatement])
    }

    /// `--verbose`: a valid document decided by approximation is never a plain `ok`. One line
    /// names the first approximation and counts the others.
    @Test func verboseOkLinesSayWhichVerdictsWereApproximated() {
        var twice = SampleResults.approximated
        twice.inputName = "invoices.json"
        var wrapper = SampleResults.unfollowedStatement
        (wrapper.kind, wrapper.subject, wrapper.line, wrapper.column) = (.propertyFeatureIgnored, "@Clamped quantity", 20, 5)
        twice.fidelity = .approximated(twice.fidelity.reached + [ReachedApproximation(site: wrapper, codingPath: [], byteOffset: 0)])
        let expected = """
            good.json: ok
            invoice.json: ok (approximated: `for key in container.allKeys {` in 'Invoice.init(from:)' not followed (Models/Invoice.swift:12:9))
            invoices.json: ok (approximated: `for key in container.allKeys {` in 'Invoice.init(from:)' not followed (Models/Invoice.swift:12:9) and 1 more)
            3 inputs, 3 valid (2 approximated), 0 invalid, 0 errors

            """
        expectLines(render([SampleResults.valid, SampleResults.approximated, twice], verbose: true).stderr, expected)
    }

    /// An invalid document decided by approximation: its errors were found by approximation too.
    @Test func invalidApproximatedDocumentsGetANote() {
        var invalid = SampleResults.malformed
        invalid.fidelity = SampleResults.approximated.fidelity
        let expected = """
            broken.json:1:6: error: dataCorrupted: unexpected character '}'
             1 | [1, 2}
               |      ^
              = note: JSONDecoder says: The given data was not valid JSON.
            broken.json: note: verdict decided by approximation: `for key in container.allKeys {` in 'Invoice.init(from:)' not followed (Models/Invoice.swift:12:9)
            1 input, 0 valid, 1 invalid (1 approximated), 1 error

            """
        expectLines(render([invalid]).stderr, expected)
    }
}
