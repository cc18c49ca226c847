/// One way of turning JSON into models, measured side by side with the others: Foundation's
/// `JSONDecoder`, the core's `CodableCheckDecoder`, or the schema-driven validator.
///
/// Every case proves it agrees with Foundation on an input before it is timed on it (simdjson's
/// benchmarks do the same): a fast path that decodes something else has not earned a number.
protocol BenchmarkCase: AnyObject {
    /// The name `--only` selects the case by: `foundation`, `decoder`, `schema`.
    var identifier: String { get }
    /// The column heading in the result table.
    var columnTitle: String { get }
    /// Whether a run without `--only` measures it.
    var runsByDefault: Bool { get }
    /// Whether this build can run the path at all.
    var availability: CaseAvailability { get }
    /// Decodes every unit of `input` once and compares the result with Foundation's.
    func checkAgreement(on input: BenchmarkInput) -> Agreement
    /// Decodes every unit of `input` once; the stopwatch times this. Throws only on a failure a
    /// passed agreement check makes unexpected.
    func run(on input: BenchmarkInput) throws
}

/// Whether a path can run in this build.
enum CaseAvailability {
    case ready
    /// The path's API exists but is not implemented on this branch yet (named, so the report can
    /// say what is missing instead of crashing on a stub).
    case pending(String)
}

/// The result of comparing a path's output with Foundation's on one input.
enum Agreement {
    case agrees
    /// Agrees on what the number measures, but a further comparison found a difference worth a
    /// note beside the number.
    case agreesWithReservation(String)
    /// What differed, and where (`line 12: …` for a stream).
    case disagrees(String)
}
