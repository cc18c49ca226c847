import CodableCheckCore

/// The canonical name that identifies a generic instance (`Page<Book>`): the plan builder keys
/// its plans by it, so that one instance reached through different spellings shares one plan.
struct CanonicalTypeNames {
    let resolver: TypeResolver

    /// A type's name with every part resolved (`Library.Book`, `[String: Int]`), so that the same
    /// generic instance reached through different spellings shares one plan. Nil when the name
    /// grows past `maximumCanonicalNameLength`, which only a generic type whose arguments grow
    /// with every use (`struct P<T> { var p: P<Pair<T, T>> }`) can do.
    func canonicalNames(of references: [TypeReference], in scope: TypeScope) -> [String]? {
        var budget = Self.maximumCanonicalNameLength
        let names = references.map { canonicalName(of: $0, in: scope, depth: 0, budget: &budget) }
        return budget > 0 ? names : nil
    }

    static let maximumCanonicalNameLength = 4_096

    /// The name of the instance of `node` that `bindings` make (`Page<Book>`, `Page<Book>.Meta`):
    /// what identifies its plan, since each instance of a generic type, and of a type nested in
    /// one, decodes its own way. Nil past `maximumCanonicalNameLength`.
    func instanceName(of node: DeclarationNode, bindings: [String: TypeScope.Binding]) -> String? {
        guard node.isInGenericContext else { return node.qualifiedName }
        var budget = Self.maximumCanonicalNameLength
        let name = instanceName(of: node, bindings: bindings, depth: 0, budget: &budget)
        return budget > 0 ? name : nil
    }

    private func instanceName(
        of node: DeclarationNode, bindings: [String: TypeScope.Binding], depth: Int, budget: inout Int
    ) -> String {
        var name = node.parent.map { instanceName(of: $0, bindings: bindings, depth: depth, budget: &budget) + "." } ?? ""
        name += node.name
        budget -= node.name.utf8.count + 2
        let parameters = node.declaration.genericParameters
        guard !parameters.isEmpty else { return name }
        let arguments = parameters.map { parameter in
            guard let binding = bindings[parameter] else { return parameter }
            return canonicalName(of: binding.reference, in: binding.scope, depth: depth + 1, budget: &budget)
        }
        return name + "<" + arguments.joined(separator: ", ") + ">"
    }

    /// `name<arguments>`, each part charged to `budget` once: charging a name with its
    /// arguments at every level charged nested arguments once per level, so that
    /// OpenAPIKit's `CallbacksMap`, 256 characters, ran past 4,096.
    private func named(_ name: String, arguments: [TypeReference], in scope: TypeScope, depth: Int, budget: inout Int) -> String {
        budget -= name.utf8.count + 2
        var names: [String] = []
        for argument in arguments {
            names.append(canonicalName(of: argument, in: scope, depth: depth + 1, budget: &budget))
        }
        return names.isEmpty ? name : name + "<" + names.joined(separator: ", ") + ">"
    }

    private func canonicalName(of reference: TypeReference, in scope: TypeScope, depth: Int, budget: inout Int) -> String {
        budget -= 1
        guard depth < PlanBuilder.maximumDepth, budget > 0 else {
            budget = 0
            return ""
        }
        switch reference {
        case .named(let components):
            let arguments = components.last?.arguments ?? []
            switch scope.resolve(components, with: resolver) {
            case .node(let node) where node.isInGenericContext:
                var bindings = scope.outerBindings(components, with: resolver).merging(scope.bindings) { outer, _ in outer }
                for (parameter, argument) in zip(node.declaration.genericParameters, arguments) {
                    bindings[parameter] = TypeScope.Binding(reference: argument, scope: scope)
                }
                return instanceName(of: node, bindings: bindings, depth: depth, budget: &budget)
            case .node(let node):
                return named(node.qualifiedName, arguments: arguments, in: scope, depth: depth, budget: &budget)
            case .builtin(_, let builtinName):
                return named(builtinName, arguments: arguments, in: scope, depth: depth, budget: &budget)
            case .genericParameter(let parameter):
                guard let binding = scope.bindings[parameter] else { return parameter }
                return canonicalName(of: binding.reference, in: binding.scope, depth: depth + 1, budget: &budget)
            case .alias(let alias, let aliasScope):
                guard let target = alias.target else { return reference.description }
                let aliasScope = scope.expanding(alias, declaredIn: aliasScope, arguments: arguments)
                return canonicalName(of: target, in: aliasScope, depth: depth + 1, budget: &budget)
            default:
                budget -= reference.description.utf8.count
                return reference.description
            }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return canonicalName(of: wrapped, in: scope, depth: depth + 1, budget: &budget) + "?"
        case .array(let element):
            return "[" + canonicalName(of: element, in: scope, depth: depth + 1, budget: &budget) + "]"
        case .dictionary(let key, let value):
            let keyName = canonicalName(of: key, in: scope, depth: depth + 1, budget: &budget)
            return "[" + keyName + ": " + canonicalName(of: value, in: scope, depth: depth + 1, budget: &budget) + "]"
        default:
            return reference.description
        }
    }

    /// The name Swift gives a generic argument in `"\(Range<Bound>.self)"`: aliases resolved
    /// (`TimeInterval` is `Double`), `CGFloat` kept, a declared type by its own name.
    func swiftName(of plan: ValuePlan, writtenAs reference: TypeReference, in scope: TypeScope) -> String {
        if case .named(let components) = reference, case .builtin(_, let builtinName) = scope.resolve(components, with: resolver),
            builtinName == "CGFloat"
        {
            return "CGFloat"
        }
        switch plan {
        // A standard leaf's own name (what aliases resolve to), a raw enum's declared name.
        case .leaf(let leaf): return leaf.typeName
        default:
            let canonical =
                canonicalNames(of: [reference], in: scope)?.first ?? reference.description
            return String(canonical.split(separator: ".").last ?? Substring(canonical))
        }
    }
}
