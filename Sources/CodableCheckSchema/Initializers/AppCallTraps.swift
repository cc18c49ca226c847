/// Whether calling the app's own declaration may stop the app, as its body reads (`BodyEffects`):
/// a declared type's initializer (each its labels reach; with none declared, a struct's or
/// enum's implicit one cannot, a class's inherited one is not seen) unless its body provably
/// cannot, or a static function of a declared type whose body stops the app by what it writes
/// (`stopsExplicitly`: a force unwrap, `fatalError`, `precondition`). A static helper's
/// arithmetic and subscripts are still taken as unable to trap, as they were before this rule
/// (the helpers of the `app-errors-and-traps` and `--compile` fixtures compute checksums and
/// split labels so): a known gap. An enum case builds a value. Other calls are not resolved
/// here (`TrapRule` judges their syntax). What `TrapRule.appCallMayTrap` asks.
///
/// An initializer's body may itself build values of the app's types (`keyframes =
/// [Keyframe(value)]` in `KeyframeGroup.init(_:)`): such a call cannot stop the app when every
/// initializer of that type (the tokens name the type, not which of its initializers) provably
/// cannot, judged by this same rule a few calls deep (`maximumDepth`), each type from the scope
/// of the one whose body calls it.
struct AppCallTraps {
    /// The declared type a path names (`Token`, `Self`, `Outer.Inner`), as the body sees it.
    var declaredType: ([String]) -> DeclarationNode?
    /// The declared type a name called in a declaration's body names, from that declaration's
    /// scope; by default none is known (the called name may then stop the app).
    var calledType: (_ name: String, _ scope: DeclarationNode) -> DeclarationNode? = { _, _ in nil }

    /// How many initializers deep a body's calls of other types' initializers are followed.
    static let maximumDepth = 4

    func mayTrap(_ callee: BodyExpression, _ arguments: [BodyArgument]) -> Bool {
        var typeCallee = callee
        if case .member(let owner, "init") = callee { typeCallee = owner }
        if let path = WrittenExpression.typePath(of: typeCallee), let type = declaredType(path) {
            let labels = arguments.map(\.label)
            guard labels.first != "from" else { return false }
            let candidates = type.initializers.filter { !$0.isDecoding && $0.accepts(labels: labels) }
            if candidates.isEmpty { return type.kind == .class }
            return candidates.contains { !cannotStop($0.bodyEffects, in: type, depth: 0) }
        }
        guard case .member(let owner, let name) = callee, let path = WrittenExpression.typePath(of: owner),
            let type = declaredType(path), !type.declaration.members.enumCases.contains(where: { $0.name == name })
        else { return false }
        return type.functions.contains { $0.isStatic && $0.name == name && ($0.bodyEffects?.stopsExplicitly ?? true) }
    }

    /// A body not read (none recorded) may do anything. Besides the type's own enum cases, it may
    /// call the initializers of declared types none of which can stop the app.
    private func cannotStop(_ effects: BodyEffects?, in type: DeclarationNode, depth: Int) -> Bool {
        guard let effects else { return false }
        var allowed = Set(type.declaration.members.enumCases.map(\.name))
        if SuperInitializerCall.cannotStop(in: type) { allowed.insert(SuperInitializerCall.calledName) }
        if depth < Self.maximumDepth {
            for name in effects.calledNames where !allowed.contains(name) {
                if let called = calledType(name, type), initializersCannotStop(called, depth: depth + 1) { allowed.insert(name) }
            }
        }
        return effects.cannotStop(calling: allowed)
    }

    /// Whether no initializer of `type` (its decoding one aside, which a call by name without
    /// `from:` does not reach) can stop the app. A class with none declared inherits ones the
    /// tool does not see; a struct's or enum's implicit one cannot stop.
    private func initializersCannotStop(_ type: DeclarationNode, depth: Int) -> Bool {
        guard type.kind != .protocol else { return false }
        let declared = type.initializers.filter { !$0.isDecoding }
        if declared.isEmpty { return type.kind != .class }
        return declared.allSatisfy { cannotStop($0.bodyEffects, in: type, depth: depth) }
    }
}
