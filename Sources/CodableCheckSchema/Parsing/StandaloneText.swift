/// Text read on its own, outside any model file: a type expression given with `--type`, a
/// property's initial value read as an expression. The one place that lexes such a text and sets
/// a parser on it (a type of its own: `DeclarationParser` is at its size limit).
enum StandaloneText {
    /// A parser of `text`. `lexedCleanly` is false when the lexer found a problem in it (an
    /// unterminated string, a stray character); callers that must read the whole text as
    /// written refuse it then.
    static func parser(of text: String) -> (parser: DeclarationParser, lexedCleanly: Bool) {
        let bytes = Array(text.utf8)
        var lexer = SwiftLexer(bytes: bytes, fileIndex: -1)
        let tokens = lexer.tokenize()
        return (DeclarationParser(tokens: tokens, source: bytes, fileIndex: -1), lexer.problems.isEmpty)
    }
}
