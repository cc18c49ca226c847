import CodableCheckCore

/// The types the body's reads hold, as far as the reads planned so far tell, for
/// `CustomDecodingTranslator`: what an expression decodes, the value as an optional property holds
/// it, and a raw enum's cases. Each function works on the translator handed to it; split off the
/// translator (issue 24).
enum DecodedTypes {
    /// The type an expression reads, when it is a read (or a local holding one).
    static func decodedType(of expression: DecodingExpression, in translator: CustomDecodingTranslator) -> TypeReference? {
        switch expression {
        case .decode(_, let type, _, _): translator.types[type]
        case .variable(let name): translator.locals.types[name]
        case .scoped(_, _, let body): decodedType(of: body, in: translator)
        // `(try? c.decode(Kind.self, ...)) ?? .text` holds a `Kind` too.
        case .tryOptional(let inner, _): decodedType(of: inner, in: translator)
        case .coalesce(let value, let fallback): decodedType(of: value, in: translator) ?? decodedType(of: fallback, in: translator)
        // `try c.decode(Probe.self).kind` holds what the property `kind` is declared as.
        case .conversion(.member(let key), let base):
            EncodedMemberReads.encodedMemberType(key: key, of: base, in: translator) as TypeReference?
        // `deps.first`: an element of a decoded array (`CollectionEnds`).
        case .conversion(.stringOperation(.first), let base), .conversion(.stringOperation(.last), let base):
            CollectionEnds.elementType(of: base, in: translator)
        default: nil
        }
    }

    /// The value as the property holds it: an optional value assigned to a property with more
    /// levels of optional is wrapped, so its nil is `.some(nil)` (see `DecodingConversion`).
    static func wrapped(_ expression: DecodingExpression, forProperty name: String, in translator: CustomDecodingTranslator)
        -> DecodingExpression
    {
        guard let type = translator.node.instanceProperties.first(where: { $0.name == name })?.type,
            let depth = translator.optionalDepth(of: expression), depth >= 1, depth < CustomDecodingTranslator.optionalDepth(of: type)
        else { return expression }
        return .conversion(.wrappedInOptional, expression)
    }

    /// A raw enum's cases as JSON texts of their raw values, by case name.
    static func rawCaseValues(of type: TypeReference, in translator: CustomDecodingTranslator) -> [String: String]? {
        guard case .named(let components) = type, let enumNode = translator.resolver.nominal(components.map(\.name), from: translator.node),
            let rawType = translator.resolver.rawType(of: enumNode),
            let values = translator.resolver.rawValues(of: enumNode, rawType: rawType)
        else { return nil }
        return Dictionary(
            values.map { ($0.name, rawType == .string ? JSONText.quoted($0.rawValue) : $0.rawValue) },
            uniquingKeysWith: { first, _ in first })
    }
}
