import CodableCheckCore

/// The levels of optional a read's value has (the rest of what the reads hold is `DecodedTypes`',
/// the calls that plan them `ContainerCalls`').
extension CustomDecodingTranslator {
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
}
