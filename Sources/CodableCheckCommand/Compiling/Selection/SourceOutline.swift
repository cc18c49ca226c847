import CodableCheckCore
import CodableCheckSchema

/// What the compile path needs to know of one `.swift` file: its imports and its declarations
/// (types and extensions with their members, free functions, constants), each with its byte
/// range and the names it uses. Read from the schema reader's `SwiftLexer` tokens, so comments,
/// string literals (raw ones too: `#"C:\"#`), `\` line continuations and interpolations are read
/// as the schema reader reads them.
///
/// This is not the schema reader's parse: it must see what that one ignores (free functions an
/// `init(from:)` calls, extensions of `String`, SwiftUI views to leave out), and only names and
/// extents matter here, not meaning. A declaration ends where the next one starts at the same
/// depth (a line starting with an attribute, a modifier or a declaring keyword, a `;`, a `#if`
/// line, or the closing brace around it), so a property's initializer or a function's body
/// never needs to be understood.
struct SourceOutline: Sendable {
    struct Import: Equatable, Sendable {
        var module: String
        /// 1-based.
        var line: Int
        /// 1-based, of the module's name (an `import` line is ASCII: characters are bytes, as
        /// the compiler counts columns).
        var column: Int
        /// The declaration's bytes, from its attributes to the end of its path.
        var range: Range<Int>
    }

    var imports: [Import] = []
    var declarations: [OutlinedDeclaration] = []
    /// Filled up front (a model file is small); lookups work on copies, as the schema's
    /// `SourceFile` does.
    private let lines: SourceLineTable<[UInt8]>

    init(text: String) {
        let bytes = Array(text.utf8)
        var lexer = SwiftLexer(bytes: bytes, fileIndex: 0)
        let tokens = lexer.tokenize()
        var lines = SourceLineTable(bytes: bytes)
        lines.findLineStarts(through: bytes.count)
        self.lines = lines
        var reader = OutlineReader(tokens: tokens)
        declarations = reader.declarations(in: 0..<max(0, tokens.count - 1))
        imports = reader.imports.map { offset, module, range in
            let location = lines.lineAndColumn(ofByteOffset: offset)
            return Import(module: module, line: location.line, column: location.column, range: range)
        }
    }

    /// The 1-based line holding a byte offset.
    func line(ofOffset offset: Int) -> Int {
        location(ofOffset: offset).line
    }

    /// The 1-based line and column of a byte offset, as the tool's diagnostics count them.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var lines = lines
        return lines.lineAndColumn(ofByteOffset: offset)
    }

    /// The path of indices (file scope first) of the innermost declaration spanning a 1-based
    /// line (as the compiler reports errors), or nil outside every declaration (an import, a
    /// `#if` line, a comment between declarations).
    func declarationPath(atLine line: Int) -> [Int]? {
        var path: [Int] = []
        var level = declarations
        while let index = level.firstIndex(where: { lineSpan(of: $0).contains(line) }) {
            path.append(index)
            level = level[index].members
        }
        return path.isEmpty ? nil : path
    }

    /// The lines from a declaration's first token to its last.
    func lineSpan(of declaration: OutlinedDeclaration) -> ClosedRange<Int> {
        let first = line(ofOffset: declaration.range.lowerBound)
        return first...max(first, line(ofOffset: declaration.range.upperBound - 1))
    }

    /// The declaration at a path from `declarationPath(at:)`; nil when the path leads nowhere.
    /// (`declarations(along:)` without copying those around it: the reach looks declarations up
    /// by address all the time.)
    func declaration(at path: [Int]) -> OutlinedDeclaration? {
        guard let first = path.first, declarations.indices.contains(first) else { return nil }
        var current = declarations[first]
        for index in path.dropFirst() {
            guard current.members.indices.contains(index) else { return nil }
            current = current.members[index]
        }
        return current
    }

    /// The declaration at a path from `declarationPath(at:)`, and those around it, outermost first.
    func declarations(along path: [Int]) -> [OutlinedDeclaration] {
        var result: [OutlinedDeclaration] = []
        var level = declarations
        for index in path where level.indices.contains(index) {
            result.append(level[index])
            level = level[index].members
        }
        return result
    }
}
