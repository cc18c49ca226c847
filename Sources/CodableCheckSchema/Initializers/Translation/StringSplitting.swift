import CodableCheckCore

/// `s.components(separatedBy: ...)` and `s.replacingOccurrences(of:with:)` on a decoded string,
/// with what they split on and replace fixed by the source: a string literal,
/// `CharacterSet(charactersIn: "...")`, `String(c)` of a literal, or a `static let` of a declared
/// type holding one (`Self.separatorCharSet`, declared `CharacterSet(charactersIn:
/// String(separator))` beside `static let separator: Character = ":"`), as chat SDKs check a
/// `type:id` identifier before keeping it. The interpreter evaluates them as Foundation does
/// (`StringOperation.components`, `.replacingOccurrences`); anything else is left to the other
/// rules, which do not evaluate it.
enum StringSplitting {
    /// How deep constants naming constants are followed (`separatorCharSet` names `separator`).
    static let maximumDepth = 4

    /// The operation `method` called with `arguments` is, when the source fixes its arguments.
    static func operation(_ method: String, _ arguments: [BodyArgument], in translator: CustomDecodingTranslator) -> StringOperation? {
        switch method {
        case "components":
            guard arguments.count == 1, arguments[0].label == "separatedBy" else { return nil }
            return separator(arguments[0].value, depth: 0, in: translator)
        case "replacingOccurrences":
            guard arguments.count == 2, arguments[0].label == "of", arguments[1].label == "with",
                let target = text(arguments[0].value, depth: 0, in: translator),
                let replacement = text(arguments[1].value, depth: 0, in: translator)
            else { return nil }
            return .replacingOccurrences(of: target, with: replacement)
        default:
            return nil
        }
    }

    /// A string, or a set of characters, the parts are split on.
    private static func separator(_ expression: BodyExpression, depth: Int, in translator: CustomDecodingTranslator) -> StringOperation? {
        guard depth <= maximumDepth else { return nil }
        if case .call(.name("CharacterSet"), let arguments) = expression, arguments.count == 1, arguments[0].label == "charactersIn" {
            return text(arguments[0].value, depth: depth, in: translator).map { .components(separator: $0, characters: true) }
        }
        if let constant = constantValue(expression, depth: depth, in: translator) {
            return separator(constant, depth: depth + 1, in: translator)
        }
        return text(expression, depth: depth, in: translator).map { .components(separator: $0, characters: false) }
    }

    /// The text of a string (or character) literal, of `String(x)` of one, or of a constant
    /// holding one.
    private static func text(_ expression: BodyExpression, depth: Int, in translator: CustomDecodingTranslator) -> String? {
        guard depth <= maximumDepth else { return nil }
        switch expression {
        case .literal(let json):
            return InterpretedJSON.stringContent(json)
        case .call(.name("String"), let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return text(arguments[0].value, depth: depth, in: translator)
        default:
            return constantValue(expression, depth: depth, in: translator).flatMap { text($0, depth: depth + 1, in: translator) }
        }
    }

    /// The initial value of the `static let` an expression names: `Self.x`, `Type.x`, or, in a
    /// constant's own initial value (`depth` above 0, where a type's static members need no
    /// `Self.`), `x`.
    private static func constantValue(_ expression: BodyExpression, depth: Int, in translator: CustomDecodingTranslator) -> BodyExpression?
    {
        let owner: DeclarationNode?
        let name: String
        switch expression {
        case .member(.name("Self"), let member):
            (owner, name) = (translator.node, member)
        case .member(.name(let type), let member) where type.first?.isUppercase == true:
            (owner, name) = (translator.resolver.nominal([type], from: translator.node), member)
        case .name(let member) where depth > 0:
            (owner, name) = (translator.node, member)
        default:
            return nil
        }
        guard let property = owner?.staticProperties.first(where: { $0.isLet && $0.name == name }),
            let text = property.initialValue?.text
        else { return nil }
        return WrittenExpression.parsed(text)
    }
}
