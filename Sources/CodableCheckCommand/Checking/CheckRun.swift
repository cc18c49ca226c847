/// One `decode` run's state as documents are checked: hands each result to the reporter, counts
/// it, keeps the progress line current and decides whether to go on (`--fail-fast`, a reader
/// that went away).
struct CheckRun {
    var reporter: any Reporter
    var progress: ProgressLine
    /// `--fail-fast`: stop at the first invalid document.
    var failsFast: Bool
    /// How many inputs (files, streams) the run was given, for the progress line.
    var inputCount: Int
    private(set) var summary = Summary()
    private(set) var inputsDone = 0
    /// The inputs that could not be read or checked, in input order: the report ends with them
    /// as the run's error (exit status 2), after every document that was checked.
    private(set) var inputFailures: [InputError] = []
    /// Checks of a project file that could not run, in order.
    private(set) var checkFailures: [CommandLineError] = []

    init(reporter: any Reporter, progress: ProgressLine, failsFast: Bool, inputCount: Int) {
        self.reporter = reporter
        self.progress = progress
        self.failsFast = failsFast
        self.inputCount = inputCount
    }

    /// Whether no more documents should be checked.
    var isStopped: Bool {
        reporter.isOutputClosed || summary.stoppedEarly
    }

    /// Reports one document; returns whether to check the next one.
    mutating func deliver(_ result: InputResult) -> Bool {
        summary.add(result)
        // Only the text format writes to standard error, where the progress line is.
        if !result.isValid, type(of: reporter).identifier == TextReporter.identifier { progress.clear() }
        reporter.report(result)
        if failsFast, !result.isValid {
            summary.stoppedEarly = true
            return false
        }
        progress.update(
            documents: summary.inputs, invalid: summary.invalid, filesDone: inputsDone, fileCount: inputCount)
        if reporter.isOutputClosed {
            // Nobody reads on: stop, and do not vouch for documents never checked.
            summary.isIncomplete = true
            return false
        }
        return true
    }

    /// An input that could not be read or checked: said on its own line where the text report
    /// goes, counted, and the run goes on with the others (it ends with status 2).
    mutating func failInput(_ error: InputError, reportingTo errors: any CommandOutput) {
        progress.clear()
        errors.writeLine(DecodeCommand.errorLine(error))
        summary.unreadInputs += 1
        inputsDone += 1
        inputFailures.append(error)
    }

    /// A check of a project file that could not run (`codable-check check`): its error, said
    /// now on its own lines, and again as the run's error in the report, which ends with status 2.
    mutating func failCheck(_ error: CommandLineError, reportingTo errors: any CommandOutput) {
        progress.clear()
        for line in CheckCommand.lines(error) { errors.writeLine(line) }
        checkFailures.append(error)
        summary.checksNotRun += 1
    }

    /// One input (a file or a stream) is done.
    mutating func finishInput() {
        inputsDone += 1
    }

    /// What the report gives as the run's error: the checks that could not run, then the
    /// inputs that could not be read, the first as the error and the rest as its details.
    private var runError: CommandLineError? {
        let unread = CommandLineError.unreadableInputs(inputFailures)
        guard let first = checkFailures.first else { return unread }
        let rest = checkFailures.dropFirst() + (unread.map { [$0] } ?? [])
        return CommandLineError(
            first.reason, details: first.details + rest.flatMap(CheckCommand.lines),
            detailSites: first.sites + rest.flatMap(\.sites))
    }

    /// Ends the report of a run an error stopped: the results so far and the error.
    mutating func finish(stoppedBy error: CommandLineError) {
        progress.clear()
        reporter.finish(summary, stoppedBy: RunFailure(error))
    }

    /// Writes the summary, and the inputs that could not be read as the run's error, so a report
    /// read in CI says why the run ends with status 2; returns the counts the exit status is
    /// decided from.
    mutating func finish() -> Summary {
        progress.clear()
        if let error = runError {
            reporter.finish(summary, stoppedBy: RunFailure(error))
        } else {
            reporter.finish(summary)
        }
        return summary
    }
}
