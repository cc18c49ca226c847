import CodableCheckCore

/// The types the body's reads hold, as far as the reads planned so far tell: what an expression
/// decodes, its levels of optional, and a raw enum's cases (the calls that plan the reads are
/// `ContainerCalls`).
extension CustomDecodingTranslator {
    /// The type an expression reads, when it is a read (or a local holding one).
    func decodedType(of expression: DecodingExpression) -> TypeReference? {
        switch expression {
        case .decode(_, let type, _, _): types[type]
        case .variable(let name): locals.types[name]
        case .scoped(_, _, let body): decodedType(of: body)
        // `(try? c.decode(Kind.self, ...)) ?? .text` holds a `Kind` too.
        case .tryOptional(let inner, _): decodedType(of: inner)
        case .coalesce(let value, let fallback): decodedType(of: value) ?? decodedType(of: fallback)
        // `try c.decode(Probe.self).kind` holds what the property `kind` is declared as.
        case .conversion(.member(let key), let base): EncodedMemberReads.encodedMemberType(key: key, of: base, in: self) as TypeReference?
        default: nil
        }
    }

    /// How many levels of optional the expression's value has, when the types tell:
    /// `decodeIfPresent(String.self, ...)` is 1, `decode(String??.self, ...)` 2, `try? e` at least 1.
    func optionalDepth(of expression: DecodingExpression) -> Int? {
        switch expression {
        case .decode(_, let type, _, let ifPresent): types[type].map { Self.optionalDepth(of: $0) + (ifPresent ? 1 : 0) }
        case .tryOptional(let inner, _): max(1, optionalDepth(of: inner) ?? 1)
        case .scoped(_, _, let body): optionalDepth(of: body)
        case .coalesce(_, let fallback): optionalDepth(of: fallback)
        default: nil
        }
    }

    static func optionalDepth(of type: TypeReference) -> Int {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): 1 + optionalDepth(of: wrapped)
        default: 0
        }
    }

    /// The value as the property holds it: an optional value assigned to a property with more
    /// levels of optional is wrapped, so its nil is `.some(nil)` (see `DecodingConversion`).
    func wrapped(_ expression: DecodingExpression, forProperty name: String) -> DecodingExpression {
        guard let type = node.instanceProperties.first(where: { $0.name == name })?.type,
            let depth = optionalDepth(of: expression), depth >= 1, depth < Self.optionalDepth(of: type)
        else { return expression }
        return .conversion(.wrappedInOptional, expression)
    }

    /// A raw enum's cases as JSON texts of their raw values, by case name.
    func rawCaseValues(of type: TypeReference) -> [String: String]? {
        guard case .named(let components) = type, let enumNode = resolver.nominal(components.map(\.name), from: node),
            let rawType = resolver.rawType(of: enumNode), let values = resolver.rawValues(of: enumNode, rawType: rawType)
        else { return nil }
        return Dictionary(
            values.map { ($0.name, rawType == .string ? JSONText.quoted($0.rawValue) : $0.rawValue) },
            uniquingKeysWith: { first, _ in first })
    }
}
