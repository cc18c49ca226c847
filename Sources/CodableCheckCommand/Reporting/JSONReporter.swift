import CodableCheckCore
import Foundation

/// `--format json`: one document on standard output, written as the inputs are checked.
///
/// Encoded with `JSONEncoder` rather than `JSONSerialization` so the shape is a type
/// (`JSONReport`) and the key order is stable (`.sortedKeys`: Foundation's encoder does not keep
/// declaration order). Decoded values (`--print`) are already JSON text; they are spliced in raw
/// in place of a unique placeholder string, so numbers keep their exact spelling.
///
/// The report's keys sort as `mode`, `results`, `summary`, `type`, `version`, so everything
/// before the results is known at the start and everything after them at the end: each result is
/// encoded and written when it arrives (indented to its place), and a JSON Lines stream of any
/// length is reported in bounded memory. The text is exactly what encoding the whole `JSONReport`
/// at once gives (`encode(_:values:placeholderPrefix:)`, which the tests compare against).
struct JSONReporter: Reporter {
    static let identifier = "json"

    var output: any CommandOutput
    var mode: String
    var typeExpression: String
    private var resultCount = 0
    /// The last input's name as a JSON string.
    private var encodedInputName: (name: String, text: String)?
    /// Unique per run, so no text in a message can look like a placeholder.
    private let placeholderPrefix = "codable-check-value-\(UUID().uuidString)-"

    init(output: any CommandOutput, mode: String, typeExpression: String) {
        self.output = output
        self.mode = mode
        self.typeExpression = typeExpression
    }

    mutating func report(_ result: InputResult) {
        let text =
            result.isValid && result.warnings.isEmpty && result.encodedValue == nil && result.fidelity == .exact
            ? validResultText(result) : Self.resultText(result, placeholderPrefix: placeholderPrefix)
        let lead = resultCount == 0 ? header + "[\n" : ",\n"
        output.write(lead + Self.indented(text, by: 4, includingFirstLine: true))
        resultCount += 1
    }

    var isStreaming: Bool { true }

    var isOutputClosed: Bool { output.isClosed }

    /// Path to state; a path met twice (it cannot be, paths are unique per value) keeps the first.
    static func presence(_ entries: [OptionalPresence]) -> [String: String] {
        Dictionary(entries.map { ($0.renderedPath, $0.state.rawValue) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func finish(_ summary: Summary) {
        write(summary, failure: nil)
    }

    mutating func finish(_ summary: Summary, stoppedBy failure: RunFailure) {
        write(summary, failure: failure)
    }

    private func write(_ summary: Summary, failure: RunFailure?) {
        var text = resultCount == 0 ? header + "[],\n" : "\n  ],\n"
        if let failure {
            let shape = Self.collapsingEmptyArrays(Self.prettyText(failure))
            text += "  \"error\" : " + Self.indented(shape, by: 2, includingFirstLine: false) + ",\n"
        }
        let counts = Self.prettyText(JSONReport.SummaryCounts(summary))
        text += "  \"summary\" : " + Self.indented(counts, by: 2, includingFirstLine: false) + ",\n"
        text += "  \"type\" : " + Self.prettyText(typeExpression) + ",\n"
        text += "  \"version\" : " + String(JSONReport.currentVersion) + "\n}"
        output.writeLine(text)
    }

    /// A result's text as `JSONEncoder` writes it, indented to its place in the report.
    private static func resultText(_ result: InputResult, placeholderPrefix: String) -> String {
        let placeholder = result.encodedValue.map { _ in placeholderPrefix + "0" }
        let shape = JSONReport.Result(
            input: result.inputName, line: result.line, ok: result.isValid, verdict: result.fidelity.name,
            approximations: result.fidelity.reached.isEmpty ? nil : result.fidelity.reached.map(JSONReport.Approximation.init),
            errors: result.errors.map(JSONReport.Item.init),
            warnings: result.warnings.map(JSONReport.Item.init),
            omittedErrors: result.omittedErrorCount > 0 ? result.omittedErrorCount : nil,
            value: placeholder, presence: placeholder == nil ? nil : presence(result.presence),
            unknownValues: placeholder == nil || result.unknownValues.isEmpty ? nil : result.unknownValues.map(JSONReport.Item.init))
        var text = collapsingEmptyArrays(prettyText(shape))
        if let value = result.encodedValue, let placeholder {
            text = text.replacingOccurrences(of: "\"\(placeholder)\"", with: value)
        }
        return text
    }

    /// The same text for the common case, a valid, exact document with nothing to say, without an
    /// encoder per document (a JSON Lines stream is mostly these); only the input's name is
    /// encoded, once per input.
    private mutating func validResultText(_ result: InputResult) -> String {
        if encodedInputName?.name != result.inputName {
            encodedInputName = (result.inputName, Self.prettyText(result.inputName))
        }
        let line = result.line.map { "  \"line\" : \($0),\n" } ?? ""
        return
            "{\n  \"errors\" : [],\n  \"input\" : \(encodedInputName!.text),\n\(line)  \"ok\" : true,\n  \"verdict\" : \"exact\",\n  \"warnings\" : []\n}"
    }

    /// Everything up to the results array's opening bracket.
    private var header: String {
        "{\n  \"mode\" : " + Self.prettyText(mode) + ",\n  \"results\" : "
    }

    /// `value` as the reports write JSON: pretty-printed, keys sorted, slashes as they are.
    static func prettyText(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The report holds only strings, integers and booleans: encoding cannot fail.
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func indented(_ text: String, by width: Int, includingFirstLine: Bool) -> String {
        let pad = String(repeating: " ", count: width)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where (index > 0 || includingFirstLine) && !lines[index].isEmpty {
            lines[index] = pad + lines[index]
        }
        return lines.joined(separator: "\n")
    }

    /// The whole report encoded at once: the reference the streamed text must equal.
    static func encode(_ report: JSONReport, values: [String], placeholderPrefix: String) -> String {
        var text = collapsingEmptyArrays(prettyText(report))
        for (index, value) in values.enumerated() {
            text = text.replacingOccurrences(of: "\"\(placeholderPrefix)\(index)\"", with: value)
        }
        return text
    }

    /// Foundation's pretty printer writes `[]` as `[`, two newlines and `]`; a raw newline never
    /// occurs inside a JSON string, so bracket, whitespace with a newline, bracket is always an
    /// empty array.
    static func collapsingEmptyArrays(_ text: String) -> String {
        text.replacingOccurrences(of: #"\[[ \t]*\n[ \t\n]*\]"#, with: "[]", options: .regularExpression)
    }
}
