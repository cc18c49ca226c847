/// What an interpreted `init(from:)` does where the tool cannot follow it: `do`/`catch` whose
/// clauses may take an error, branches that go neither way, keys a helper may ask for.
extension RecoveringWalker {
    /// `do { body } catch { ... }`: an error thrown in the body is the app's only when the clauses
    /// rethrow it. A `catch` that takes every error runs on what the body had set (the error
    /// stays a warning, as with `try?`); clauses that may or may not take it leave what the body
    /// and they set unknown.
    mutating func runCatching(
        _ body: [DecodingStatement], _ handler: DecodingCatch, _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> CustomDecodingFlow {
        let mark = Mark(self)
        let flow = run(body, custom, &frame)
        if case .passesOn = handler { return flow }
        guard flow == .failed, errors.count > mark.errors else { return flow }
        swallow(since: mark, source: nil, in: custom.plan.typeName, &frame)
        switch handler {
        case .passesOn: return flow
        case .handles(let statements): return run(statements, custom, &frame)
        case .mayHandle(let clauses):
            _ = forget(body, &frame)
            return run(.uninterpreted(clauses), custom, &frame)
        }
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
