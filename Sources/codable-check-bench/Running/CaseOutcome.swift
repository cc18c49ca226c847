/// What happened to one path on one input: a measurement, or why there is none.
enum CaseOutcome {
    /// Measured; `reservation` is a difference the agreement check noted without refusing.
    case measured(Measurement, reservation: String?)
    /// Not asked for (`--only`).
    case skipped
    /// Not implemented in this build.
    case pending(String)
    /// Its result differs from Foundation's, so it gets no number.
    case disagrees(String)
    /// Nothing to compare with: Foundation itself cannot decode the input with the models.
    case notCompared
    /// Passed the check, then threw while being timed.
    case failed(String)
}
