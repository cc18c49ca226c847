import Foundation

/// `--format json`: one document on standard output when every input is done.
///
/// Encoded with `JSONEncoder` rather than `JSONSerialization` so the shape is a type
/// (`JSONReport`) and the key order is stable (`.sortedKeys`: Foundation's encoder does not keep
/// declaration order). Decoded values (`--print`) are already JSON text; they are spliced in raw
/// in place of a unique placeholder string, so numbers keep their exact spelling.
struct JSONReporter: Reporter {
    static let identifier = "json"

    var output: any CommandOutput
    var mode: String
    var typeExpression: String
    private var results: [JSONReport.Result] = []
    private var values: [String] = []
    /// Unique per run, so no text in a message can look like a placeholder.
    private let placeholderPrefix = "codable-check-value-\(UUID().uuidString)-"

    init(output: any CommandOutput, mode: String, typeExpression: String) {
        self.output = output
        self.mode = mode
        self.typeExpression = typeExpression
    }

    mutating func report(_ result: InputResult) {
        var placeholder: String?
        if let value = result.encodedValue {
            placeholder = placeholderPrefix + String(values.count)
            values.append(value)
        }
        results.append(
            JSONReport.Result(
                input: result.inputName, ok: result.isValid,
                errors: result.errors.map(JSONReport.Item.init),
                warnings: result.warnings.map(JSONReport.Item.init),
                omittedErrors: result.omittedErrorCount > 0 ? result.omittedErrorCount : nil,
                value: placeholder))
    }

    var isOutputClosed: Bool { output.isClosed }

    mutating func finish(_ summary: Summary) {
        let report = JSONReport(
            mode: mode, type: typeExpression, results: results, summary: JSONReport.SummaryCounts(summary))
        output.writeLine(Self.encode(report, values: values, placeholderPrefix: placeholderPrefix))
    }

    static func encode(_ report: JSONReport, values: [String], placeholderPrefix: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The report holds only strings, integers and booleans: encoding cannot fail.
        guard let data = try? encoder.encode(report) else { return "{}" }
        var text = String(decoding: data, as: UTF8.self)
        for (index, value) in values.enumerated() {
            text = text.replacingOccurrences(of: "\"\(placeholderPrefix)\(index)\"", with: value)
        }
        return text
    }
}
