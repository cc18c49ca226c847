import CodableCheckCore

extension TypeScope {
    /// Whether a dictionary's key type declares `CodingKeyRepresentable` (on the enum or an
    /// extension of it): Foundation then writes the dictionary as an object.
    func isCodingKeyRepresentable(_ key: TypeReference, with resolver: TypeResolver) -> Bool {
        guard case .named(let components) = key else { return false }
        switch resolve(components, with: resolver) {
        case .node(let node):
            return node.conformances.contains { entry in
                if case .named(let names) = entry.type { return names.last?.name == "CodingKeyRepresentable" }
                return false
            }
        case .genericParameter(let parameter):
            guard let binding = bindings[parameter] else { return false }
            return binding.scope.isCodingKeyRepresentable(binding.reference, with: resolver)
        default:
            return false
        }
    }
}
