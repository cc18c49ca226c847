import CodableCheckCore

/// `[:]`: an empty dictionary (`headers = try c.decodeIfPresent(...) ?? [:]`, `extra = [:]`).
/// A value like any literal, so a later `isEmpty` or `count` on it is decided, and `--print`
/// writes it as `JSONEncoder` does: `{}`. Assigned to a property whose keys are neither `String`
/// nor `Int`, `JSONEncoder` may write a list of pairs instead (or an object, for a
/// `CodingKeyRepresentable` key): there it is a value the tool does not know.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum EmptyDictionaryTyping {
    /// `[:]` where it is the value assigned to a dictionary property whose keys are neither
    /// `String` nor `Int` (whole, after `??`, either side of `? :`): marked as such.
    static func typingEmptyDictionaries(in value: BodyExpression, ofProperty name: String, in translator: CustomDecodingTranslator)
        -> BodyExpression
    {
        guard
            case .dictionary(let key, _)? = translator.node.instanceProperties.first(where: { $0.name == name })?.type?.unwrappingOptionals,
            !DictionaryLiteral.encodesAsObjectKey(key)
        else { return value }
        func typed(_ expression: BodyExpression) -> BodyExpression {
            switch expression {
            case .literal(DictionaryLiteral.empty): .literal(DictionaryLiteral.emptyOfOtherKeys)
            case .binary("??", let left, let right): .binary("??", left, typed(right))
            case .ternary(let condition, let then, let otherwise): .ternary(condition, typed(then), typed(otherwise))
            case .tryExpression(let kind, let inner): .tryExpression(kind, typed(inner))
            default: expression
            }
        }
        return typed(value)
    }
}
