import Foundation
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

    /// After `--compile` fell back to the interpreter, an approximated verdict's annotation does
    /// not send the user to the `--compile` they gave: it points at the warning that says why,
    /// as the text note does (`UsedTypeFidelity.compileAdvice`).
    @Test func githubAfterACompileFallbackDoesNotClaimTheCompilerDecoded() {
        let output = BufferedOutput()
        var reporter = GitHubReporter(output: output)
        var fellBack = SampleResults.approximated
        fellBack.compileFallback = .warned
        reporter.report(fellBack)
        #expect(!output.text.contains("--compile decodes with it"), "\(output.text)")
        #expect(
            output.text.contains(
                "the app's own code may decide otherwise: --compile fell back to the interpreter (the warning above says why)\n"
            ), "\(output.text)")
    }

    @Test func junit() throws {
        try GoldenFile.expectMatches(render { JUnitReporter(output: $0, typeExpression: "Book") }, named: "reporter-junit.xml")
    }

    @Test func sarif() throws {
        try GoldenFile.expectMatches(render { SARIFReporter(output: $0) }, named: "reporter-sarif.json")
    }

    /// Every kind the user guide documents, errors and warnings: a code-scanning dashboard shows
    /// each rule's description and help, never the bare identifier (issue 24: every lossy kind's
    /// description was its own name).
    static let documentedKinds = [
        "typeMismatch", "keyNotFound", "valueNotFound", "dataCorrupted", "validationFailed", "invalidFirestoreValue",
        "trailingComma", "duplicateKey", "malformedNumber", "malformedString", "unknownKey", "swallowedByWrapper",
        "swallowedByInitializer", "unorderedKeys", "droppedElement", "droppedDictionaryValue", "invalidOptionalAsNil",
        "unknownEnumValue", "defaultUsed", "emptyCollection", "coercedBool", "coercedString", "coercedNumber", "dateFallback",
    ]

    @Test func sarifDescribesEveryRule() throws {
        let diagnostics = Self.documentedKinds.enumerated().map { index, kind in
            Diagnostic(severity: .warning, kind: kind, codingPath: [], byteOffset: index, message: "m")
        }
        let output = BufferedOutput()
        var reporter = SARIFReporter(output: output)
        reporter.report(InputResult(inputName: "a.json", warnings: diagnostics))
        reporter.finish(Summary())
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Self.documentedKinds)
        for rule in rules {
            let id = rule["id"] as? String ?? ""
            let description = (rule["shortDescription"] as? [String: Any])?["text"] as? String ?? ""
            let help = (rule["help"] as? [String: Any])?["text"] as? String ?? ""
            #expect(!description.isEmpty && description != id, "rule \(id) has no description")
            #expect(!help.isEmpty && help != description, "rule \(id) has no help")
        }
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
