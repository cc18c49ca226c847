/// One output format (`--format text|json|github|junit|sarif`). Results arrive per input as they are decoded; a
/// streaming format writes them at once, the others collect them until `finish`.
protocol Reporter {
    /// The `--format` value.
    static var identifier: String { get }
    /// Whether `report` writes at once (text, github, json), so `--lines` users see each verdict
    /// as its line arrives and memory stays bounded, or collects until `finish` (junit and sarif,
    /// whose counts or rule table come before the results).
    var isStreaming: Bool { get }
    mutating func report(_ result: InputResult)
    mutating func finish(_ summary: Summary)
    /// Ends a run an error stopped (exit status 2): the results so far, then the error, so a CI
    /// step that reads the report finds a valid one that says why the run stopped.
    mutating func finish(_ summary: Summary, stoppedBy failure: RunFailure)
    /// Whether nobody reads the report any more (a closed pipe): the command stops early.
    var isOutputClosed: Bool { get }
}
