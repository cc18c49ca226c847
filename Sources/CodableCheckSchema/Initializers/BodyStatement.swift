/// One statement of an initializer body, with where it starts and its text (for messages).
struct BodyStatement: Sendable, Equatable {
    indirect enum Kind: Sendable, Equatable {
        /// `let x = e`, `var x: T = e`, `var x: T` (no value).
        case declare(name: String, value: BodyExpression?)
        /// `target = e`.
        case assign(target: BodyExpression, value: BodyExpression)
        case expression(BodyExpression)
        case ifStatement(conditions: [BodyCondition], then: [BodyStatement], otherwise: [BodyStatement]?)
        case guardStatement(conditions: [BodyCondition], otherwise: [BodyStatement])
        case whileLoop(condition: BodyExpression, body: [BodyStatement])
        /// `for name in sequence { body }` (a plain name, no `where`).
        case forLoop(name: String, sequence: BodyExpression, body: [BodyStatement])
        case switchStatement(subject: BodyExpression, cases: [BodySwitchCase], defaultBody: [BodyStatement]?)
        case throwStatement(BodyExpression)
        /// `return`, or `return e` in a helper function that returns a value.
        case returnStatement(BodyExpression?)
        /// `do { ... } catch ... { ... }`, its clauses in order (none for a plain `do` block).
        case doCatch(body: [BodyStatement], catches: [BodyCatch])
        /// A statement outside the grammar, skipped whole: what its tokens show it may do.
        case unread(UnreadStatement)
        /// `struct Probe: Decodable { let kind: String }` declared in the body. Declared at the
        /// body's top level of an `init(from:)`, it is planned as a type nested in the one the
        /// initializer belongs to (`DecodingInitializer.localTypes`), which is how the body's
        /// `Probe.self` finds it.
        case localType(TypeDeclaration)
        /// `func miles(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Double
        /// { ... }` declared in the body: nothing runs where it is written; a call in its scope
        /// runs it as a helper (`CustomDecodingTranslator+LocalFunctions`).
        case localFunction(FunctionDeclaration)
    }

    var kind: Kind
    var location: SourceLocation
    /// The statement's first line, as written.
    var text: String
}
