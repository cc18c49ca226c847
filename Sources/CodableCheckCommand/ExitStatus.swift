/// The process exit status, as `codable-check --help` documents it. Decided only here.
public enum ExitStatus: Int32, Sendable {
    /// Every input decoded (help and version also end here).
    case success = 0
    /// At least one input did not decode, malformed JSON included.
    case someInputInvalid = 1
    /// Bad arguments, an unreadable input or schema, a type the schema cannot build, a document
    /// too large to check, or output that could not be written.
    case usageOrEnvironment = 2

    /// The status for a finished `decode` run: any invalid input makes it 1, and so does any
    /// warning under `--fail-on-warnings`, and a run cut short by a closed output, which cannot
    /// say that every input decoded; an input that could not be read makes it 2, as when it was
    /// the only one.
    static func forDecoding(_ summary: Summary, failsOnWarnings: Bool = false) -> ExitStatus {
        if summary.unreadInputs > 0 || summary.checksNotRun > 0 { return .usageOrEnvironment }
        return summary.invalid > 0 || summary.isIncomplete || (failsOnWarnings && summary.warnings > 0)
            ? .someInputInvalid : .success
    }

    /// The status for a command that stopped on an error before or outside decoding.
    static func forError(_ error: CommandLineError) -> ExitStatus {
        .usageOrEnvironment
    }
}
