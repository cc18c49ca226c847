extension LiteralLoop {
    /// `for (key, value) in [(CodingKeys.audienceId, audienceId), (.workflowId, workflowId)]
    /// where value.isEmpty { throw ... }`, read by `parser` at its `for`: a loop over an array
    /// literal of values the body only reads, written out one run after another. Nil, with
    /// nothing consumed, for any other `for` statement, which the reader of loops reads as before.
    static func parse(_ parser: inout InitializerBodyParser) -> BodyStatement.Kind? {
        let start = parser.index
        let keyword = parser.current
        parser.advance()
        var names: [String] = []
        if parser.current.kind == .identifier, !parser.current.isEscaped, parser.peek().isKeyword("in") {
            names = [parser.current.text]
            parser.advance()
        } else if parser.current.isPunctuation("(") {
            parser.advance()
            while parser.current.kind == .identifier, !parser.current.isEscaped {
                names.append(parser.current.text)
                parser.advance()
                guard parser.current.isPunctuation(",") else { break }
                parser.advance()
            }
            if parser.current.isPunctuation(")"), names.count > 1 { parser.advance() } else { names = [] }
        }
        guard !names.isEmpty, parser.current.isKeyword("in") else {
            parser.index = start
            return nil
        }
        parser.advance()
        guard let sequence = try? parser.parseBodyExpression(allowsClosure: false), case .arrayLiteral(let elements) = sequence else {
            parser.index = start
            return nil
        }
        var condition: BodyExpression?
        if parser.current.isKeyword("where") {
            parser.advance()
            guard let test = try? parser.parseBodyExpression(allowsClosure: false) else {
                parser.index = start
                return nil
            }
            condition = test
        }
        let header = parser.statementText(from: keyword, through: parser.tokens[max(0, parser.index - 1)])
        guard parser.current.isPunctuation("{"), let body = try? parser.parseBlock(),
            let loop = LiteralLoop(names: names, elements: elements, condition: condition, body: body),
            let unrolled = loop.unrolled(location: parser.location(of: keyword), text: header)
        else {
            parser.index = start
            return nil
        }
        return unrolled
    }
}
