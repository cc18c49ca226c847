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

    /// Keeps `problem`, or counts it when the sink is full.
    func record(_ problem: DecodingProblem) {
        if problems.count < maximumCount {
            problems.append(problem)
        } else {
            omittedCount += 1
        }
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
