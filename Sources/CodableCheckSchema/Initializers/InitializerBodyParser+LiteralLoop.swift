extension InitializerBodyParser {
    /// `for (key, value) in [(CodingKeys.audienceId, audienceId), (.workflowId, workflowId)]
    /// where value.isEmpty { throw ... }` (the current token is `for`): a loop over an array
    /// literal of values the body only reads, written out one iteration after another
    /// (`LiteralLoop`). Nil, with nothing consumed, for any other `for` statement, which the
    /// reader of loops reads as before.
    mutating func parseLiteralLoop() -> BodyStatement.Kind? {
        let start = index
        let keyword = current
        advance()
        var names: [String] = []
        if current.kind == .identifier, !current.isEscaped, peek().isKeyword("in") {
            names = [current.text]
            advance()
        } else if current.isPunctuation("(") {
            advance()
            while current.kind == .identifier, !current.isEscaped {
                names.append(current.text)
                advance()
                guard current.isPunctuation(",") else { break }
                advance()
            }
            if current.isPunctuation(")"), names.count > 1 { advance() } else { names = [] }
        }
        guard !names.isEmpty, current.isKeyword("in") else {
            index = start
            return nil
        }
        advance()
        guard let sequence = try? parseBodyExpression(allowsClosure: false), case .arrayLiteral(let elements) = sequence else {
            index = start
            return nil
        }
        var condition: BodyExpression?
        if current.isKeyword("where") {
            advance()
            guard let test = try? parseBodyExpression(allowsClosure: false) else {
                index = start
                return nil
            }
            condition = test
        }
        let header = statementText(from: keyword, through: tokens[max(0, index - 1)])
        guard current.isPunctuation("{"), let body = try? parseBlock(),
            let loop = LiteralLoop(names: names, elements: elements, condition: condition, body: body),
            let unrolled = loop.unrolled(location: location(of: keyword), text: header)
        else {
            index = start
            return nil
        }
        return unrolled
    }
}
