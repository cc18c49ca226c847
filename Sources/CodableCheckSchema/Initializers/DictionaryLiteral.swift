/// `["open": .open, "link": .link]`: a dictionary literal with entries. The body reader keeps it
/// as a call of a name no Swift source can spell, `$dictionary(key, value, key, value, ...)`, so
/// every walk over calls (the names it uses, whether it reads a container, may stop the app or
/// changes state) sees its keys and values without a case of its own. Its keys and values are
/// evaluated, its value is not (`CustomDecodingTranslator.translate`). `[:]` stays `empty`, or
/// `emptyOfOtherKeys` where it is assigned to a property whose keys are neither `String` nor `Int`.
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

    /// How the body reader keeps `[:]` (not a JSON text: `CustomDecodingTranslator.translate`
    /// gives its value).
    static let empty = "[:]"

    /// `[:]` assigned to a property with other keys
    /// (`CustomDecodingTranslator.typingEmptyDictionaries`).
    static let emptyOfOtherKeys = "[:] (other keys)"

    /// `String` and `Int` keys are written as an object's member names.
    static func encodesAsObjectKey(_ key: TypeReference) -> Bool {
        guard case .named(let components) = key, components.count == 1, components[0].arguments.isEmpty else { return false }
        return ["String", "Int"].contains(components[0].name)
    }
}
