import CodableCheckCore

extension BodyCatch {
    /// The clause's pattern as the tool decides it for every error, with the names it binds; nil
    /// for a pattern it cannot decide (`let error as ValidationError`, a `where` test, a value in
    /// a case's payload such as `DecodingError.keyNotFound(CodingKeys.id, _)`).
    var decidedPattern: (pattern: DecodingCatchClause.Pattern, boundNames: [String])? {
        guard let written = pattern else { return (.everyError, errorName.map { [$0] } ?? []) }
        var tokens = Self.tokens(of: written)
        // `catch (let error as DecodingError)`: a pattern in parentheses is the pattern.
        while tokens.first == "(", tokens.last == ")", Self.closes(tokens) { tokens = Array(tokens.dropFirst().dropLast()) }
        if tokens == ["is", "DecodingError"] { return (.decodingError, []) }
        if tokens.count == 4, Self.binders.contains(tokens[0]), Self.isIdentifier(tokens[1]), tokens[2] == "as",
            tokens[3] == "DecodingError"
        {
            return (.decodingError, [tokens[1]])
        }
        // `DecodingError.keyNotFound(let key, _)`, or `let DecodingError.keyNotFound(key, _)`.
        let bindsEveryName = tokens.first.map(Self.binders.contains) ?? false
        if bindsEveryName { tokens.removeFirst() }
        guard tokens.count >= 3, tokens[0] == "DecodingError", tokens[1] == ".", let kind = Self.kinds[tokens[2]] else { return nil }
        let payload = tokens.dropFirst(3)
        if payload.isEmpty { return (.decodingErrorCase(kind), []) }
        guard payload.first == "(", payload.last == ")" else { return nil }
        var names: [String] = []
        for element in payload.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false) {
            switch Array(element) {
            case ["_"]: continue
            case let binding where binding.count == 2 && Self.binders.contains(binding[0]) && Self.isIdentifier(binding[1]):
                names.append(binding[1])
            case let binding where bindsEveryName && binding.count == 1 && Self.isIdentifier(binding[0]):
                names.append(binding[0])
            default:
                return nil
            }
        }
        return (.decodingErrorCase(kind), names)
    }

    private static let binders: Set<String> = ["let", "var"]

    /// Whether the first token's `(` is closed by the last token, not before it.
    private static func closes(_ tokens: [String]) -> Bool {
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token == "(" { depth += 1 }
            if token == ")" { depth -= 1 }
            if depth == 0 { return index == tokens.count - 1 }
        }
        return false
    }

    private static let kinds: [String: DecodingProblem.Kind] = [
        "typeMismatch": .typeMismatch, "keyNotFound": .keyNotFound, "valueNotFound": .valueNotFound, "dataCorrupted": .dataCorrupted,
    ]

    /// Identifiers and single punctuation characters, in order (`where` and the rest stay tokens,
    /// so a pattern with a test is not one of the decided shapes).
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var identifier = ""
        for character in text {
            if character == "_" || character.isLetter || character.isNumber {
                identifier.append(character)
                continue
            }
            if !identifier.isEmpty { tokens.append(identifier) }
            identifier = ""
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !identifier.isEmpty { tokens.append(identifier) }
        return tokens
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.first, token != "_" else { return false }
        return (first == "_" || first.isLetter) && !["let", "var", "is", "as", "where"].contains(token)
    }
}
