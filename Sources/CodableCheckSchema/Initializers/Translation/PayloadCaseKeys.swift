import CodableCheckCore

/// `forKey: .key("relevance-score")` on a container keyed by an enum one of whose cases carries
/// its own key (`enum RawCodingKey: CodingKey { case key(String) }`, with `var stringValue:
/// String { switch self { case .key(let text): return text } } }`), as push-notification
/// payloads name keys with dashes no case name can spell. The key's JSON name is the string
/// literal handed to the case: its getter returns that payload unchanged
/// (`CaseStringGetter.payloadCases`), and `JSONDecoder` looks a key up by its `stringValue`.
/// Any other argument (a variable, an interpolation) is left to the other rules.
enum PayloadCaseKeys {
    /// The JSON key `expression` names on a container keyed by `keys`; nil when it is not such a key.
    static func key(_ expression: BodyExpression, of keys: KeySet, in translator: CustomDecodingTranslator) -> String? {
        let caseName: String
        let arguments: [BodyArgument]
        switch expression {
        case .call(.implicitMember(let name), let written): (caseName, arguments) = (name, written)
        case .call(.member(.name(keys.name), let name), let written): (caseName, arguments) = (name, written)
        default: return nil
        }
        guard arguments.count == 1, arguments[0].label == nil, case .literal(let json) = arguments[0].value,
            let text = InterpretedJSON.stringContent(json),
            let keyType = translator.resolver.nominal([keys.name], from: translator.node), keyType.kind == .enum,
            keyType.declaration.members.enumCases.contains(where: { $0.name == caseName && $0.hasAssociatedValues }),
            let getter = keyType.computedProperties.first(where: { $0.name == "stringValue" && !$0.isStatic })?.caseStrings,
            getter.payloadCases.contains(caseName)
        else { return nil }
        return text
    }
}
