/// What an `init` declaration promises its callers, whatever its kind: whether a call may throw,
/// and whether it may give nil. `X()` in `try c.decodeIfPresent(X.self, forKey: .x) ?? X()` is
/// covered by the `try`, so the tool may hold it as a value it does not know only when no
/// initializer of `X` the call can reach is declared `throws`.
struct InitializerSignature: Sendable, Equatable {
    /// `throws`, `throws(E)` or `rethrows` after the parameter list.
    var isThrowing: Bool
    /// `init?` or `init!`.
    var isFailable: Bool
    /// `init(from decoder: Decoder)`: only a call labelled `from:` reaches it.
    var isDecoding: Bool
    /// Each parameter's argument label (`_` for none) and whether it has a default value.
    var parameters: [(label: String, hasDefault: Bool)] = []

    static func == (left: Self, right: Self) -> Bool {
        left.isThrowing == right.isThrowing && left.isFailable == right.isFailable && left.isDecoding == right.isDecoding
            && left.parameters.map(\.label) == right.parameters.map(\.label)
            && left.parameters.map(\.hasDefault) == right.parameters.map(\.hasDefault)
    }

    /// Whether a call with these argument labels (nil for none) reaches this initializer: the
    /// labels in order, parameters with a default value left out or not.
    func accepts(labels: [String?]) -> Bool {
        ArgumentLabels.filled(parameters.map { ($0.label == "_" ? nil : $0.label, $0.hasDefault) }, by: labels) != nil
    }
}

extension DeclarationParser {
    /// Reads, without consuming anything, the signature of the initializer at `init`: its `?`/`!`,
    /// its parameter list (whether the first parameter is a `Decoder` labelled `from`) and the
    /// effects written after it, up to its body.
    func initializerSignature() -> InitializerSignature {
        var distance = 1
        let isFailable = peek(distance).isPunctuation("?") || peek(distance).isPunctuation("!")
        if isFailable { distance += 1 }
        if peek(distance).isPunctuation("<") {
            var angleDepth = 0
            repeat {
                if peek(distance).isPunctuation("<") { angleDepth += 1 }
                if peek(distance).isPunctuation(">") { angleDepth -= 1 }
                distance += 1
            } while angleDepth > 0 && peek(distance).kind != .endOfFile && !peek(distance).isPunctuation("{")
        }
        guard peek(distance).isPunctuation("(") else {
            return InitializerSignature(isThrowing: false, isFailable: isFailable, isDecoding: false)
        }
        let isDecoding = peek(distance + 1).text == "from" && (distance + 2...distance + 5).contains { peek($0).text == "Decoder" }
        var depth = 0
        var parameters: [(label: String, hasDefault: Bool)] = []
        repeat {
            let token = peek(distance)
            if depth == 1, token.kind == .identifier, peek(distance - 1).isPunctuation("(") || peek(distance - 1).isPunctuation(",") {
                parameters.append((token.text, false))
            }
            if depth == 1, token.isPunctuation("="), !parameters.isEmpty { parameters[parameters.count - 1].hasDefault = true }
            depth += token.bracketDepthChange
            distance += 1
        } while depth > 0 && peek(distance).kind != .endOfFile
        var isThrowing = false
        // `async throws`, `throws(DecodingError)`, `rethrows`, before `where` or the body.
        while !peek(distance).isPunctuation("{"), !peek(distance).isKeyword("where"), peek(distance).kind != .endOfFile,
            !peek(distance).startsLine || peek(distance).isKeyword("throws")
        {
            if peek(distance).isKeyword("throws") || peek(distance).isKeyword("rethrows") { isThrowing = true }
            distance += 1
        }
        return InitializerSignature(isThrowing: isThrowing, isFailable: isFailable, isDecoding: isDecoding, parameters: parameters)
    }
}
