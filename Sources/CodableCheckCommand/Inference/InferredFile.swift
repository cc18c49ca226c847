/// The Swift file `infer` writes: a header that says how to check a document against the
/// declarations (and with which decoder settings), then the declarations.
struct InferredFile {
    var declaration: InferredDeclaration
    /// What `--type` takes: `Event`, `[Event]`, `[String: Event]`.
    var typeExpression: String
    var sampleCount: Int
    /// Some property is a `Date`: decoding needs `.iso8601`.
    var usesDates: Bool

    var text: String {
        var lines = [
            "// Codable declarations inferred by \(Version.toolName) from \(sampleCount) sample\(sampleCount == 1 ? "" : "s").",
            "// Check a document against them:",
            "//   \(Version.toolName) decode DOCUMENT --schema THIS_FILE --type '\(typeExpression)'"
                + (usesDates ? " --date-strategy iso8601" : ""),
        ]
        if usesDates {
            lines.append("// Dates are ISO 8601 strings: decode with `decoder.dateDecodingStrategy = .iso8601` (--date-strategy iso8601).")
        }
        lines += ["", "import Foundation", ""]
        lines += declaration.rendered()
        return lines.joined(separator: "\n") + "\n"
    }
}
