/// Whether calling the app's own declaration may stop the app, as its body reads (`BodyEffects`):
/// a declared type's initializer (each its labels reach; with none declared, a struct's or
/// enum's implicit one cannot, a class's inherited one is not seen) unless its body provably
/// cannot, or a static function of a declared type whose body stops the app by what it writes
/// (`stopsExplicitly`: a force unwrap, `fatalError`, `precondition`). A static helper's
/// arithmetic and subscripts are still taken as unable to trap, as they were before this rule
/// (the helpers of the `app-errors-and-traps` and `--compile` fixtures compute checksums and
/// split labels so): a known gap. An enum case builds a value. Other calls are not resolved
/// here (`TrapRule` judges their syntax). What `TrapRule.appCallMayTrap` asks.
struct AppCallTraps {
    /// The declared type a path names (`Token`, `Self`, `Outer.Inner`), as the body sees it.
    var declaredType: ([String]) -> DeclarationNode?

    func mayTrap(_ callee: BodyExpression, _ arguments: [BodyArgument]) -> Bool {
        var typeCallee = callee
        if case .member(let owner, "init") = callee { typeCallee = owner }
        if let path = CustomDecodingTranslator.typePath(of: typeCallee), let type = declaredType(path) {
            let labels = arguments.map(\.label)
            guard labels.first != "from" else { return false }
            let candidates = type.initializers.filter { !$0.isDecoding && $0.accepts(labels: labels) }
            if candidates.isEmpty { return type.kind == .class }
            return candidates.contains { !Self.cannotStop($0.bodyEffects, in: type) }
        }
        guard case .member(let owner, let name) = callee, let path = CustomDecodingTranslator.typePath(of: owner),
            let type = declaredType(path), !type.declaration.members.enumCases.contains(where: { $0.name == name })
        else { return false }
        return type.functions.contains { $0.isStatic && $0.name == name && ($0.bodyEffects?.stopsExplicitly ?? true) }
    }

    /// A body not read (none recorded) may do anything.
    private static func cannotStop(_ effects: BodyEffects?, in type: DeclarationNode) -> Bool {
        effects?.cannotStop(calling: Set(type.declaration.members.enumCases.map(\.name))) ?? false
    }
}
