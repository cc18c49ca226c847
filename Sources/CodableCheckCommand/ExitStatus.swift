/// The process exit status, as `codable-check --help` documents it. Decided only here.
public enum ExitStatus: Int32, Sendable {
    /// Every input decoded (help and version also end here).
    case success = 0
    /// At least one input did not decode, malformed JSON included.
    case someInputInvalid = 1
    /// Bad arguments, an unreadable input or schema, or a type the schema cannot build.
    case usageOrEnvironment = 2

    /// The status for a finished `decode` run: any invalid input makes it 1.
    static func forDecoding(_ summary: Summary) -> ExitStatus {
        summary.invalid > 0 ? .someInputInvalid : .success
    }

    /// The status for a command that stopped on an error before or outside decoding.
    static func forError(_ error: CommandLineError) -> ExitStatus {
        .usageOrEnvironment
    }
}
