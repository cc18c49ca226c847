/// `func name<T>(label name: Type = default, ...) throws -> Result where ... { body }`: the
/// signature's names and the body, read with the `init(from:)` grammar, for the helpers an
/// `init(from:)` calls. The signature reader is the one every `init` is read with too.
extension InitializerBodyParser {
    /// What a signature says from after the declaration's name to its body: read once, by one
    /// reader, for `func` and `init` alike.
    struct Signature {
        /// `T` in `<T: Decodable>`.
        var genericParameters: [String] = []
        var parameters: [FunctionDeclaration.Parameter] = []
        /// `throws`, `throws(E)` or `rethrows`.
        var isThrowing = false
        /// `-> T`: the declaration returns a value.
        var returnsValue = false
        /// The type after `->` as written, when the parser could read it.
        var returnType: TypeReference?
        /// Whether a body follows (`current` is then its `{`); a requirement has none.
        var hasBody = false
    }

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
        guard let signature = parseSignature(), signature.hasBody else { return nil }
        return parseFunctionBody(named: name, at: keyword, isStatic: isStatic, signature: signature)
    }

    /// The body at `current` (`{`), read as a function with this signature.
    mutating func parseFunctionBody(named name: String, at keyword: SwiftToken, isStatic: Bool, signature: Signature)
        -> FunctionDeclaration
    {
        let start = index
        let body = parseDecodingInitializer(at: keyword, decoderName: "")
        var function = FunctionDeclaration(
            name: name, parameters: signature.parameters, isStatic: isStatic, returnsValue: signature.returnsValue,
            location: location(of: keyword), body: body, genericParameters: signature.genericParameters,
            returnType: signature.returnType, isThrowing: signature.isThrowing)
        function.bodyEffects = BodyEffects(tokens[start..<max(start, index)])
        return function
    }

    /// From after the name (`<T>(...) throws -> T where ...`, or `(...)` after `init` and its
    /// `?`) up to the body's `{`, or to where a declaration without a body ends. Nil, with the
    /// declaration skipped, for a signature outside this shape (no parameter list, a parameter
    /// the reader does not know).
    mutating func parseSignature() -> Signature? {
        var signature = Signature()
        if current.isPunctuation("<") {
            // `<T>`, `<Keys: CodingKey>`: generic parameters, with or without constraints.
            var depth = 0
            var startsParameter = false
            repeat {
                if depth == 1, startsParameter, current.kind == .identifier { signature.genericParameters.append(current.text) }
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
        signature.parameters = parameters
        while current.kind != .endOfFile, !current.isPunctuation("{") {
            // No body: a requirement, or the next declaration starts.
            if current.isPunctuation("}") || current.isPunctuation(";") || current.startsLine && isDeclarationStart(current) {
                return signature
            }
            if current.isKeyword("throws") || current.isKeyword("rethrows") { signature.isThrowing = true }
            if current.isPunctuation("-"), peek().isPunctuation(">") {
                signature.returnsValue = true
                advance()
                advance()
                signature.returnType = parseType()
                continue
            }
            if current.isPunctuation("(") || current.isPunctuation("[") { skipBalanced() } else { advance() }
        }
        signature.hasBody = current.isPunctuation("{")
        return signature
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
            var defaultValue: BodyExpression?
            while current.kind != .endOfFile, !current.isPunctuation(","), !current.isPunctuation(")") {
                if current.isPunctuation("=") {
                    hasDefault = true
                    advance()
                    defaultValue = parseDefaultValue()
                    continue
                }
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
                    label: label, name: words[words.count - 1], hasDefault: hasDefault, defaultValue: defaultValue,
                    typeName: typeName, type: type, hasWrittenLabel: words.count == 2))
            if current.isPunctuation(",") { advance() }
            if current.kind == .endOfFile { return nil }
        }
        advance()
        return parameters
    }

    /// A default value after `=`, read with the body grammar when it ends the parameter (`true`,
    /// `0`, `nil`, `.none`); nil, with nothing consumed, for another shape.
    private mutating func parseDefaultValue() -> BodyExpression? {
        let start = index
        do throws(BodyReadFailure) {
            let value = try parseBodyExpression(allowsClosure: false)
            if current.isPunctuation(",") || current.isPunctuation(")") { return value }
        } catch {}
        index = start
        return nil
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
