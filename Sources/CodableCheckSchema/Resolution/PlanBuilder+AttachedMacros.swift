extension PlanBuilder {
    /// Attributes written on types that are known to add no decoding code: actors and
    /// sendability, and macros whose expansion is known (`@Observable`'s renamed storage is
    /// planned by `synthesizedFields`; `@Model` types cannot synthesize `Codable`, so their
    /// `init(from:)` is the hand-written one the tool reads; the others add members that
    /// decoding never calls).
    private static let attributesWithoutDecodingCode: Set<String> = [
        "MainActor", "Sendable", "Observable", "Model", "DebugDescription", "CasePathable", "Suite",
    ]

    /// Reports each attribute on `node`'s declaration that may be an attached macro: a macro's
    /// expansion can add the `init(from:)`, the `CodingKeys` or the conformance that decoding
    /// runs (a package's `@Codable`, `@UnstableEnum`), none of which is in the sources the
    /// tool reads, so a type under one is checked as declared and says so, never `[exact]`.
    /// Called only where the compiler would synthesize decoding: a hand-written `init(from:)`
    /// is what runs whatever a macro adds beside it. An attribute naming a global actor
    /// declared in the sources is not a macro.
    mutating func reportPossibleMacros(on node: DeclarationNode) {
        for attribute in node.declaration.attributes where isPossibleMacro(attribute) {
            report(.attachedMacroNotExpanded(attribute.name, type: node.qualifiedName), at: attribute.location, severity: .warning)
        }
    }

    private func isPossibleMacro(_ attribute: AttributeUse) -> Bool {
        guard let first = attribute.name.first, first.isUppercase,
            !Self.attributesWithoutDecodingCode.contains(attribute.name)
        else { return false }
        let isDeclaredGlobalActor = resolver.allNodes.contains { node in
            node.name == attribute.name && node.declaration.attributes.contains { $0.name == "globalActor" }
        }
        return !isDeclaredGlobalActor
    }
}
