/// Reads the code of `init(from:)` bodies, and of the functions and initializers they call,
/// into statements (`InitializerBodyParser+InitializerBody`, `+Function`, `+UnreadStatement`)
/// and expressions (`BodyExpressionReading`). `DeclarationParser` hands it the
/// tokens at a body or signature (`readingBodies`) and carries on after what it read; a type
/// declared inside a body is handed back (`parseLocalType`).
struct InitializerBodyParser: BodyExpressionReading {
    var state: SwiftReadingState

    /// Bodies nested deeper than this (blocks and parenthesised expressions together) are not
    /// read, so no input can overflow the reader's stack.
    static let maximumBodyNestingDepth = 64

    /// A type local to a body, at its keyword: read by `DeclarationParser`, as any type
    /// declaration is (its own `init(from:)`, `CodingKeys` and properties).
    mutating func parseLocalType() -> TypeDeclaration? {
        var parser = DeclarationParser(state: state.handedOver())
        defer { state = parser.state }
        return parser.parseTypeDeclaration(attributes: [], modifiers: [], depth: 1)
    }
}
