import CodableCheckCore

/// One loaded `.swift` file: its path as given (for diagnostics), bytes and line table.
struct SourceFile: Sendable {
    var path: String
    var bytes: [UInt8]
    /// Filled up front: a model file is small, and its diagnostics look up lines in copies.
    var lines: SourceLineTable<[UInt8]>

    init(path: String, text: String) {
        self.path = path
        // A byte order mark is not text: editors count columns after it, and it must not glue
        // itself to the first keyword.
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        var lines = SourceLineTable(bytes: bytes)
        lines.findLineStarts(through: bytes.count)
        self.lines = lines
    }

    /// The 1-based line and column (in characters, as `SourceLineTable` counts them) of a byte offset.
    func lineAndColumn(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        var lines = lines
        return lines.lineAndColumn(ofByteOffset: offset)
    }

    /// Locations of offsets sorted ascending: each line's characters are counted once.
    func locations(ofSortedByteOffsets offsets: [Int]) -> [(line: Int, column: Int)] {
        var lines = lines
        return offsets.map { lines.lineAndColumn(ofByteOffset: $0) }
    }

    /// Lexes, drops the `#if` branches `configuration` does not take, and parses.
    /// `conditionProblems` are the `#if` diagnostics (checks the configuration could not answer,
    /// conditions that are not Swift), also in `problems`: `decode` repeats them for the files its
    /// types come from, since what those branches declare may be missing.
    func parse(fileIndex: Int, configuration: BuildConfiguration)
        -> (declarations: SourceFileDeclarations, problems: [SchemaProblem], conditionProblems: [SchemaProblem])
    {
        var lexer = SwiftLexer(bytes: bytes, fileIndex: fileIndex)
        let tokens = lexer.tokenize()
        let filtered = ConditionalCompilationFilter.filter(tokens, fileIndex: fileIndex, configuration: configuration)
        var parser = DeclarationParser(tokens: filtered.tokens, source: bytes, fileIndex: fileIndex)
        let declarations = parser.parseFile()
        return (declarations, lexer.problems + filtered.problems + parser.problems, filtered.problems)
    }
}
