import CodableCheckCore

/// The two sides of `==` and `!=`. An implicit member on one side (`source.method == .card`) is
/// a case of the other side's type, as Swift reads it: it is translated as that type's member
/// (`Method.card`, its raw value when it has one, which is what the value's encoding holds), not
/// as a case of the type being decoded, which would never equal the member read from the JSON.
enum EqualityOperands {
    typealias Failure = CustomDecodingTranslator.Failure

    static func translated(_ left: BodyExpression, _ right: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> (DecodingExpression, DecodingExpression)
    {
        if case .implicitMember(let name) = right {
            let first = try translator.translate(left)
            return (first, try translator.translate(qualified(name, by: first, in: translator) ?? right))
        }
        if case .implicitMember(let name) = left {
            let second = try translator.translate(right)
            return (try translator.translate(qualified(name, by: second, in: translator) ?? left), second)
        }
        return (try translator.translate(left), try translator.translate(right))
    }

    /// `Method.card` for `.card` beside a value of the models' enum `Method`; nil when the other
    /// side's type is not known to be one (the implicit member is then read as before).
    private static func qualified(_ name: String, by other: DecodingExpression, in translator: CustomDecodingTranslator) -> BodyExpression?
    {
        guard case .named(let components)? = DecodedTypes.decodedType(of: other, in: translator)?.unwrappingOptionals,
            components.count == 1, components[0].arguments.isEmpty,
            let owner = translator.resolver.nominal([components[0].name], from: translator.node), owner.kind == .enum,
            owner !== translator.node
        else { return nil }
        return .member(.name(components[0].name), name)
    }
}
