/// `["open": .open, "link": .link]`: a dictionary literal with entries. The body reader keeps it
/// as a call of a name no Swift source can spell, `$dictionary(key, value, key, value, ...)`, so
/// every walk over calls (the names it uses, whether it reads a container, may stop the app or
/// changes state) sees its keys and values without a case of its own. Its keys and values are
/// evaluated, its value is not (`CustomDecodingTranslator.translate`). `[:]` stays
/// `CustomDecodingTranslator.emptyDictionaryLiteral`.
enum DictionaryLiteral {
    static let callee = "$dictionary"

    static func expression(keys: [BodyExpression], values: [BodyExpression]) -> BodyExpression {
        .call(.name(callee), zip(keys, values).flatMap { [BodyArgument(label: nil, value: $0), BodyArgument(label: nil, value: $1)] })
    }

    /// `["open": .open]` as written, for messages, from the call's arguments.
    static func rendered(_ arguments: [BodyArgument], _ render: (BodyExpression) -> String) -> String {
        let entries = stride(from: 0, to: arguments.count - 1, by: 2).map {
            render(arguments[$0].value) + ": " + render(arguments[$0 + 1].value)
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }

    /// Whether a declared type is a dictionary, not optional (`values: [String: T]`): a lookup in
    /// it, `values[key]`, gives an optional and never stops the app.
    static func isDictionary(_ type: TypeReference?) -> Bool {
        if case .dictionary? = type { return true }
        return false
    }
}
