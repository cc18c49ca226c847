import CodableCheckCore
import Foundation

/// `--format sarif`: one SARIF 2.1.0 log on standard output for code-scanning dashboards. Each
/// diagnostic is a result whose `ruleId` is its kind; the rules are the kinds that occurred, in
/// order of first appearance. A verdict decided by approximation is an `approximatedVerdict`
/// result of level `warning` per approximation the document reached, located at the statement in
/// the model file, with the document as its related location; the run's `properties.summary`
/// counts the documents as the JSON report does. The run's one invocation says whether it
/// completed; an error that stopped it is its `toolExecutionNotifications`. Encoded with `JSONEncoder` and sorted keys, like
/// the JSON report.
struct SARIFReporter: Reporter {
    static let identifier = "sarif"

    var output: any CommandOutput
    private var rules: [SARIFLog.Rule] = []
    private var ruleIndex: [String: Int] = [:]
    private var results: [SARIFLog.Result] = []

    init(output: any CommandOutput) {
        self.output = output
    }

    var isStreaming: Bool { false }

    var isOutputClosed: Bool { output.isClosed }

    mutating func report(_ result: InputResult) {
        let uri = Self.uri(for: result.inputName)
        for diagnostic in result.errors + result.warnings {
            let index = indexOfRule(for: diagnostic.kind)
            let text = ([diagnostic.headline] + diagnostic.notes).joined(separator: "\n")
            let region = diagnostic.location.map { SARIFLog.Region(startLine: $0.line, startColumn: $0.column) }
            results.append(
                SARIFLog.Result(
                    ruleId: diagnostic.kind, ruleIndex: index, level: diagnostic.severity.rawValue,
                    message: .init(text: text),
                    locations: [.init(physicalLocation: .init(artifactLocation: .init(uri: uri), region: region))]))
        }
        for approximation in result.fidelity.reached {
            let site = approximation.site
            let index = indexOfRule(for: Diagnostic.approximatedVerdictKind)
            results.append(
                SARIFLog.Result(
                    ruleId: Diagnostic.approximatedVerdictKind, ruleIndex: index, level: Diagnostic.Severity.warning.rawValue,
                    message: .init(text: "\(result.documentName): verdict decided by approximation: \(site.summary)"),
                    locations: [
                        .init(
                            physicalLocation: .init(
                                artifactLocation: .init(uri: Self.uri(for: site.file)),
                                region: SARIFLog.Region(startLine: site.line, startColumn: site.column)))
                    ],
                    relatedLocations: [.init(physicalLocation: .init(artifactLocation: .init(uri: uri), region: nil))]))
        }
    }

    private mutating func indexOfRule(for kind: String) -> Int {
        if let index = ruleIndex[kind] { return index }
        ruleIndex[kind] = rules.count
        rules.append(Self.describedRule(for: kind))
        return rules.count - 1
    }

    /// The rule for a kind, described by the type that owns the kind: a warning's `WarningKind`,
    /// an error's `DecodingProblem.Kind`, the Firestore format error, or an approximated verdict.
    static func describedRule(for kind: String) -> SARIFLog.Rule {
        let texts: (shortDescription: String, help: String) =
            if let warning = WarningKind(rawValue: kind) {
                (warning.shortDescription, warning.help)
            } else if let error = DecodingProblem.Kind(rawValue: kind) {
                (error.shortDescription, error.help)
            } else if kind == FirestoreFormatError.kind {
                (FirestoreFormatError.shortDescription, FirestoreFormatError.help)
            } else if kind == Diagnostic.approximatedVerdictKind {
                (Diagnostic.approximatedVerdictDescription, Diagnostic.approximatedVerdictHelp)
            } else {
                (kind, "")
            }
        return SARIFLog.Rule(id: kind, shortDescription: .init(text: texts.shortDescription), help: .init(text: texts.help))
    }

    /// A relative URI reference for the path as given (spaces and `<`, `>` percent-encoded).
    static func uri(for inputName: String) -> String {
        inputName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? inputName
    }

    mutating func finish(_ summary: Summary) {
        write(summary, invocation: SARIFLog.Invocation(executionSuccessful: true))
    }

    mutating func finish(_ summary: Summary, stoppedBy failure: RunFailure) {
        let locations = failure.sites.map { site in
            SARIFLog.Location(
                physicalLocation: .init(
                    artifactLocation: .init(uri: Self.uri(for: site.file)),
                    region: site.line.map { SARIFLog.Region(startLine: $0, startColumn: site.column ?? 1) }))
        }
        let notification = SARIFLog.Notification(
            level: "error", message: .init(text: failure.fullText), locations: locations.isEmpty ? nil : locations,
            descriptor: .init(id: failure.category))
        write(summary, invocation: SARIFLog.Invocation(executionSuccessful: false, toolExecutionNotifications: [notification]))
    }

    private func write(_ summary: Summary, invocation: SARIFLog.Invocation) {
        let log = SARIFLog(
            runs: [
                .init(
                    tool: .init(driver: .init(name: Version.toolName, version: Version.current, rules: rules)),
                    results: results, invocations: [invocation], properties: .init(summary: JSONReport.SummaryCounts(summary)))
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: encoding cannot fail.
        guard let data = try? encoder.encode(log) else { return }
        output.writeLine(JSONReporter.collapsingEmptyArrays(String(decoding: data, as: UTF8.self)))
    }
}
