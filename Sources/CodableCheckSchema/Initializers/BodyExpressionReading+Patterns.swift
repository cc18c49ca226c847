/// Patterns of `if case` conditions and `catch` clauses, read for `InitializerBodyParser`.
extension BodyExpressionReading {
    /// `case let .name(x) = e`, `case .name(let x) = e`, `case .name = e`, `case .name(_) = e`
    /// (the case named without its type, `var` as `let`); any other pattern is not read.
    mutating func parseEnumCaseCondition() throws(BodyReadFailure) -> BodyCondition {
        advance()
        let bindsAll = current.isKeyword("let") || current.isKeyword("var")
        if bindsAll { advance() }
        guard current.isPunctuation("."), peek().kind == .identifier else { throw BodyReadFailure(token: current) }
        let name = peek().text
        advance()
        advance()
        var binding: String?
        if current.isPunctuation("(") {
            advance()
            let bindsHere = !bindsAll && (current.isKeyword("let") || current.isKeyword("var"))
            if bindsHere { advance() }
            if current.text == "_" {
                advance()
            } else {
                // `.some(value)` with no `let` matches a value, which the tool does not read.
                guard bindsAll || bindsHere, current.kind == .identifier else { throw BodyReadFailure(token: current) }
                binding = current.text
                advance()
            }
            guard current.isPunctuation(")") else { throw BodyReadFailure(token: current) }
            advance()
        }
        guard current.isPunctuation("=") else { throw BodyReadFailure(token: current) }
        advance()
        return .enumCase(name: name, binding: binding, subject: try parseBodyExpression(allowsClosure: false))
    }

    /// `(let error)` before a `catch` clause's block: the name bound, in parentheses (the same
    /// binding as `catch let error`); nil, with nothing read, for any other pattern.
    mutating func parenthesizedCatchBinding() -> String? {
        guard current.isPunctuation("("), peek().isKeyword("let") || peek().isKeyword("var"), peek(2).kind == .identifier,
            peek(3).isPunctuation(")"), peek(4).isPunctuation("{")
        else { return nil }
        let name = peek(2).text
        for _ in 0..<4 { advance() }
        return name
    }
}
