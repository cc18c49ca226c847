import Foundation

/// A progress line on standard error for long runs (many files, big streams), redrawn in place:
/// `codable-check: 1200 documents checked, 3 invalid (14/20 files)`.
///
/// Shown only to a person watching: standard error is a terminal, `--quiet` is off and `CI` is
/// unset. It appears after `delay` (short runs never see it), is redrawn at most every
/// `interval`, and is erased before anything else is written to standard error and at the end.
final class ProgressLine {
    static let defaultDelay: UInt64 = 1_000_000_000
    static let interval: UInt64 = 200_000_000
    /// Seconds before the line appears, overriding one second (tests set 0).
    static let delayVariable = "CODABLE_CHECK_PROGRESS_DELAY"

    private let output: any CommandOutput
    private let isEnabled: Bool
    private let startTime = DispatchTime.now().uptimeNanoseconds
    private var lastDrawn: UInt64 = 0
    private var isShown = false
    private let delay: UInt64

    init(output: any CommandOutput, isEnabled: Bool, environment: [String: String] = [:]) {
        self.output = output
        self.isEnabled = isEnabled
        let seconds = environment[Self.delayVariable].flatMap(Double.init).map { max(0, $0) }
        delay = seconds.map { UInt64($0 * 1_000_000_000) } ?? Self.defaultDelay
    }

    /// Whether a run should show progress at all.
    static func isWanted(environment: [String: String], errorOutputIsTerminal: Bool, isQuiet: Bool) -> Bool {
        errorOutputIsTerminal && !isQuiet && environment["CI"] == nil && environment["TERM"] != "dumb"
    }

    /// Redraws the line if it is due.
    func update(documents: Int, invalid: Int, filesDone: Int, fileCount: Int) {
        guard isEnabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - startTime >= delay, now - lastDrawn >= Self.interval else { return }
        lastDrawn = now
        let what = documents == 1 ? "1 document" : "\(documents) documents"
        let files = fileCount > 1 ? " (\(filesDone)/\(fileCount) inputs)" : ""
        output.write("\r\u{1B}[K\(Version.toolName): \(what) checked, \(invalid) invalid\(files)")
        isShown = true
    }

    /// Erases the line so the next text starts at column 1.
    func clear() {
        guard isShown else { return }
        output.write("\r\u{1B}[K")
        isShown = false
    }
}
