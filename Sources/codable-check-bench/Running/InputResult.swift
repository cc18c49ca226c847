/// Every path's outcome on one input, in the table's column order.
struct InputResult {
    let input: BenchmarkInput
    /// Keyed by `BenchmarkCase.identifier`.
    var outcomes: [String: CaseOutcome]
}
