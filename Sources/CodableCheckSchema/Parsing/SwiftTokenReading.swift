/// The token cursor both Swift readers share: `DeclarationParser` for declarations and
/// `InitializerBodyParser` for the code of `init(from:)` and the functions it calls. One place
/// for moving through the tokens, reporting at one, skipping balanced brackets and signatures,
/// and (`SwiftTokenReading+Types`) reading types.
protocol SwiftTokenReading {
    /// The position and findings, handed whole from one reader to the other.
    var state: SwiftReadingState { get set }
}

// The fields of `state`, read in place (`_read`) and changed in place (`_modify`): a plain
// `get`/`set` pair would copy `problems` on every `append` (a file of 100,000 stray braces took
// minutes), and hand the token array out with a retain on every `current`.
extension SwiftTokenReading {
    var tokens: [SwiftToken] {
        _read { yield state.tokens }
    }

    var fileIndex: Int { state.fileIndex }

    var source: [UInt8] {
        _read { yield state.source }
    }

    var index: Int {
        get { state.index }
        set { state.index = newValue }
    }

    var problems: [SchemaProblem] {
        _read { yield state.problems }
        _modify { yield &state.problems }
    }

    /// `SwiftReadingState.typeNestedTooDeeply`.
    var typeNestedTooDeeply: Bool {
        get { state.typeNestedTooDeeply }
        set { state.typeNestedTooDeeply = newValue }
    }

    /// `SwiftReadingState.bodyNestingDepth`.
    var bodyNestingDepth: Int {
        get { state.bodyNestingDepth }
        set { state.bodyNestingDepth = newValue }
    }

    var importedModules: [String] {
        _read { yield state.importedModules }
        _modify { yield &state.importedModules }
    }
}

extension SwiftTokenReading {
    /// How far below the top of the bracket stack a closer looks for its opener.
    static var closerSearchDepth: Int { 8 }

    var current: SwiftToken { tokens[index] }

    func peek(_ distance: Int = 1) -> SwiftToken {
        tokens[min(index + distance, tokens.count - 1)]
    }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func location(of token: SwiftToken) -> SourceLocation {
        SourceLocation(fileIndex: fileIndex, offset: token.offset)
    }

    mutating func report(_ message: SchemaMessage, at token: SwiftToken, severity: SchemaDiagnostic.Severity = .error) {
        problems.append(SchemaProblem(severity: severity, location: location(of: token), message: message))
    }

    /// The source text from one token's start to another's end.
    func sourceText(from first: SwiftToken, through last: SwiftToken) -> String {
        let start = min(first.offset, source.count)
        let end = max(start, min(last.endOffset, source.count))
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// Whether `token` begins a new declaration when it starts a line: how the end of an
    /// initial value or of a body-less requirement is found.
    func isDeclarationStart(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .attribute, .pound, .endOfFile: return true
        case .identifier:
            return !token.isEscaped
                && (DeclarationParser.declarationKeywords.contains(token.text) || DeclarationParser.modifierKeywords.contains(token.text))
        default: return token.isPunctuation("}")
        }
    }

    /// Skips from an opening `(`, `[`, `{` or `<` (at `current`) past its partner, and returns the
    /// closing token (or end of file). Angle brackets only pair with each other, and only
    /// `(`/`[`/`{` count inside them, so `a < b` in an expression cannot swallow a file.
    @discardableResult
    mutating func skipBalanced() -> SwiftToken {
        var stack: [Character] = []
        repeat {
            let token = current
            if token.kind == .punctuation, let character = token.text.first, token.text.count == 1 {
                switch character {
                case "(": stack.append(")")
                case "[": stack.append("]")
                case "{": stack.append("}")
                case ")", "]", "}":
                    // Pop to a matching opener near the top (a missing closer in between is
                    // forgiven); a closer with no opener nearby is dropped. Looking only near
                    // the top keeps `((((…]]]]` linear.
                    if let match = stack.indices.reversed().prefix(Self.closerSearchDepth).first(where: { stack[$0] == character }) {
                        stack.removeSubrange(match...)
                    }
                default: break
                }
            }
            if token.kind == .endOfFile { return token }
            advance()
            if stack.isEmpty { return token }
        } while true
    }

    /// Skips a function, initializer, subscript or operator after its keyword: the signature up
    /// to a body `{ ... }` at parenthesis depth 0, or, for a requirement without a body, up to
    /// the next line that starts a declaration.
    mutating func skipSignatureAndBody() {
        while current.kind != .endOfFile {
            let token = current
            if token.isPunctuation("{") {
                skipBalanced()
                return
            }
            if token.isPunctuation("}") || token.isPunctuation(";") { return }
            if token.startsLine, isDeclarationStart(token) { return }
            if token.isPunctuation("(") || token.isPunctuation("[") {
                skipBalanced()
            } else {
                advance()
            }
        }
    }
}
