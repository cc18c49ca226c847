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

    init(node: DeclarationNode?, bindings: [String: Binding] = [:]) {
        self.node = node
        self.bindings = bindings
    }

    static let fileScope = TypeScope(node: nil)
}
