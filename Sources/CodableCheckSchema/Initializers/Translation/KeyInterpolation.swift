/// A case of the models' `CodingKey` enum inside a thrown error's message
/// (`"'\(CodingKeys.flow.rawValue)' is empty"`, or `\(key)` once `LiteralLoop` has put a case in
/// for its pattern name): its text is the same for every document, so the message is written out
/// with it before any document is read, as Swift prints it. Without this the message kept its
/// `\(...)` as written and the tool could not say what `JSONDecoder` reports.
///
/// What Swift prints, probed on 6.3.1 with `enum CodingKeys: String, CodingKey { case owner =
/// "owner_id" }`: `.rawValue` and `.stringValue` are `owner_id`; the case itself is
/// `CodingKeys(stringValue: "owner_id", intValue: nil)`, `CodingKey`'s own `description`. Only
/// enums whose keys are the synthesized ones are written out: a `String` raw type or none, no
/// `stringValue` or `description` of their own, a case without a payload.
enum KeyInterpolation {
    /// `expression` with the key cases its strings interpolate written out.
    static func folded(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> BodyExpression {
        expression.rewritten { part in
            guard case .interpolatedString(let source) = part else { return nil }
            return .interpolatedString(folded(source, in: translator))
        }
    }

    /// A string literal's source with each `\(Keys.case)`, `\(Keys.case.rawValue)` and
    /// `\(Keys.case.stringValue)` replaced by its text, escaped as the literal writes it.
    static func folded(_ source: String, in translator: CustomDecodingTranslator) -> String {
        var characters = Array(source)
        for range in WrittenDecodingError.interpolationRanges(in: source).reversed() {
            let segment = String(characters[range]).trimmingCharacters(in: .whitespaces)
            guard let text = printed(segment, in: translator) else { continue }
            // The whole `\(...)`: the backslash and parenthesis before the range, the one after.
            characters.replaceSubrange((range.lowerBound - 2)..<(range.upperBound + 1), with: escaped(text))
        }
        return String(characters)
    }

    /// What Swift prints for `segment` when it is a key case, or a key case's `rawValue` or
    /// `stringValue`; nil for anything else.
    private static func printed(_ segment: String, in translator: CustomDecodingTranslator) -> String? {
        var components = segment.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var member: String?
        if let last = components.last, ["rawValue", "stringValue"].contains(last) {
            member = last
            components.removeLast()
        }
        guard components.count >= 2, components.allSatisfy(SwiftLexer.isIdentifier) else { return nil }
        let caseName = components.removeLast()
        guard let keys = translator.resolver.nominal(components, from: translator.node), keys.kind == .enum,
            keys.conformances.contains(where: { $0.type.description == "CodingKey" })
        else { return nil }
        let rawType = translator.resolver.rawType(of: keys)
        let writesOwnText = keys.computedProperties.contains { ["stringValue", "description"].contains($0.name) && !$0.isStatic }
        guard rawType == nil || rawType == .string, !writesOwnText,
            let keyCase = keys.declaration.members.enumCases.first(where: { $0.name == caseName }), !keyCase.hasAssociatedValues,
            let key = CodingKeyEnum(keys, resolver: translator.resolver).keysByCaseName[caseName]
        else { return nil }
        switch member {
        case "rawValue": return rawType == .string ? key : nil
        case "stringValue": return key
        default:
            let typeName = keys.name.split(separator: ".").last.map(String.init) ?? keys.name
            return "\(typeName)(stringValue: \"\(key)\", intValue: nil)"
        }
    }

    /// `text` as a string literal's source writes it.
    private static func escaped(_ text: String) -> [Character] {
        var result: [Character] = []
        for character in text {
            switch character {
            case "\\": result += ["\\", "\\"]
            case "\"": result += ["\\", "\""]
            case "\n": result += ["\\", "n"]
            case "\r": result += ["\\", "r"]
            case "\t": result += ["\\", "t"]
            default: result.append(character)
            }
        }
        return result
    }
}
