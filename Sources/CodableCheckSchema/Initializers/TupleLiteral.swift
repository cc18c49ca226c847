/// `(key.stringValue, item.value)`: a tuple of two or more unlabelled values. The body reader
/// keeps it as a call of a name no Swift source can spell, `$tuple(a, b)`, as it keeps dictionary
/// literals (`DictionaryLiteral`), so every walk over calls sees its elements without a case of
/// its own. The translator follows a tuple only where it knows what reads it
/// (`CustomDecodingTranslator+KeyValuePairs`); anywhere else it is a call it does not know.
enum TupleLiteral {
    static let callee = "$tuple"

    static func expression(_ elements: [BodyExpression]) -> BodyExpression {
        .call(.name(callee), elements.map { BodyArgument(label: nil, value: $0) })
    }

    /// The elements of a tuple literal; nil for another expression.
    static func elements(of expression: BodyExpression) -> [BodyExpression]? {
        guard case .call(.name(callee), let arguments) = expression, arguments.allSatisfy({ $0.label == nil }) else { return nil }
        return arguments.map(\.value)
    }

    /// `(a, b)` as written, for messages, from the call's arguments.
    static func rendered(_ arguments: [BodyArgument], _ render: (BodyExpression) -> String) -> String {
        "(" + arguments.map { render($0.value) }.joined(separator: ", ") + ")"
    }
}
