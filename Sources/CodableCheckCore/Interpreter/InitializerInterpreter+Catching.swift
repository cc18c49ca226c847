/// `do`/`catch` in a body, and `throw error` in a clause.
extension InitializerInterpreter {
    /// `do { body } catch { ... }`: an error thrown in the body is the app's when no clause takes
    /// it, or the clause that does rethrows it. The first error the body throws (the one the
    /// compiled body throws) picks the clause, by its case, as the compiled patterns match it. A
    /// clause that takes it runs on what the body had set (the error stays a warning, as with
    /// `try?`, withdrawn when the clause reads the same value again and succeeds); clauses that
    /// may or may not take it leave what the body and they set unknown.
    mutating func runCatching(_ body: [DecodingStatement], _ handler: DecodingCatch, _ host: inout Host) -> StatementFlow {
        let mark = FindingsMark(host)
        let flow = run(body, &host)
        if case .passesOn = handler { return flow }
        guard flow == .failed, host.errors.count > mark.errors else { return flow }
        switch handler {
        case .passesOn:
            return flow
        case .clauses(let clauses):
            let first = host.errors[mark.errors]
            guard let clause = clauses.first(where: { $0.matches(first.kind, isDecodingError: first.isDecodingError) }) else {
                return flow
            }
            let recorded = (
                Array(host.errors[mark.errors...]), Array(host.warnings[mark.warnings...]), Array(host.presence[mark.presence...])
            )
            swallow(since: mark, source: nil, &host)
            for name in clause.boundNames { frame.variables[name] = .unknown }
            let caught = CaughtError(
                errors: recorded.0, warnings: recorded.1, presence: recorded.2, swallowWarning: host.warnings.count - 1)
            frame.caught.append(caught)
            defer { frame.caught.removeLast() }
            let clauseFlow = run(clause.body, &host)
            // The body fails anyway: that the clause took the first error is no news.
            if clauseFlow == .failed { withdrawHandledWarning(caught, &host) }
            return clauseFlow
        case .mayHandle(let clauses):
            swallow(since: mark, source: nil, &host)
            _ = forget(body)
            return notFollowed(clauses, &host)
        }
    }

    /// `throw error` in a `catch` clause: the caught error, with what its decoding recorded, is
    /// the app's again, and the warning that it was handled goes.
    mutating func rethrowCaught(_ host: inout Host) -> StatementFlow {
        guard let caught = frame.caught.last else { return .failed }
        withdrawHandledWarning(caught, &host)
        host.errors.append(contentsOf: caught.errors)
        host.warnings.append(contentsOf: caught.warnings)
        host.presence.append(contentsOf: caught.presence)
        return .failed
    }

    /// Removes the warning that a `catch` clause handled `caught`, if it is still there.
    private func withdrawHandledWarning(_ caught: CaughtError, _ host: inout Host) {
        guard host.warnings.indices.contains(caught.swallowWarning), host.warnings[caught.swallowWarning].kind == .swallowedByInitializer,
            host.warnings[caught.swallowWarning].codingPath == caught.errors.first?.codingPath
        else { return }
        host.warnings.remove(at: caught.swallowWarning)
    }
}
