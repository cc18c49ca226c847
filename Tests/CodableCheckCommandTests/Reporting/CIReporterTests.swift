import Testing

@testable import CodableCheckCommand

/// The CI reporters in-process, on the same hand-made results as the other reporters: one
/// golden per format, plus the rules each consumer cares about.
@Suite struct CIReporterTests {
    /// The shared results, the invalid book also as line 4 of a stream.
    static var results: [InputResult] {
        var streamed = SampleResults.invalidBook
        streamed.inputName = "books.jsonl"
        streamed.line = 4
        streamed.shiftLines(by: 3)
        return [
            SampleResults.invalidBook, SampleResults.valid, SampleResults.malformed, SampleResults.pathless, streamed,
            SampleResults.approximated,
        ]
    }

    func render(_ make: (BufferedOutput) -> any Reporter) -> String {
        let output = BufferedOutput()
        var reporter = make(output)
        var summary = Summary()
        for result in Self.results {
            summary.add(result)
            reporter.report(result)
        }
        reporter.finish(summary)
        return output.text
    }

    @Test func github() throws {
        let text = render { GitHubReporter(output: $0) }
        try GoldenFile.expectMatches(text, named: "reporter-github.txt")
        // Every line is a workflow command but the summary.
        let lines = text.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        #expect(!text.contains("\r"))
    }

    @Test func junit() throws {
        try GoldenFile.expectMatches(render { JUnitReporter(output: $0, typeExpression: "Book") }, named: "reporter-junit.xml")
    }

    @Test func sarif() throws {
        try GoldenFile.expectMatches(render { SARIFReporter(output: $0) }, named: "reporter-sarif.json")
    }

    @Test func streamedDocumentsAreNamedByLine() {
        #expect(Self.results[4].documentName == "books.jsonl:4")
        #expect(Self.results[4].errors.first?.location?.line == SampleResults.invalidBook.errors.first!.location!.line + 3)
    }

    @Test(arguments: [
        ("100%", "100%25"), ("a\r\nb", "a%0D%0Ab"), ("plain", "plain"),
    ])
    func githubDataEscaping(_ text: String, _ escaped: String) {
        #expect(GitHubReporter.escapeData(text) == escaped)
    }

    @Test func githubPropertyEscaping() {
        #expect(GitHubReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    }

    @Test func xmlEscaping() {
        #expect(XMLText.escape("<a & 'b'>\"\u{1}") == "&lt;a &amp; 'b'&gt;\"\u{FFFD}")
        #expect(XMLText.escape("x\"y'\nz", inAttribute: true) == "x&quot;y&apos;&#10;z")
    }

    @Test(arguments: [
        ([String: String](), true, false, true),
        (["CI": "true"], true, false, false),
        ([:], false, false, false),
        ([:], true, true, false),
        (["TERM": "dumb"], true, false, false),
    ])
    func progressOnlyForAPersonAtATerminal(_ environment: [String: String], _ terminal: Bool, _ quiet: Bool, _ expected: Bool) {
        #expect(ProgressLine.isWanted(environment: environment, errorOutputIsTerminal: terminal, isQuiet: quiet) == expected)
    }

    @Test func progressLineStaysHiddenInShortRuns() {
        let output = BufferedOutput(isTerminal: true)
        let progress = ProgressLine(output: output, isEnabled: true)
        progress.update(documents: 10, invalid: 1, filesDone: 1, fileCount: 2)
        progress.clear()
        #expect(output.text == "")
    }
}
