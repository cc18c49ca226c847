/// Associated types a conformance gives a type without any declaration of its own: the compiler
/// infers them from what the type declares ("type witnesses"), and models name them as types
/// (`let company: Company.ID`, `[Genre.ID]`, `Wrapped.RawValue`).
///
/// Inferred as the compiler does, for the protocols that matter to decoding:
/// - `Identifiable.ID`: the type of `id` (stored or computed, the type's own or a superclass's);
///   a class without one gets the default, `ObjectIdentifier`, which is not `Decodable`.
/// - `RawRepresentable.RawValue` (also through `OptionSet`): an enum's raw type, or the type of
///   `rawValue`.
/// - An `associatedtype` of a protocol the sources declare: the type of the conformer's property
///   that fulfils a requirement written with it (`var payload: Payload { get }`, also `Payload?`
///   and `[Payload]`), else the associated type's default.
///
/// A `typealias ID = ...` written in the type (or a nested type of that name) is found before
/// any of this, as the compiler takes it. Found nowhere, or found twice with different types,
/// the name is an `AssociatedTypeFailure` that says which.
struct AssociatedTypeInference {
    /// The resolver whose declarations are searched for witnesses.
    let resolver: TypeResolver

    /// The associated types of standard protocols that inference covers, by name.
    static let standardAssociatedTypes: [String: (protocolNames: Set<String>, requirement: String)] = [
        "ID": (["Identifiable"], "id"),
        "RawValue": (["RawRepresentable", "OptionSet"], "rawValue"),
    ]

    /// A type witness found for an associated type.
    private struct Witness {
        var type: TypeReference
        /// Where the witness's type is read.
        var scope: DeclarationNode?
        var location: SourceLocation
        /// The protocol it fulfils, and what decided it, for messages.
        var origin: String
    }

    /// What `node.name` means when `name` is an associated type of a protocol `node` conforms to
    /// and `node` declares no member of that name: an alias to the inferred type, a failure, or
    /// nil when no conformance has such an associated type.
    func inferredAssociatedType(_ name: String, of node: DeclarationNode) -> TypeResolver.Resolution? {
        guard node.kind != .protocol else { return nil }
        let conformed = resolver.conformedProtocols(of: node)
        var witnesses: [Witness] = []
        var unfulfilled: [String] = []
        // An enum with a raw type is `RawRepresentable` without saying so.
        let hasRawType = node.kind == .enum && resolver.rawType(of: node) != nil
        if let standard = Self.standardAssociatedTypes[name],
            !standard.protocolNames.isDisjoint(with: conformed.standard) || (name == "RawValue" && hasRawType)
        {
            let protocolName = standard.protocolNames.intersection(conformed.standard).sorted().first ?? "RawRepresentable"
            if let witness = standardWitness(name, requirement: standard.requirement, protocolName: protocolName, of: node) {
                witnesses.append(witness)
            } else if name == "ID", node.kind == .class {
                // `Identifiable`'s default for a class: its object identity.
                return .builtin(.notDecodable("ObjectIdentifier"), name: "ObjectIdentifier")
            } else {
                unfulfilled.append("'\(protocolName)' (from '\(standard.requirement)')")
            }
        }
        for protocolNode in conformed.declared {
            guard let associatedType = protocolNode.declaration.members.associatedTypes.first(where: { $0.name == name }) else { continue }
            if let witness = declaredWitness(associatedType, in: protocolNode, of: node) {
                witnesses.append(witness)
            } else {
                let requirements = protocolNode.computedProperties.filter { Self.requirementType($0.type, mentions: name) }.map(\.name)
                let from = requirements.isEmpty ? "" : " (from " + requirements.map { "'\($0)'" }.joined(separator: ", ") + ")"
                unfulfilled.append("'\(protocolNode.qualifiedName)'\(from)")
            }
        }
        guard let first = witnesses.first else {
            guard !unfulfilled.isEmpty else { return nil }
            return .unresolvedAssociatedType(
                AssociatedTypeFailure(owner: node.qualifiedName, name: name, location: node.location, reason: .noWitness(unfulfilled)))
        }
        let distinct = witnesses.filter { $0.type.description != first.type.description }
        guard distinct.isEmpty else {
            let candidates = ([first] + distinct).map { "'\($0.type.description)' (\($0.origin))" }
            return .unresolvedAssociatedType(
                AssociatedTypeFailure(owner: node.qualifiedName, name: name, location: node.location, reason: .ambiguous(candidates)))
        }
        var scope = first.scope
        if case .named(let components) = first.type, components.count == 1, components[0].name == name, scope === node {
            // `struct Post: Identifiable { let id: ID }` with a `typealias ID` outside: the name is
            // read from the enclosing scope, or it would mean the witness being inferred.
            scope = node.parent
        }
        let alias = TypeAliasDeclaration(name: name, location: first.location, target: first.type, genericParameters: [])
        return .alias(alias, scope: scope)
    }

