/// A hand-written `init(from:)` as read from the source: where it is, its parameter's name, and
/// its body as statements (a statement outside the grammar kept as `BodyStatement.Kind.unread`),
/// or, for a body that does not close, where the reader gave up.
struct DecodingInitializer: Sendable, Equatable {
    /// Of the `init` keyword.
    var location: SourceLocation
    /// `decoder` in `init(from decoder: Decoder)`.
    var decoderName: String
    var body: Body

    enum Body: Sendable, Equatable {
        case statements([BodyStatement])
        /// The body could not be read at all (it does not close): the statement the reader was
        /// in, and where. It is interpreted as one statement that may set anything.
        case unreadable(statement: String, location: SourceLocation)
    }

    /// The types the body declares at its top level (`struct Discriminator: Decodable { let type:
    /// String }`, the discriminator generated API clients decode before choosing a case). Only
    /// the body sees them, so the schema plans each as a type nested in the initializer's type,
    /// unless that type already has a nested type of the same name (`TypeResolver`).
    var localTypes: [TypeDeclaration] {
        guard case .statements(let statements) = body else { return [] }
        return statements.compactMap { statement in
            if case .localType(let declaration) = statement.kind { return declaration }
            return nil
        }
    }

    /// What a body that is one `return e` (or `e` alone) gives: a function's single-expression
    /// body, read in place of its call by the key factories of `CodingKey` structs, key helpers
    /// of keys enums and `DecodingError` helpers; nil for any other body.
    var onlyResult: BodyExpression? {
        guard case .statements(let statements) = body, statements.count == 1 else { return nil }
        switch statements[0].kind {
        case .returnStatement(let value?), .expression(let value): return value
        default: return nil
        }
    }
}
