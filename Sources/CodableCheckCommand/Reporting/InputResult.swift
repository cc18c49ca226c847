/// Everything found in one input, ready for the reporters.
struct InputResult: Sendable {
    /// The name reports use: the path as given, or `<stdin>`.
    var inputName: String
    /// In decode order (malformed JSON: the one syntax error).
    var errors: [Diagnostic] = []
    /// Errors found beyond `--max-errors`: counted, not shown.
    var omittedErrorCount = 0
    var warnings: [Diagnostic] = []
    /// With `--print`, the decoded value as `JSONEncoder` (sorted keys) writes it.
    var encodedValue: String?

    var isValid: Bool { errors.isEmpty && omittedErrorCount == 0 }
}
