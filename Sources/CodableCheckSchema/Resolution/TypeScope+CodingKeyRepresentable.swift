import CodableCheckCore

extension TypeScope {
    /// Whether a key that decodes as a `String` or an `Int` makes the dictionary an object: when
    /// it is `String` or `Int` itself, or a declared type that is `CodingKeyRepresentable`. A
    /// `RawRepresentable` struct with a `String` raw value that is not makes an array of
    /// alternating keys and values (probed on 6.3.1: `[Template: Int]` from `{"a": 1}` throws
    /// typeMismatch, expected an array).
    func keysAnObject(_ key: TypeReference, with resolver: TypeResolver) -> Bool {
        guard case .named(let components) = key, let node = nominal(components, with: resolver) else { return true }
        return Self.declaresCodingKeyRepresentable(node)
    }

    private static func declaresCodingKeyRepresentable(_ node: DeclarationNode) -> Bool {
        node.conformances.contains { entry in
            if case .named(let names) = entry.type { return names.last?.name == "CodingKeyRepresentable" }
            return false
        }
    }

    /// Whether a dictionary's key type declares `CodingKeyRepresentable` (on the enum or an
    /// extension of it): Foundation then writes the dictionary as an object.
    func isCodingKeyRepresentable(_ key: TypeReference, with resolver: TypeResolver) -> Bool {
        guard case .named(let components) = key else { return false }
        switch resolve(components, with: resolver) {
        case .node(let node):
            return Self.declaresCodingKeyRepresentable(node)
        case .genericParameter(let parameter):
            guard let binding = bindings[parameter] else { return false }
            return binding.scope.isCodingKeyRepresentable(binding.reference, with: resolver)
        default:
            return false
        }
    }
}
