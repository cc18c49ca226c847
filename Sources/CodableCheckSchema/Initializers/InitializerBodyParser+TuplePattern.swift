extension InitializerBodyParser {
    /// `(let content?, nil)`, `(false, .some(let node))`, `(let a, _)`: a tuple pattern of a
    /// `case` that binds a name, its `let x` kept as `TupleSwitch.binding` (`let x?` and
    /// `.some(let x)` as an optional chain of it), its other elements read as expressions. Nil,
    /// with nothing consumed, for any other pattern (the reader of expressions reads those).
    mutating func parseTuplePattern() -> BodyExpression? {
        guard current.isPunctuation("(") else { return nil }
        let start = index
        advance()
        var elements: [BodyExpression] = []
        var binds = false
        while true {
            if current.isKeyword("let") || current.isKeyword("var"), peek().kind == .identifier, !peek().isEscaped {
                advance()
                var element = TupleSwitch.binding(current.text)
                advance()
                if current.isPunctuation("?"), !current.followsSpace {
                    advance()
                    element = .optionalChain(element)
                }
                elements.append(element)
                binds = true
            } else if current.isPunctuation("."), peek().text == "some", peek(2).isPunctuation("("),
                peek(3).isKeyword("let") || peek(3).isKeyword("var"), peek(4).kind == .identifier, peek(5).isPunctuation(")")
            {
                elements.append(.optionalChain(TupleSwitch.binding(peek(4).text)))
                for _ in 0..<6 { advance() }
                binds = true
            } else if let element = try? parseBodyExpression(allowsClosure: false) {
                elements.append(element)
            } else {
                index = start
                return nil
            }
            if current.isPunctuation(",") {
                advance()
            } else if current.isPunctuation(")") {
                advance()
                break
            } else {
                index = start
                return nil
            }
        }
        guard binds, elements.count > 1 else {
            index = start
            return nil
        }
        return TupleLiteral.expression(elements)
    }
}
