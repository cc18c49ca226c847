/// Every problem raised during one decode, in the order they were raised.
///
/// One sink is shared by all decoders and containers of a decode (it is a reference type for that
/// reason). The `Decoder` records each error the moment it builds it, before throwing, so errors a
/// model's own code catches (`try?`, a fallback) are still seen: after the decode, everything
/// recorded except the error that escaped is a *swallowed* problem. The schema-driven path records
/// an error and carries on with the next sibling, so for it the sink is the list of errors.
final class DecodingErrorSink {
    /// Recorded problems, oldest first; at most `maximumCount`.
    private(set) var problems: [DecodingProblem] = []
    /// Problems recorded beyond `maximumCount`: counted, not kept.
    private(set) var omittedCount = 0
    /// How many problems to keep; a decode of a huge broken document stays bounded.
    let maximumCount: Int

    init(maximumCount: Int = 1000) {
        self.maximumCount = maximumCount
    }

    /// Byte offsets of the values recorded problems are at, for `withdraw`; kept apart so that a
    /// successful read costs one set lookup, and a path only when the offset matches.
    private var problemOffsets: Set<Int> = []
    /// Whether any recorded problem may be withdrawn: checked on every successful read, so a
    /// stored flag.
    private(set) var mayWithdraw = false

    /// Keeps `problem`, or counts it when the sink is full.
    func record(_ problem: DecodingProblem) {
        if problems.count < maximumCount {
            problems.append(problem)
            problemOffsets.insert(problem.byteOffset)
            mayWithdraw = true
        } else {
            omittedCount += 1
        }
    }

    /// A read of the value at `byteOffset`, at `codingPath`, succeeded: the problems recorded
    /// there were caught by the model's code, which then read the value another way (`try?
    /// decode(String.self)`, else `decode(Double.self)`). Nothing was lost, so they are no
    /// swallowed problems: the schema path's interpreter withdraws its warning the same way.
    func withdraw(byteOffset: Int, codingPath: () -> [CodingPathComponent]) {
        guard problemOffsets.contains(byteOffset) else { return }
        let path = codingPath()
        problems.removeAll { $0.byteOffset == byteOffset && $0.codingPath == path }
        problemOffsets = Set(problems.map(\.byteOffset))
        mayWithdraw = !problems.isEmpty
    }

    /// Problems recorded for errors that are not `DecodingError`s (`ThrownErrorPlace`), with the
    /// error: the error that escapes the decode is reported as its problem. At most
    /// `maximumCount`, the latest (a validation failing inside a `try?` over a long array
    /// records once per element).
    private var thrown: [(error: any Error, problem: DecodingProblem)] = []

    /// Keeps `problem`, for `error`.
    func recordThrown(_ problem: DecodingProblem, reflecting error: any Error) {
        record(problem)
        if thrown.count == maximumCount { thrown.removeFirst() }
        thrown.append((error, problem))
    }

    /// The problem recorded for `error` when it was thrown (the latest such, by
    /// `String(reflecting:)`, since errors need not be `Equatable`), if any. Runs once, on failure.
    func thrownProblem(for error: any Error) -> DecodingProblem? {
        guard !thrown.isEmpty, !(error is DecodingError), !(error is DecodingProblem) else { return nil }
        let reflection = String(reflecting: error)
        return thrown.last { String(reflecting: $0.error) == reflection }?.problem
    }

    /// Total problems seen, kept or not.
    var totalCount: Int { problems.count + omittedCount }

    /// Splits the recorded problems for a decode that ended with `final` (nil when it succeeded):
    /// the last recorded problem equal to `final` is the failure, all others were swallowed.
    func partition(final: DecodingProblem?) -> (failure: DecodingProblem?, swallowed: [DecodingProblem]) {
        guard let final else { return (nil, problems) }
        var swallowed = problems
        if let position = swallowed.lastIndex(where: { $0.isSameOccurrence(as: final) }) {
            swallowed.remove(at: position)
        }
        return (final, swallowed)
    }
}

extension DecodingProblem {
    /// Same kind, place and wording: the same error seen twice (recorded, then caught at the top).
    func isSameOccurrence(as other: DecodingProblem) -> Bool {
        kind == other.kind && byteOffset == other.byteOffset && codingPath == other.codingPath
            && message == other.message && foundationDescription == other.foundationDescription
    }
}
