/// Counts over every input of one run; the last line of a text report and the `summary` object of
/// a JSON report. The exit status is decided from it.
struct Summary: Sendable, Equatable {
    var inputs = 0
    var valid = 0
    var invalid = 0
    /// Errors in all inputs, including those beyond `--max-errors` that were counted but not shown.
    var errors = 0
    var warnings = 0

    mutating func add(_ result: InputResult) {
        inputs += 1
        if result.isValid { valid += 1 } else { invalid += 1 }
        errors += result.errors.count + result.omittedErrorCount
        warnings += result.warnings.count
    }

    /// `2 inputs, 1 valid, 1 invalid, 3 errors`, then `, 1 warning` when there are warnings.
    var rendered: String {
        var parts = [
            Self.count(inputs, "input"), "\(valid) valid", "\(invalid) invalid", Self.count(errors, "error"),
        ]
        if warnings > 0 { parts.append(Self.count(warnings, "warning")) }
        return parts.joined(separator: ", ")
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
    }
}
