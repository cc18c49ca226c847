/// Iterations in a row that move no unkeyed container before a loop is taken to never end.
private let maximumStalledIterations = 1_000

/// `while` in a body (`while !container.isAtEnd { ... }`), run as many times as the document makes
/// the app run it.
extension InitializerInterpreter {
    mutating func runLoop(while condition: DecodingExpression, _ body: [DecodingStatement], _ host: inout Host) -> StatementFlow {
        var stalledIterations = 0
        while true {
            guard let value = evaluate(condition, &host) else { return .failed }
            if value.isUnknown {
                noteCheckOnUnknownValue(choosing: body, &host)
                return forget(body)
            }
            guard value.isTrue else { return .next }
            let before = frame.unkeyedPlaces
            let stateBefore = frame.loopState
            let flow = run(body, &host)
            if flow != .next { return flow }
            let moved = frame.unkeyedPlaces.map(\.position) != before.map(\.position)
            stalledIterations = moved ? 0 : stalledIterations + 1
            if frame.loopState == stateBefore || stalledIterations > maximumStalledIterations {
                // The body is deterministic: an iteration that changes nothing repeats forever,
                // as the compiled body would (a `try?` read that fails does not move the
                // container on); so does one that only grows a list without reading. Say so
                // instead of hanging.
                host.errors.append(findings.endlessLoop(stuckAt: before.first { !$0.isAtEnd }))
                return .failed
            }
        }
    }
}