    /// `Identifiable.ID` from `id`, `RawRepresentable.RawValue` from the raw type or `rawValue`.
    private func standardWitness(_ name: String, requirement: String, protocolName: String, of node: DeclarationNode) -> Witness? {
        if name == "RawValue", node.kind == .enum, resolver.rawType(of: node) != nil, let rawType = node.declaration.inheritance.first {
            return Witness(type: rawType, scope: node.parent, location: node.location, origin: "the raw type of '\(node.qualifiedName)'")
        }
        return propertyWitness(requirement, of: node).map { type, scope, location in
            Witness(type: type, scope: scope, location: location, origin: "'\(protocolName)', from '\(requirement)'")
        }
    }

    /// An associated type of a protocol the sources declare, from the property that fulfils a
    /// requirement written with it, else its default.
    private func declaredWitness(_ associatedType: AssociatedTypeDeclaration, in protocolNode: DeclarationNode, of node: DeclarationNode)
        -> Witness?
    {
        let name = associatedType.name
        for requirement in protocolNode.computedProperties where !requirement.isStatic {
            guard let (type, scope, location) = propertyWitness(requirement.name, of: node),
                let witness = Self.match(requirement.type, against: type, for: name)
            else { continue }
            return Witness(
                type: witness, scope: scope, location: location, origin: "'\(protocolNode.qualifiedName)', from '\(requirement.name)'")
        }
        guard let defaultType = associatedType.defaultType else { return nil }
        return Witness(
            type: defaultType, scope: protocolNode, location: associatedType.location,
            origin: "the default of '\(protocolNode.qualifiedName).\(name)'")
    }

    /// The declared (or literal-inferred) type of the instance property `name`, stored or
    /// computed, of `node` or its nearest superclass that has one.
    private func propertyWitness(_ name: String, of node: DeclarationNode) -> (TypeReference, DeclarationNode, SourceLocation)? {
        var current: DeclarationNode? = node
        var steps = 0
        while let type = current, steps < TypeResolver.maximumAliasDepth {
            if let stored = type.instanceProperties.first(where: { $0.name == name }),
                let reference = stored.type ?? stored.inferredType
            {
                return (reference, type, stored.location)
            }
            if let computed = type.computedProperties.first(where: { $0.name == name && !$0.isStatic }) {
                return (computed.type, type, computed.location)
            }
            current = resolver.superclass(of: type)
            steps += 1
        }
        return nil
    }

    /// What `name` stands for when a requirement of type `requirement` is fulfilled by a
    /// property of type `fulfilled`: `Payload` against `Song`, `Payload?` against `Song?`,
    /// `[Payload]` against `[Song]`.
    private static func match(_ requirement: TypeReference, against fulfilled: TypeReference, for name: String) -> TypeReference? {
        switch (requirement, fulfilled) {
        case (.named(let components), _) where components.count == 1 && components[0].name == name && components[0].arguments.isEmpty:
            return fulfilled
        case (.optional(let inner), .optional(let other)), (.array(let inner), .array(let other)),
            (.implicitlyUnwrappedOptional(let inner), .implicitlyUnwrappedOptional(let other)):
            return match(inner, against: other, for: name)
        case (.dictionary(let key, let value), .dictionary(let otherKey, let otherValue)):
            return match(value, against: otherValue, for: name) ?? match(key, against: otherKey, for: name)
        default:
            return nil
        }
    }

    private static func requirementType(_ type: TypeReference, mentions name: String) -> Bool {
        switch type {
        case .named(let components): components.count == 1 && components[0].name == name
        case .optional(let inner), .array(let inner), .implicitlyUnwrappedOptional(let inner): requirementType(inner, mentions: name)
        case .dictionary(let key, let value): requirementType(key, mentions: name) || requirementType(value, mentions: name)
        default: false
        }
    }
}
