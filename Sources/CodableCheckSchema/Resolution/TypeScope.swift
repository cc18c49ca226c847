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
    func resolve(_ components: [TypeReference.Component], with resolver: TypeResolver) -> TypeResolver.Resolution {
        if components.count == 1, aliasParameters.contains(components[0].name) { return .genericParameter(components[0].name) }
        return resolver.resolve(components.map(\.name), from: node)
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

    static let fileScope = TypeScope(node: nil)
}
