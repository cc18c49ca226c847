import Foundation

/// `--format sarif`: one SARIF 2.1.0 log on standard output for code-scanning dashboards. Each
/// diagnostic is a result whose `ruleId` is its kind; the rules are the kinds that occurred, in
/// order of first appearance. A verdict decided by approximation is an `approximatedVerdict`
/// result of level `warning` per approximation the document reached, located at the statement in
/// the model file, with the document as its related location; the run's `properties.summary`
/// counts the documents as the JSON report does. Encoded with `JSONEncoder` and sorted keys, like
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

    /// What each kind means, for the rule's description.
    static let ruleDescriptions: [String: String] = [
        "typeMismatch": "a value has a different JSON type than the property's Swift type",
        "keyNotFound": "an object lacks a key a non-optional property needs",
        "valueNotFound": "a non-optional property's value is null",
        "dataCorrupted": "a value cannot be converted (out of range, bad date, base64 or URL), or the JSON is malformed",
        "trailingComma": "a trailing comma, which JSONDecoder accepts and RFC 8259 forbids",
        "duplicateKey": "a key occurs twice in one object; JSONDecoder keeps the first",
        "malformedNumber": "a number spelled against RFC 8259 in a value nothing decodes",
        "malformedString": "a string with invalid content in a value nothing decodes",
        "unknownKey": "a key no property decodes",
        Diagnostic.approximatedVerdictKind:
            "a verdict decided by an approximation of the app's decoding code (an init(from:) statement not followed, an initializer or property wrapper not read)",
    ]

    mutating func report(_ result: InputResult) {
        let uri = Self.uri(for: result.inputName)
        for diagnostic in result.errors + result.warnings {
            let index = rule(for: diagnostic.kind)
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
            let index = rule(for: Diagnostic.approximatedVerdictKind)
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

    private mutating func rule(for kind: String) -> Int {
        if let index = ruleIndex[kind] { return index }
        ruleIndex[kind] = rules.count
        rules.append(SARIFLog.Rule(id: kind, shortDescription: .init(text: Self.ruleDescriptions[kind] ?? kind)))
        return rules.count - 1
    }

    /// A relative URI reference for the path as given (spaces and `<`, `>` percent-encoded).
    static func uri(for inputName: String) -> String {
        inputName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? inputName
    }

    mutating func finish(_ summary: Summary) {
        let log = SARIFLog(
            runs: [
                .init(
                    tool: .init(driver: .init(name: Version.toolName, version: Version.current, rules: rules)),
                    results: results, properties: .init(summary: JSONReport.SummaryCounts(summary)))
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: encoding cannot fail.
        guard let data = try? encoder.encode(log) else { return }
        output.writeLine(JSONReporter.collapsingEmptyArrays(String(decoding: data, as: UTF8.self)))
    }
}
