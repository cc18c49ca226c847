import CodableCheckCore

/// Stored properties of decoded values: `try c.decode(Discriminator.self).type`, `probe.kind`,
/// as generated API clients read a discriminator before choosing which case to decode
/// (`DecodingConversion.member`).
extension CustomDecodingTranslator {
    /// A stored property of a value the expression decodes, by its name: its key in the value's
    /// encoding and its type. Only for a struct or class the models declare whose decoding and
    /// encoding are both synthesized, so that the interpreter's value (the type's encoding) holds the
    /// property under its `CodingKeys` key exactly as decoded. Nil for anything else (the member
    /// is then not evaluated).
    func encodedMember(named name: String, of value: DecodingExpression) -> (key: String, type: TypeReference)? {
        encodedMembers(of: value).first { $0.name == name }.map { ($0.key, $0.type) }
    }

    /// The type of the member `key` of a value the expression decodes (see `encodedMember`).
    func encodedMemberType(key: String, of value: DecodingExpression) -> TypeReference? {
        encodedMembers(of: value).first { $0.key == key }?.type
    }

    /// An optional value's members are its wrapped value's (`previous?.end`: nil stays nil). A
    /// generic type's members have its arguments in place of its parameters (`Frame<T>`'s
    /// `start: T?`). A class counts only without a superclass the models declare: a subclass's
    /// synthesized coding would leave out or override its superclass's.
    private func encodedMembers(of value: DecodingExpression) -> [(name: String, key: String, type: TypeReference)] {
        guard case .named(let components)? = decodedType(of: value)?.unwrappingOptionals,
            components.dropLast().allSatisfy({ $0.arguments.isEmpty }), let arguments = components.last?.arguments,
            let owner = typeNamed(components.map(\.name)),
            owner.kind == .struct || owner.kind == .class && resolver.superclass(of: owner) == nil,
            owner.declaration.genericParameters.count == arguments.count, owner.decodingInitializer == nil,
            owner.encodingFunction == nil
        else { return [] }
        let bindings = Dictionary(zip(owner.declaration.genericParameters, arguments)) { first, _ in first }
        let keys = owner.codingKeys
        let keyNames = keys.map { CodingKeyEnum($0, resolver: resolver).keysByCaseName }
        var members: [(name: String, key: String, type: TypeReference)] = []
        for property in owner.instanceProperties {
            // A constant with a value, a lazy or wrapped property: not what decoding set.
            guard let type = property.type, property.initialValue == nil, !property.isLazy, property.attributes.isEmpty else { continue }
            guard let keys else {
                members.append((property.name, property.name, Self.substitutingGenerics(type, bindings)))
                continue
            }
            guard let key = keyNames?[property.name] else { continue }
            members.append((property.name, key, Self.substitutingGenerics(type, bindings)))
        }
        return members
    }
}

/// `self = .card(try .init(from: decoder))`: the payload's type named where Swift infers it.
extension CustomDecodingTranslator {
    /// An argument `.init(...)` (under `try` or not) of this enum's case `name`, at `position`,
    /// written with the type the case's associated value declares (`PaymentSchemas.CardSource(from:
    /// decoder)`); nil for any other argument, or when the case or its type is not known.
    func payloadInitializer(_ argument: BodyExpression, ofCase name: String, at position: Int) -> BodyExpression? {
        var call = argument
        var tryKind: String?
        if case .tryExpression(let kind, let inner) = call {
            tryKind = kind
            call = inner
        }
        guard case .call(.implicitMember("init"), let arguments) = call,
            case .named(let components)? = payloadType(ofCase: name, at: position), components.allSatisfy({ $0.arguments.isEmpty })
        else { return nil }
        let written = BodyExpression.call(Self.memberExpression(components.map(\.name)), arguments)
        return tryKind.map { .tryExpression($0, written) } ?? written
    }

    /// The type this enum's case `name` declares for its associated value at `position`; nil when
    /// this is not an enum, or it has no such case or value.
    func payloadType(ofCase name: String, at position: Int) -> TypeReference? {
        guard node.kind == .enum, let values = node.declaration.members.enumCases.first(where: { $0.name == name })?.associatedValues,
            position < values.count
        else { return nil }
        return values[position].type
    }
}
