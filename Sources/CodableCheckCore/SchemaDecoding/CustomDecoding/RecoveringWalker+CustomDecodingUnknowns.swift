/// What an interpreted `init(from:)` does where the tool cannot follow it: `do`/`catch` whose
/// clauses may take an error, branches that go neither way, keys a helper may ask for.
extension RecoveringWalker {
    /// `do { body } catch { ... }`: an error thrown in the body is the app's when no clause takes
    /// it, or the clause that does rethrows it. The first error the body throws (the one the
    /// compiled body throws) picks the clause, by its case, as the compiled patterns match it. A
    /// clause that takes it runs on what the body had set (the error stays a warning, as with
    /// `try?`, withdrawn when the clause reads the same value again and succeeds); clauses that
    /// may or may not take it leave what the body and they set unknown.
    mutating func runCatching(
        _ body: [DecodingStatement], _ handler: DecodingCatch, _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> CustomDecodingFlow {
        let mark = Mark(self)
        let flow = run(body, custom, &frame)
        if case .passesOn = handler { return flow }
        guard flow == .failed, errors.count > mark.errors else { return flow }
        switch handler {
        case .passesOn:
            return flow
        case .clauses(let clauses):
            let first = errors[mark.errors]
            guard let clause = clauses.first(where: { $0.matches(first.kind, isDecodingError: first.isDecodingError) }) else {
                return flow
            }
            let recorded = (Array(errors[mark.errors...]), Array(warnings[mark.warnings...]), Array(presence[mark.presence...]))
            swallow(since: mark, source: nil, in: custom.plan.typeName, &frame)
            for name in clause.boundNames { frame.variables[name] = .unknown }
            let caught = CaughtError(errors: recorded.0, warnings: recorded.1, presence: recorded.2, swallowWarning: warnings.count - 1)
            frame.caught.append(caught)
            defer { frame.caught.removeLast() }
            let clauseFlow = run(clause.body, custom, &frame)
            // The body fails anyway: that the clause took the first error is no news.
            if clauseFlow == .failed { withdrawHandledWarning(caught) }
            return clauseFlow
        case .mayHandle(let clauses):
            swallow(since: mark, source: nil, in: custom.plan.typeName, &frame)
            _ = forget(body, &frame)
            return run(.uninterpreted(clauses), custom, &frame)
        }
    }

    /// `throw error` in a `catch` clause: the caught error, with what its decoding recorded, is
    /// the app's again, and the warning that it was handled goes.
    mutating func rethrowCaught(_ frame: inout CustomDecodingFrame) -> CustomDecodingFlow {
        guard let caught = frame.caught.last else { return .failed }
        withdrawHandledWarning(caught)
        errors.append(contentsOf: caught.errors)
        warnings.append(contentsOf: caught.warnings)
        presence.append(contentsOf: caught.presence)
        return .failed
    }

    /// Removes the warning that a `catch` clause handled `caught`, if it is still there.
    mutating func withdrawHandledWarning(_ caught: CaughtError) {
        guard warnings.indices.contains(caught.swallowWarning), warnings[caught.swallowWarning].kind == .swallowedByInitializer,
            warnings[caught.swallowWarning].codingPath == caught.errors.first?.codingPath
        else { return }
        warnings.remove(at: caught.swallowWarning)
    }

    /// Statements the app may or may not run: everything they may set becomes unknown (an unkeyed
    /// container they read from included), and when one of them may `return`, the body ends here.
    mutating func forget(_ statements: [DecodingStatement], _ frame: inout CustomDecodingFrame) -> CustomDecodingFlow {
        for name in statements.writtenNames { frame.variables[name] = .unknown }
        // The keys they would ask for are not known either.
        if statements.readNames.contains(where: { frame.variables[$0]?.isContainerOrDecoder == true }) { askEverything(&frame) }
        for name in statements.readNames where frame.variables[name]?.isPositional == true { frame.variables[name] = .unknown }
        if statements.setsSelf { frame.selfValue = nil }
        return statements.mayFinish ? .finished : .next
    }

    /// Every keyed container counts as asked about all its keys: after a statement the tool does
    /// not follow, an `unknownKey` warning could name a key the app reads.
    func askEverything(_ frame: inout CustomDecodingFrame) {
        for (name, value) in frame.variables {
            guard case .keyed(var place) = value else { continue }
            place.askedKeys.formUnion(place.members.keys)
            frame.variables[name] = .keyed(place)
        }
    }
}
