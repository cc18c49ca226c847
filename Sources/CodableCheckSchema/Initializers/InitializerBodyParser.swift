/// Reads the code of `init(from:)` bodies, and of the functions and initializers they call,
/// into statements (`InitializerBodyParser+InitializerBody`, `+Function`, `+UnreadStatement`)
/// and expressions (`BodyExpressionReading`). `DeclarationParser` hands it the
/// tokens at a body or signature (`readingBodies`) and carries on after what it read; a type
/// declared inside a body is handed back (`parseLocalType`).
struct InitializerBodyParser: BodyExpressionReading {
    let tokens: [SwiftToken]
    var index: Int
    let fileIndex: Int
    let source: [UInt8]
    var problems: [SchemaProblem]
    var typeNestedTooDeeply: Bool
    /// How deep the reader is in nested blocks and expressions.
    var bodyNestingDepth: Int
    /// The file's imports so far, carried through a local type's declarations.
    var importedModules: [String]

    /// Bodies nested deeper than this (blocks and parenthesised expressions together) are not
    /// read, so no input can overflow the reader's stack.
    static let maximumBodyNestingDepth = 64

    /// A type local to a body, at its keyword: read by `DeclarationParser`, as any type
    /// declaration is (its own `init(from:)`, `CodingKeys` and properties).
    mutating func parseLocalType() -> TypeDeclaration? {
        var parser = DeclarationParser(tokens: tokens, source: source, fileIndex: fileIndex)
        parser.index = index
        parser.problems = problems
        problems = []
        parser.typeNestedTooDeeply = typeNestedTooDeeply
        parser.bodyNestingDepth = bodyNestingDepth
        parser.importedModules = importedModules
        defer {
            index = parser.index
            problems = parser.problems
            typeNestedTooDeeply = parser.typeNestedTooDeeply
            bodyNestingDepth = parser.bodyNestingDepth
            importedModules = parser.importedModules
        }
        return parser.parseTypeDeclaration(attributes: [], modifiers: [], depth: 1)
    }
}
