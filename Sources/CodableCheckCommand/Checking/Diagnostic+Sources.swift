import CodableCheckCore

/// Building `Diagnostic`s from what the core reports: syntax errors, decoding problems,
/// deviations from RFC 8259 and the validator's warnings.
extension Diagnostic {
    /// Malformed JSON: `dataCorrupted` without a path, at the byte the reader stopped on.
    init(syntaxError: JSONSyntaxError) {
        self.init(
            severity: .error, kind: DecodingProblem.Kind.dataCorrupted.rawValue, codingPath: nil,
            byteOffset: syntaxError.byteOffset, message: syntaxError.message,
            foundationMessage: JSONSyntaxError.foundationDescription)
    }

    init(problem: DecodingProblem) {
        self.init(
            severity: .error, kind: problem.kind.rawValue, codingPath: problem.codingPath,
            byteOffset: problem.byteOffset, message: problem.message,
            // Empty: the core cannot know JSONDecoder's words (a message the app builds at run time).
            foundationMessage: problem.foundationDescription.isEmpty ? nil : problem.foundationDescription,
            foundationCodingPath: problem.foundationCodingPath)
    }

    init(warning: DecodingWarning, severity: Severity) {
        self.init(
            severity: severity, kind: warning.kind.rawValue, codingPath: warning.codingPath,
            byteOffset: warning.byteOffset, message: warning.message)
    }

    /// A deviation the reader noticed. The reader keeps no path; `codingPath` is what
    /// `JSONDocument.codingPaths(toByteOffsets:)` recovers from the tape.
    init(deviation: JSONDeviation, codingPath: [CodingPathComponent], severity: Severity) {
        self.init(
            severity: severity, kind: WarningKind(deviation.kind).rawValue, codingPath: codingPath,
            byteOffset: deviation.byteOffset, message: deviation.message)
    }

    /// A part of the printed value (`--print`) the tool does not know: a note, located at the value
    /// whose `init(from:)` set it.
    init(unknownValue: UnknownValue) {
        self.init(
            severity: .note, kind: Self.unknownValueKind, codingPath: unknownValue.codingPath, byteOffset: unknownValue.byteOffset,
            message: unknownValue.message)
    }

    /// The kind of the notes on parts of a printed value the tool does not know.
    static let unknownValueKind = "unknownValue"

    /// `--require-exact`: the document's verdict was decided by approximation, first reached at
    /// this value. Located in the document; the message names the model file's statement.
    /// `compileFallback`: whether `--compile` was given and the interpreter decoded anyway; then
    /// the hint points at the warning that says why rather than at `--compile`.
    init(requiredExact approximation: ReachedApproximation, compileFallback: UsedTypeFidelity.CompileFallback = .none) {
        let advice =
            compileFallback == .none
            ? "--compile decodes with the app's own code, which decides it exactly" : UsedTypeFidelity.compileAdvice(compileFallback)
        self.init(
            severity: .error, kind: Self.approximatedVerdictKind, codingPath: approximation.codingPath,
            byteOffset: approximation.byteOffset,
            message: "verdict decided by approximation: \(approximation.site.located)",
            hints: ["--require-exact accepts only exact verdicts; \(advice)"])
    }

    /// The kind of a `--require-exact` failure, and of the notices of approximated verdicts.
    static let approximatedVerdictKind = "approximatedVerdict"
    /// What an `approximatedVerdict` means, for SARIF's rule.
    static let approximatedVerdictDescription =
        "a verdict decided by an approximation of the app's decoding code (an init(from:) statement not followed, an initializer or property wrapper not read)"
    /// How to get an exact verdict instead, for SARIF's rule.
    static let approximatedVerdictHelp =
        "The place in the model file named in the message (a statement, an initializer, a property wrapper) is not followed exactly, so this document's verdict may differ from the app's. Run with --compile to decode with the app's own code, or --require-exact to make such verdicts fail."
}
