/// `--format junit`: a JUnit XML report on standard output, the shape Jenkins, GitLab and most CI
/// test-report readers take: a `<testsuite>` per input file, a `<testcase>` per document (a JSON
/// Lines input has one per line), a `<failure>` carrying every error of an invalid document in
/// the text format's headline form. Warnings go to the test case's `<system-out>`. A document
/// whose verdict was decided by approximation has a `verdict` property (`approximated`) and a
/// line per approximation in `<system-out>`, and its suite counts them in an `approximated`
/// property: a case without the property was decided exactly.
///
/// Written at `finish`, since the counts come first in the XML. Only what the XML needs is kept
/// per document: a valid document costs its name.
struct JUnitReporter: Reporter {
    static let identifier = "junit"

    var output: any CommandOutput
    var typeExpression: String
    private var suites: [Suite] = []

    private struct Suite {
        var name: String
        var cases: [Case] = []
        var failures: Int { cases.count { $0.failure != nil } }
        var approximated: Int { cases.count { $0.verdict != nil } }
    }

    private struct Case {
        var name: String
        var failure: (message: String, kind: String, text: String)?
        var systemOut: String?
        /// `VerdictFidelity.name` when the verdict is not exact.
        var verdict: String?
    }

    init(output: any CommandOutput, typeExpression: String) {
        self.output = output
        self.typeExpression = typeExpression
    }

    var isStreaming: Bool { false }

    var isOutputClosed: Bool { output.isClosed }

    mutating func report(_ result: InputResult) {
        if suites.last?.name != result.inputName {
            suites.append(Suite(name: result.inputName))
        }
        var testCase = Case(name: result.line.map { "line \($0)" } ?? result.inputName)
        if !result.isValid {
            let count = result.errors.count + result.omittedErrorCount
            var lines = result.errors.map { line(for: $0, inputName: result.inputName) }
            if result.omittedErrorCount > 0 { lines.append("\(result.omittedErrorCount) more not shown (--max-errors)") }
            testCase.failure = (
                message: "\(count) error\(count == 1 ? "" : "s"): \(result.errors.first?.headline ?? "")",
                kind: result.errors.first?.kind ?? "error", text: lines.joined(separator: "\n")
            )
        }
        var systemOut = result.warnings.map { line(for: $0, inputName: result.inputName) }
        if result.fidelity != .exact { testCase.verdict = result.fidelity.name }
        for approximation in result.fidelity.reached {
            systemOut.append("\(approximation.site.position): note: verdict decided by approximation: \(approximation.site.summary)")
        }
        if !systemOut.isEmpty { testCase.systemOut = systemOut.joined(separator: "\n") }
        suites[suites.count - 1].cases.append(testCase)
    }

    private func line(for diagnostic: Diagnostic, inputName: String) -> String {
        let position = diagnostic.location.map { "\(inputName):\($0.line):\($0.column)" } ?? inputName
        let notes = diagnostic.notes.map { "\n  note: \($0)" }.joined()
        return "\(position): \(diagnostic.severity.rawValue): \(diagnostic.headline)\(notes)"
    }

    mutating func finish(_ summary: Summary) {
        write(summary, failure: nil)
    }

    /// The error is a test case of its own, `codable-check` in a suite named after the tool,
    /// with an `<error>` (JUnit's word for a test that could not run, as opposed to a `<failure>`).
    mutating func finish(_ summary: Summary, stoppedBy failure: RunFailure) {
        write(summary, failure: failure)
    }

    private func write(_ summary: Summary, failure: RunFailure?) {
        let name = XMLText.escape("codable-check decode --type \(typeExpression)", inAttribute: true)
        let errors = failure == nil ? 0 : 1
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml +=
            #"<testsuites name="\#(name)" tests="\#(summary.inputs + errors)" failures="\#(summary.invalid)" errors="\#(errors)">"#
            + "\n"
        for suite in suites {
            let suiteName = XMLText.escape(suite.name, inAttribute: true)
            xml +=
                #"  <testsuite name="\#(suiteName)" tests="\#(suite.cases.count)" failures="\#(suite.failures)" errors="0" skipped="0">"#
                + "\n"
            if suite.approximated > 0 {
                xml += "    <properties>\n" + Self.property("approximated", String(suite.approximated), indent: 6) + "    </properties>\n"
            }
            for testCase in suite.cases {
                let caseName = XMLText.escape(testCase.name, inAttribute: true)
                let opening = #"    <testcase classname="\#(suiteName)" name="\#(caseName)""#
                guard testCase.failure != nil || testCase.systemOut != nil || testCase.verdict != nil else {
                    xml += opening + "/>\n"
                    continue
                }
                xml += opening + ">\n"
                if let verdict = testCase.verdict {
                    xml += "      <properties>\n" + Self.property("verdict", verdict, indent: 8) + "      </properties>\n"
                }
                if let failure = testCase.failure {
                    xml +=
                        #"      <failure message="\#(XMLText.escape(failure.message, inAttribute: true))" type="\#(XMLText.escape(failure.kind, inAttribute: true))">"#
                        + XMLText.escape(failure.text) + "</failure>\n"
                }
                if let systemOut = testCase.systemOut {
                    xml += "      <system-out>" + XMLText.escape(systemOut) + "</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        if let failure {
            let tool = XMLText.escape(Version.toolName, inAttribute: true)
            xml += #"  <testsuite name="\#(tool)" tests="1" failures="0" errors="1" skipped="0">"# + "\n"
            xml += #"    <testcase classname="\#(tool)" name="run">"# + "\n"
            xml +=
                #"      <error message="\#(XMLText.escape(failure.message, inAttribute: true))" type="\#(XMLText.escape(failure.category, inAttribute: true))">"#
                + XMLText.escape(failure.fullText) + "</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        output.write(xml)
    }

    private static func property(_ name: String, _ value: String, indent: Int) -> String {
        String(repeating: " ", count: indent)
            + #"<property name="\#(XMLText.escape(name, inAttribute: true))" value="\#(XMLText.escape(value, inAttribute: true))"/>"#
            + "\n"
    }
}
