import CodableCheckCore

/// Stored properties of decoded values: `try c.decode(Discriminator.self).type`, `probe.kind`,
/// as generated API clients read a discriminator before choosing which case to decode
/// (`DecodingConversion.member`).
extension CustomDecodingTranslator {
    /// A stored property of a value the expression decodes, by its name: its key in the value's
    /// encoding and its type (`EncodedMembers`). Nil when it is not one the tool reads.
    func encodedMember(named name: String, of value: DecodingExpression) -> (key: String, type: TypeReference)? {
        encodedMembers(of: value).first { $0.name == name }.map { ($0.key, $0.type) }
    }

    /// The type of the member `key` of a value the expression decodes (see `encodedMember`).
    func encodedMemberType(key: String, of value: DecodingExpression) -> TypeReference? {
        encodedMembers(of: value).first { $0.key == key }?.type
    }

    private func encodedMembers(of value: DecodingExpression) -> [EncodedMembers.Member] {
        EncodedMembers.of(decodedType(of: value), typeNamed: typeNamed, resolver: resolver)
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
        let written = BodyExpression.call(WrittenExpression.memberExpression(components.map(\.name)), arguments)
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
