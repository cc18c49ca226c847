/// Where a type reference is read: inside which declaration (for name lookup), and what the
/// generic parameters in view stand for (`T` is `Book` while planning `Page<Book>`).
final class TypeScope: @unchecked Sendable {
    /// A generic argument: the reference as written at the use site, and the scope it is read in.
    struct Binding {
        var reference: TypeReference
        var scope: TypeScope
    }

    let node: DeclarationNode?
    let bindings: [String: Binding]
    /// Parameters of the generic typealias being expanded: they shadow every other name.
    let aliasParameters: Set<String>

    init(node: DeclarationNode?, bindings: [String: Binding] = [:], aliasParameters: Set<String> = []) {
        self.node = node
        self.bindings = bindings
        self.aliasParameters = aliasParameters
    }

    /// What a dotted name means here.
    func resolve(_ components: [TypeReference.Component], with resolver: TypeResolver, depth: Int = 0) -> TypeResolver.Resolution {
        guard let first = components.first?.name else { return .notFound }
        if components.count == 1, aliasParameters.contains(first) { return .genericParameter(first) }
        if components.count > 1, let binding = bindings[first], depth < TypeResolver.maximumAliasDepth,
            aliasParameters.contains(first) || isGenericParameter(first, with: resolver)
        {
            // `Wrapped.RawValue` in `enum OpenEnum<Wrapped: RawRepresentable>`: a member of the
            // type the parameter stands for here (`OpenEnum<Status>` reads `Status.RawValue`).
            if binding.reference == Self.surveyPlaceholder { return .builtin(.scalar(.leaf(.string)), name: "String") }
            guard case .named(let bound) = binding.reference else { return .notFound }
            return binding.scope.resolve(bound + components.dropFirst(), with: resolver, depth: depth + 1)
        }
        return resolver.resolve(components.map(\.name), from: node)
    }

    /// The declared type a dotted name denotes here, through typealiases and what generic
    /// parameters stand for (`Wrapped` in `OpenEnum<Status>` is `Status`).
    func nominal(_ components: [TypeReference.Component], with resolver: TypeResolver, depth: Int = 0) -> DeclarationNode? {
        guard depth < TypeResolver.maximumAliasDepth else { return nil }
        switch resolve(components, with: resolver) {
        case .node(let node): return node
        case .ambiguous(let nodes): return nodes.first
        case .alias(let alias, let aliasScope):
            guard case .named(let target)? = alias.target else { return nil }
            let expanded = expanding(alias, declaredIn: aliasScope, arguments: components.last?.arguments ?? [])
            return expanded.nominal(target, with: resolver, depth: depth + 1)
        case .genericParameter(let name):
            guard let binding = bindings[name], case .named(let bound) = binding.reference else { return nil }
            return binding.scope.nominal(bound, with: resolver, depth: depth + 1)
        default: return nil
        }
    }

    /// Whether `name`, looked up here, is a generic parameter of an enclosing declaration.
    private func isGenericParameter(_ name: String, with resolver: TypeResolver) -> Bool {
        if case .genericParameter = resolver.lookup(name, from: node) { return true }
        return false
    }

    /// The scope a typealias's target is read in: the alias's own scope, with its generic
    /// parameters bound to the arguments written here (`Paged<Book>`).
    func expanding(_ alias: TypeAliasDeclaration, declaredIn aliasScope: DeclarationNode?, arguments: [TypeReference]) -> TypeScope {
        var bindings = self.bindings
        for (parameter, argument) in zip(alias.genericParameters, arguments) {
            bindings[parameter] = Binding(reference: argument, scope: self)
        }
        return TypeScope(node: aliasScope, bindings: bindings, aliasParameters: Set(alias.genericParameters))
    }

    /// This scope with more generic parameters bound (those `outerBindings` finds).
    func binding(_ more: [String: Binding]) -> TypeScope {
        more.isEmpty ? self : TypeScope(node: node, bindings: bindings.merging(more) { $1 }, aliasParameters: aliasParameters)
    }

    /// What the generic parameters of the types a dotted name passes through stand for, as the
    /// name spells them: `Page<Book>.Meta` binds `Page`'s `T` to `Book`, and so does `Paged.Meta`
    /// after `typealias Paged = Page<Book>`. Empty for a name through no generic type, or one
    /// that leaves the arguments out (`Page.Meta` inside `Page`, where `T` is bound already).
    func outerBindings(_ components: [TypeReference.Component], with resolver: TypeResolver, depth: Int = 0) -> [String: Binding] {
        guard components.count > 1 else { return [:] }
        var bindings: [String: Binding] = [:]
        for end in 1..<components.count {
            bindings.merge(instanceBindings(Array(components[..<end]), with: resolver, depth: depth)) { $1 }
        }
        return bindings
    }

    /// The first generic type a dotted name passes through with as many arguments as it has
    /// parameters not given (`Page<Int, String>.Meta` for `Page<Item>`), and how many it is
    /// given: `outerBindings` binds none of its parameters, and the compiler rejects the name.
    /// A type written without arguments (`Page.Meta` inside `Page`) is not one.
    func mismatchedOuterArguments(_ components: [TypeReference.Component], with resolver: TypeResolver)
        -> (node: DeclarationNode, given: Int)?
    {
        guard components.count > 1 else { return nil }
        for end in 1..<components.count {
            let given = components[end - 1].arguments.count
            guard given > 0, case .node(let node) = resolve(Array(components[..<end]), with: resolver),
                node.declaration.genericParameters.count != given
            else { continue }
            return (node, given)
        }
        return nil
    }

    /// The bindings a dotted name gives its type's own parameters (`Page<Book>`: `T` is `Book`),
    /// through a typealias (`Paged` for `Page<Book>`), with those of the types it passes through.
    private func instanceBindings(_ components: [TypeReference.Component], with resolver: TypeResolver, depth: Int)
        -> [String: Binding]
    {
        guard depth < TypeResolver.maximumAliasDepth, let arguments = components.last?.arguments else { return [:] }
        switch resolve(components, with: resolver) {
        case .node(let node):
            let parameters = node.declaration.genericParameters
            guard !parameters.isEmpty, parameters.count == arguments.count else { return [:] }
            var bindings: [String: Binding] = [:]
            for (parameter, argument) in zip(parameters, arguments) { bindings[parameter] = Binding(reference: argument, scope: self) }
            return bindings
        case .alias(let alias, let aliasScope):
            guard case .named(let target)? = alias.target, alias.genericParameters.count == arguments.count else { return [:] }
            let expanded = expanding(alias, declaredIn: aliasScope, arguments: arguments)
            return expanded.outerBindings(target, with: resolver, depth: depth + 1)
                .merging(expanded.instanceBindings(target, with: resolver, depth: depth + 1)) { $1 }
        default:
            return [:]
        }
    }

    static let fileScope = TypeScope(node: nil)

    /// What the survey binds a generic type's parameters to when it checks the declarations
    /// without real arguments: `String`, spelled so that it is told apart from an argument
    /// written `String`, since the survey also reads a parameter's members (`Wrapped.RawValue`)
    /// as `String` rather than failing on a constraint the placeholder does not meet.
    static let surveyPlaceholder = TypeReference.named([
        TypeReference.Component(name: "Swift", arguments: []), TypeReference.Component(name: "String", arguments: []),
    ])
}
