/// What a walk of one document has found so far, in decode order: errors, warnings, the
/// presence of optional properties, and the parts of the value it does not know. `RecoveringWalker` and the `init(from:)` interpreter add to
/// the same lists, and take back what one value's decode recorded when the app never holds that
/// value (lossy recovery, `try?`, a `catch`): both do it with a `FindingsMark` and the rules below,
/// so a trap stays an error in either.
protocol FindingsRecording {
    var errors: [DecodingProblem] { get set }
    var warnings: [DecodingWarning] { get set }
    var presence: [OptionalPresence] { get set }
    var unknownValues: [UnknownValue] { get set }
}

/// How far the lists of findings had grown when a value's decode began.
struct FindingsMark {
    var errors: Int
    var warnings: Int
    var presence: Int
    var unknownValues: Int

    init(_ recorder: some FindingsRecording) {
        errors = recorder.errors.count
        warnings = recorder.warnings.count
        presence = recorder.presence.count
        unknownValues = recorder.unknownValues.count
    }
}

extension FindingsRecording {
    /// Whether an error since `mark` is a trap (`DecodingProblem.stopsTheApp`): the app never gets
    /// to recover from it, so it stays an error.
    func stoppedTheApp(since mark: FindingsMark) -> Bool {
        errors[mark.errors...].contains(where: \.stopsTheApp)
    }

    /// Removes what was recorded since `mark` (the value is not held, so neither are the warnings,
    /// presence and unknown parts from inside it) and returns the first error it had, which says why.
    mutating func discardFindings(since mark: FindingsMark) -> DecodingProblem? {
        let first = errors.count > mark.errors ? errors[mark.errors] : nil
        errors.removeSubrange(mark.errors...)
        warnings.removeSubrange(mark.warnings...)
        presence.removeSubrange(mark.presence...)
        unknownValues.removeSubrange(mark.unknownValues...)
        return first
    }
}
