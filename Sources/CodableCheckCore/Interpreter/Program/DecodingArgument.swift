/// One argument of an enum case expression.
public struct DecodingArgument: Sendable {
    public var label: String
    public var value: DecodingExpression

    public init(label: String, value: DecodingExpression) {
        self.label = label
        self.value = value
    }
}
