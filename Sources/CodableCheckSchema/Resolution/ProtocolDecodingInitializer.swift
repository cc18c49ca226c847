/// The `init(from:)` a struct or enum takes from an extension of a protocol it conforms to, as
/// Flight School's `AnyCodable` (and the SDKs that copy it) declares its decoding:
///
/// ```swift
/// protocol _AnyDecodable { init<T>(_ value: T?) }
/// extension _AnyDecodable { init(from decoder: Decoder) throws { ... self.init(bool) ... } }
/// struct AnyDecodable: Decodable { let value: Any; init<T>(_ value: T?) { ... } }
/// extension AnyDecodable: _AnyDecodable {}
/// ```
///
/// Swift calls that initializer rather than synthesizing one, even for a type whose stored
/// properties are all decodable (probed on this toolchain: a struct `{ var raw: String }`
/// conforming to such a protocol decodes `"x"` through it and rejects `{"raw": "x"}`). Only an
/// extension without a `where` clause gives it: a constrained one applies to the types meeting
/// the constraint, which is not checked here. A type reaching two protocols that each give one
/// takes neither (Swift picks the more specific or refuses to compile; neither is decided here).
enum ProtocolDecodingInitializer {
    /// Protocols followed at most from one type.
    static let maximumProtocols = 32

    static func giveToConformingTypes(in resolver: TypeResolver) {
        let givers = resolver.allNodes.filter {
            $0.kind == .protocol && $0.decodingInitializerBody != nil && $0.declaration.members.decodingInitializer == nil
        }
        guard !givers.isEmpty else { return }
        for node in resolver.allNodes where [.struct, .enum].contains(node.kind) && node.decodingInitializer == nil {
            if let giver = onlyGiver(for: node, in: resolver) { node.inheritDecodingInitializer(from: giver) }
        }
    }

    /// The one protocol the type conforms to (directly or through the protocols those refine)
    /// whose extension declares `init(from:)`; nil for none or more than one.
    private static func onlyGiver(for node: DeclarationNode, in resolver: TypeResolver) -> DeclarationNode? {
        var pending = node.conformances.map { (type: $0.type, scope: node.parent) }
        var visited: Set<Int> = []
        var givers: [DeclarationNode] = []
        while let (type, scope) = pending.popLast(), visited.count < maximumProtocols {
            guard case .named(let components) = type, case .node(let candidate) = resolver.resolve(components.map(\.name), from: scope),
                candidate.kind == .protocol, visited.insert(candidate.order).inserted
            else { continue }
            if candidate.decodingInitializerBody != nil, candidate.declaration.members.decodingInitializer == nil {
                givers.append(candidate)
            }
            pending += candidate.declaration.inheritance.map { (type: $0, scope: candidate.parent) }
        }
        return givers.count == 1 ? givers[0] : nil
    }
}
