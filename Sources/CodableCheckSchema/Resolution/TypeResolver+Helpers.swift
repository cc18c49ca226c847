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
        let callerFile = fromFile ?? node.fileIndex
        func onlyMatch(in functions: [FunctionDeclaration]) -> FunctionDeclaration?? {
            self.onlyMatch(in: functions, named: name, labels: labels, isStatic: isStatic, callerFile: callerFile)
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

    /// The function a body calls as `name(label: ...)` when neither the type nor its protocols
    /// declare one: a function at file scope (`self = try decodeMapped(from: decoder, values: [...])
    /// { .unknown($0) }`), one the caller's file declares before one elsewhere in its module, as
    /// Swift's `private` and `internal` make it; two equally near give nil. It sees no `self`, so
    /// it is given as a static function.
    func fileScopeHelper(named name: String, _ arguments: [BodyArgument], fromFile callerFile: Int) -> FunctionDeclaration? {
        var candidates = fileScopeFunctions.filter { $0.name == name }
        let ownFile = candidates.filter { $0.location.fileIndex == callerFile }
        if !ownFile.isEmpty { candidates = ownFile }
        var trailingClosure = false
        if case .closure? = arguments.last?.value, arguments.last?.label == nil { trailingClosure = true }
        let labels = arguments.map(\.label)
        guard
            var function = onlyMatch(
                in: candidates, named: name, labels: labels, trailingClosure: trailingClosure, isStatic: false, callerFile: callerFile)
                ?? nil
        else { return nil }
        function.isStatic = true
        return function
    }

    /// The one function of `functions` a call `name(labels...)` reaches: nil for none, `.some(nil)`
    /// for more than one.
    private func onlyMatch(
        in functions: [FunctionDeclaration], named name: String, labels: [String?], trailingClosure: Bool = false, isStatic: Bool,
        callerFile: Int
    ) -> FunctionDeclaration?? {
        var found = functions.filter {
            $0.name == name && $0.isStatic == isStatic
                && ArgumentLabels.accepts($0.parameters, labels: labels, trailingClosure: trailingClosure)
        }
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

    /// What a file-scope function's body is read in: no type's members, the file's scope for
    /// names (its `private` declarations included), and the other file-scope functions as the
    /// helpers it may call. Numbered past every declared type, so nothing takes it for one.
    func fileScope(of function: FunctionDeclaration) -> DeclarationNode {
        let declaration = TypeDeclaration(
            kind: .enum, name: function.name, location: function.location, genericParameters: [], inheritance: [], attributes: [],
            isIndirect: false, members: MemberList(functions: fileScopeFunctions))
        return DeclarationNode(declaration: declaration, parent: nil, order: allNodes.count)
    }
}
