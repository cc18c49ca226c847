extension BodyExpressionReading {
    /// The expression of a getter `{ expression }` or `{ return expression }` whose braces open
    /// at `start` and close before the current token; nil for any other body. The reader is left
    /// where it was.
    mutating func oneExpressionGetter(from start: Int) -> BodyExpression? {
        let end = index
        defer { index = end }
        index = start + 1
        if current.isKeyword("return") { advance() }
        guard let expression = try? parseBodyExpression(allowsClosure: true), current.isPunctuation("}"), index == end - 1 else {
            return nil
        }
        return expression
    }
}
