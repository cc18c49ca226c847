/// `func name<T>(label name: Type = default, ...) throws -> Result where ... { body }`: the
/// signature's names and the body, read with the `init(from:)` grammar, for the helpers an
/// `init(from:)` calls.
extension DeclarationParser {
    /// Reads a function from its `func` keyword (`current`); nil for one without a body (a
    /// protocol requirement) or a signature outside this shape (an operator), which is skipped.
    mutating func parseFunction(isStatic: Bool) -> FunctionDeclaration? {
        let keyword = current
        advance()
        guard current.kind == .identifier else {
            skipSignatureAndBody()
            return nil
        }
        let name = current.text
        advance()
        return parseFunctionRest(named: name, at: keyword, isStatic: isStatic)
    }

    /// From after the name (`<T>(...)`, or `(...)` after `init`) to past the body.
    mutating func parseFunctionRest(named name: String, at keyword: SwiftToken, isStatic: Bool) -> FunctionDeclaration? {
        var genericParameters: [String] = []
        if current.isPunctuation("<") {
            // `<T>`, `<Keys: CodingKey>`: generic parameters, with or without constraints.
            var depth = 0
            var startsParameter = false
            repeat {
                if depth == 1, startsParameter, current.kind == .identifier { genericParameters.append(current.text) }
                startsParameter = depth <= 1 && (current.isPunctuation("<") || current.isPunctuation(","))
                if current.isPunctuation("<") { depth += 1 }
                if current.isPunctuation(">") { depth -= 1 }
                advance()
            } while depth > 0 && current.kind != .endOfFile && !current.isPunctuation("{")
        }
        guard current.isPunctuation("(") else {
            skipSignatureAndBody()
            return nil
        }
        guard let parameters = parseFunctionParameters() else {
            skipRestOfParameterList()
            skipSignatureAndBody()
            return nil
        }
        var returnsValue = false
        var returnType: TypeReference?
        while current.kind != .endOfFile, !current.isPunctuation("{") {
            // No body: a requirement, or the next declaration starts.
            if current.isPunctuation("}") || current.isPunctuation(";") || current.startsLine && isDeclarationStart(current) {
                return nil
            }
            if current.isPunctuation("-"), peek().isPunctuation(">") {
                returnsValue = true
                advance()
                advance()
                returnType = parseType()
                continue
            }
            if current.isPunctuation("(") || current.isPunctuation("[") { skipBalanced() } else { advance() }
        }
        guard current.isPunctuation("{") else { return nil }
        let body = parseDecodingInitializer(at: keyword, decoderName: "")
        return FunctionDeclaration(
            name: name, parameters: parameters, isStatic: isStatic, returnsValue: returnsValue, location: location(of: keyword),
            body: body, genericParameters: genericParameters, returnType: returnType)
    }

    /// `(label name: Type = default, ...)`, from `(` to past `)`; nil for a parameter of another shape.
    private mutating func parseFunctionParameters() -> [FunctionDeclaration.Parameter]? {
        advance()
        var parameters: [FunctionDeclaration.Parameter] = []
        while !current.isPunctuation(")") {
            var words: [String] = []
            while current.kind == .identifier, words.count < 3 {
                words.append(current.text)
                advance()
            }
            guard current.isPunctuation(":"), (1...2).contains(words.count) else { return nil }
            advance()
            let typeName = current.kind == .identifier ? current.text : nil
            let typeStart = index
            // `[T].Type`, `Key`: what a generic parameter is bound to follows from it.
            let type = parseType()
            if type == nil { index = typeStart }
            var hasDefault = false
            while current.kind != .endOfFile, !current.isPunctuation(","), !current.isPunctuation(")") {
                if current.isPunctuation("=") { hasDefault = true }
                // A closure default (`body: () -> Void = { }`) holds commas of its own.
                if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("<") || current.isPunctuation("{") {
                    skipBalanced()
                } else {
                    advance()
                }
            }
            let label = words[0] == "_" ? nil : words[0]
            parameters.append(
                FunctionDeclaration.Parameter(
                    label: label, name: words[words.count - 1], hasDefault: hasDefault, typeName: typeName, type: type))
            if current.isPunctuation(",") { advance() }
            if current.kind == .endOfFile { return nil }
        }
        advance()
        return parameters
    }

    /// After a parameter of another shape: past the `)` that closes the list, so that the
    /// signature and body are skipped from there, not from inside the list.
    private mutating func skipRestOfParameterList() {
        while current.kind != .endOfFile, !current.isPunctuation(")") {
            if current.startsLine, isDeclarationStart(current) { return }
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                skipBalanced()
            } else {
                advance()
            }
        }
        if current.isPunctuation(")") { advance() }
    }
}
