import CodableCheckCore

/// A closure handed to a helper that cannot throw (no `try`), stop the app, read a container or
/// change state (`decodeMapped(from: decoder, values: [...]) { .unknown(type: $0) }`): its
/// parameter is bound to a value the tool does not evaluate, and calling it (`unknown(value)`)
/// gives a value the tool does not know, with no effect on whether the document decodes.
enum PureClosureArgument {
    /// What the helper's parameter holds.
    static let boundValue = DecodingExpression.conversion(.unknown, .literal("null"))

    /// `unknown(value)`, a call of one of `locals` (the parameters handed such a closure).
    static func isCall(_ expression: BodyExpression, among locals: Set<String>) -> Bool {
        guard case .call(.name(let name), _) = expression else { return false }
        return locals.contains(name)
    }

    static func isPure(_ argument: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        guard case .closure(let body?) = argument else { return false }
        return !CustomDecodingTranslator.containsTry(body) && !CustomDecodingTranslator.mayTrap(body)
            && !translator.mentionsContainer(body) && !translator.changesState(body)
    }
}
