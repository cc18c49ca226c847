/// `if`, `guard` and `switch` in a body: the side the document's values choose runs. Where a
/// value the choice depends on is unknown, a side that always throws is taken not to be the
/// app's way (the tool never reports an error the app may not throw); with no such side, no side
/// runs, and what they would set is unknown (`forget`).
extension InitializerInterpreter {
    /// What a condition list comes to.
    enum ConditionOutcome {
        case holds, fails
        /// A clause's value is unknown: the names it and the later clauses bind are unknown.
        case unknown
        /// A clause threw (the error is recorded).
        case threw
    }

    mutating func runBranch(
        _ conditions: [DecodingCondition], then: [DecodingStatement], otherwise: [DecodingStatement], _ host: inout Host
    ) -> StatementFlow {
        switch test(conditions, &host) {
        case .threw: return .failed
        case .holds: return run(then, &host)
        case .fails: return run(otherwise, &host)
        case .unknown:
            noteCheckOnUnknownValue(choosing: then + otherwise, &host)
            if then.alwaysThrows { return run(otherwise, &host) }
            if otherwise.alwaysThrows { return run(then, &host) }
            return forget(then + otherwise)
        }
    }

    mutating func runGuard(_ conditions: [DecodingCondition], otherwise: [DecodingStatement], _ host: inout Host) -> StatementFlow {
        switch test(conditions, &host) {
        case .threw: return .failed
        case .holds: return .next
        case .fails:
            let flow = run(otherwise, &host)
            return flow == .next ? .finished : flow
        case .unknown:
            noteCheckOnUnknownValue(choosing: otherwise, &host)
            // Assumed to hold when the `else` throws; an `else` that may `return` ends the
            // body here, as the reads after it may never happen.
            if otherwise.alwaysThrows { return .next }
            _ = forget(otherwise)
            return .finished
        }
    }

    mutating func runSwitch(
        on subject: DecodingExpression, _ cases: [DecodingSwitchCase], defaultBody: [DecodingStatement]?, _ host: inout Host
    ) -> StatementFlow {
        let unknownValues = host.unknownValues.count
        guard let value = evaluate(subject, &host) else { return .failed }
        if value.isUnknown || unknownParts(since: unknownValues, host).isUnknownAsWhole(subject) {
            // As for `if`: when every way but one always throws, the app is taken to go that
            // way (the tool then reports no error the app may not throw).
            let ways = cases.map(\.body) + (defaultBody.map { [$0] } ?? [])
            noteCheckOnUnknownValue(choosing: ways.flatMap { $0 }, &host)
            let open = ways.filter { !$0.alwaysThrows }
            if open.count == 1 { return run(open[0], &host) }
            return forget(ways.flatMap { $0 })
        }
        let text = value.text ?? "null"
        if let match = cases.first(where: { $0.values.contains { InterpretedJSON.equal($0, text) } }) {
            return run(match.body, &host)
        }
        return run(defaultBody ?? [], &host)
    }

    /// All clauses true (binding `if let` names on the way), in order, stopping at the first that
    /// is not.
    mutating func test(_ conditions: [DecodingCondition], _ host: inout Host) -> ConditionOutcome {
        for (position, condition) in conditions.enumerated() {
            let unknownValues = host.unknownValues.count
            let value: InterpretedValue
            switch condition {
            case .bind(_, let expression), .test(let expression):
                guard let evaluated = evaluate(expression, &host) else { return .threw }
                value = evaluated
            }
            let parts = unknownParts(since: unknownValues, host)
            if value.isUnknown || parts.decidesNothing(condition, value: value) {
                if case .bind(let name, let expression) = condition, parts.isCertainlySome(expression) {
                    frame.variables[name] = .unknown
                    frame.unknownParts[name] = [[]]
                    continue
                }
                for name in Array(conditions[position...]).boundNames { frame.variables[name] = .unknown }
                return .unknown
            }
            switch condition {
            case .bind(let name, let expression):
                if value.isNil { return .fails }
                frame.variables[name] = value
                frame.origins[name] = frame.origin(of: expression, lastRead: lastRead)
                frame.unknownParts[name] = parts.of(expression).nonEmpty
            case .test:
                if !value.isTrue { return .fails }
            }
        }
        return .holds
    }
}
