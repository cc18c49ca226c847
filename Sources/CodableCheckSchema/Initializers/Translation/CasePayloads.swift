import CodableCheckCore

/// `self = .card(try .init(from: decoder))`: the payload's type named where Swift infers it, for
/// `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum CasePayloads {
    /// An argument `.init(...)` (under `try` or not) of this enum's case `name`, at `position`,
    /// written with the type the case's associated value declares (`PaymentSchemas.CardSource(from:
    /// decoder)`); nil for any other argument, or when the case or its type is not known.
    static func payloadInitializer(
        _ argument: BodyExpression, ofCase name: String, at position: Int, in translator: CustomDecodingTranslator
    ) -> BodyExpression? {
        var call = argument
        var tryKind: String?
        if case .tryExpression(let kind, let inner) = call {
            tryKind = kind
            call = inner
        }
        guard case .call(.implicitMember("init"), let arguments) = call,
            case .named(let components)? = payloadType(ofCase: name, at: position, in: translator),
            components.allSatisfy({ $0.arguments.isEmpty })
        else { return nil }
        let written = BodyExpression.call(WrittenExpression.memberExpression(components.map(\.name)), arguments)
        return tryKind.map { .tryExpression($0, written) } ?? written
    }

    /// The type this enum's case `name` declares for its associated value at `position`; nil when
    /// this is not an enum, or it has no such case or value.
    static func payloadType(ofCase name: String, at position: Int, in translator: CustomDecodingTranslator) -> TypeReference? {
        guard translator.node.kind == .enum,
            let values = translator.node.declaration.members.enumCases.first(where: { $0.name == name })?.associatedValues,
            position < values.count
        else { return nil }
        return values[position].type
    }
}
