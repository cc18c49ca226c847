/// Where a Swift reader is in one file's tokens, and what it has found on the way.
///
/// `DeclarationParser` and `InitializerBodyParser` read the same tokens in turns: the first hands
/// the second a body (`readingBodies`), the second hands back a type declared inside one
/// (`parseLocalType`). Each hand-off passes this value whole, so a field added here travels both
/// ways without either parser having to remember it.
struct SwiftReadingState {
    let tokens: [SwiftToken]
    let fileIndex: Int
    let source: [UInt8]
    var index = 0
    var problems: [SchemaProblem] = []
    /// Set when the last type read nested deeper than `DeclarationParser.maximumTypeDepth`
    /// (`Int???…`, `[[[…]]]`, `Optional<Optional<…>>`), so the caller can say that instead of
    /// "expected a type".
    var typeNestedTooDeeply = false
    /// How deep the `init(from:)` body reader is in nested blocks and expressions: kept between
    /// the hand-offs, so a function in a type local to a body counts from the body's depth.
    var bodyNestingDepth = 0
    /// The modules `import` declarations name, in order, each once.
    var importedModules: [String] = []

    /// `tokens` may be empty: the state then holds an end of file, so `current` always has a token.
    init(tokens: [SwiftToken], source: [UInt8], fileIndex: Int) {
        self.tokens =
            tokens.isEmpty
            ? [SwiftToken(kind: .endOfFile, text: "", offset: 0, endOffset: 0, startsLine: true, followsSpace: true)] : tokens
        self.source = source
        self.fileIndex = fileIndex
    }

    /// This state with its problems moved out into the returned value, so the reader it is handed
    /// to appends to an array it alone holds (no copy of everything reported so far).
    mutating func handedOver() -> SwiftReadingState {
        let whole = self
        problems = []
        return whole
    }
}
