/// `subscript(key: Key) -> Value? { get { ... } set { ... } }`: its parameters and what its setter
/// could do (`SubscriptDeclaration`), read with the signature reader functions use.
extension InitializerBodyParser {
    /// Reads a subscript from its keyword (`current`), and carries on after its body. One whose
    /// signature the reader does not know is kept with an unknown parameter count and a setter
    /// that may stop the app.
    mutating func parseSubscript() -> SubscriptDeclaration {
        let place = location(of: current)
        advance()
        guard let signature = parseSignature() else {
            return SubscriptDeclaration(labels: nil, setter: nil, hasSetter: true, location: place)
        }
        let labels = signature.parameters.map { $0.hasWrittenLabel ? $0.label : nil }
        var declaration = SubscriptDeclaration(labels: labels, setter: nil, hasSetter: false, location: place)
        guard signature.hasBody else { return declaration }
        let open = index
        skipBalanced()
        let end = index
        // `set {` or `set(newName) {` directly inside the body's braces.
        var depth = 0
        var position = open
        while position < end {
            let token = tokens[position]
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") { depth -= 1 }
            if depth == 1, token.kind == .identifier, ["set", "_modify", "nonmutating"].contains(token.text) {
                declaration.hasSetter = true
                if token.text == "set" { declaration.setter = Self.setterEffects(in: tokens, after: position, before: end) }
                break
            }
            position += 1
        }
        return declaration
    }

    /// The effects of the block that follows `set` at `position` (past a `(newName)`); nil when
    /// no block follows.
    private static func setterEffects(in tokens: [SwiftToken], after position: Int, before end: Int) -> BodyEffects? {
        var start = position + 1
        if start < end, tokens[start].isPunctuation("(") {
            while start < end, !tokens[start].isPunctuation(")") { start += 1 }
            start += 1
        }
        guard start < end, tokens[start].isPunctuation("{") else { return nil }
        var depth = 0
        for close in start..<end {
            if tokens[close].isPunctuation("{") { depth += 1 }
            if tokens[close].isPunctuation("}") { depth -= 1 }
            if depth == 0 { return BodyEffects(tokens[(start + 1)..<close]) }
        }
        return nil
    }
}
