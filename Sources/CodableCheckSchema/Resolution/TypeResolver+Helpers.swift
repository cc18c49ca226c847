extension TypeResolver {
    /// Protocols followed at most when looking for a helper in protocol extensions.
    static let maximumHelperProtocols = 32

    /// The function a body calls as `name(label: ...)` on the type (`isStatic` for `Self.name`):
    /// declared in the type or its extensions, else in an extension of a protocol it conforms to
    /// (directly or through protocols those refine). Labels must match in order; overloads that
    /// differ only in parameter types are not told apart (but for one taking an `Encoder`, which
    /// no decoding body calls), so two matches in one place give nil
    /// (the call then stays uninterpreted rather than running the wrong body).
    ///
    /// `fromFile` is where the call is written: of two matches declared in different modules
    /// (`--schema` paths or package targets: two modules that each extend the same protocol with an `internal`
    /// helper), the one of the caller's own path is the one Swift calls.
    func helper(named name: String, labels: [String?], isStatic: Bool, of node: DeclarationNode, fromFile: Int? = nil)
        -> FunctionDeclaration?
    {
        func matches(_ function: FunctionDeclaration) -> Bool {
            function.name == name && function.isStatic == isStatic && ArgumentLabels.accepts(function.parameters, labels: labels)
        }
        let callerFile = fromFile ?? node.fileIndex
        func onlyMatch(in functions: [FunctionDeclaration]) -> FunctionDeclaration?? {
            var found = functions.filter(matches)
            if found.count > 1 {
                // `isEnabled(for: Decoder)` beside `isEnabled(for: Encoder)`: a decoding body has
                // no encoder to hand the second.
                found.removeAll { $0.parameters.contains(where: \.namesEncoder) }
            }
            if found.count > 1 {
                // Swift prefers the overload that leaves no parameter to its default.
                let whole = found.filter { ArgumentLabels.fillsEvery($0.parameters, labels: labels) }
                if whole.count == 1 { found = whole }
            }
            if found.count > 1 {
                let own = found.filter { isInSameModule($0.location.fileIndex, callerFile) }
                if own.count == 1 { found = own }
            }
            guard let first = found.first else { return .none }
            return found.count == 1 ? first : .some(nil)
        }
        if let found = onlyMatch(in: node.functions) { return found }
        var pending = node.conformances.map { (type: $0.type, scope: node.parent) }
        var visited: Set<Int> = []
        while let (type, scope) = pending.popLast(), visited.count < Self.maximumHelperProtocols {
            guard case .named(let components) = type, case .node(let candidate) = resolve(components.map(\.name), from: scope),
                candidate.kind == .protocol, visited.insert(candidate.order).inserted
            else { continue }
            if let found = onlyMatch(in: candidate.functions) { return found }
            pending += candidate.declaration.inheritance.map { (type: $0, scope: candidate.parent) }
        }
        return nil
    }
}
