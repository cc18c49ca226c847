/// Where the interpreter meets what the tool does not follow: a statement the schema reader could
/// not translate, `catch` clauses it cannot decide, and statements the app may or may not run
/// (a branch on a value the tool does not know). None of them may make the tool report an error
/// the app would not throw, nor hide one it can see.
extension InitializerInterpreter {
    /// Runs a statement the tool does not follow (`UninterpretedStatement`). The one place such a
    /// statement is met, so that whatever must know that a run was approximated hooks in here.
    mutating func notFollowed(_ statement: UninterpretedStatement, _ host: inout Host) -> StatementFlow {
        for read in statement.reads {
            guard evaluate(read, &host) != nil else { return .failed }
        }
        for name in statement.locals + statement.properties { frame.variables[name] = .unknown }
        if statement.setsSelf { frame.selfValue = nil }
        if statement.mentions.contains(where: { frame.variables[$0]?.isContainerOrDecoder == true }) {
            // A helper handed a container (or the decoder) may ask for any key.
            frame.askEverything()
        }
        return statement.mayReturn ? .finished : .next
    }

    /// Statements the app may or may not run: everything they may set becomes unknown (an unkeyed
    /// container they read from included), and when one of them may `return`, the body ends here.
    mutating func forget(_ statements: [DecodingStatement]) -> StatementFlow {
        for name in statements.writtenNames { frame.variables[name] = .unknown }
        // The keys they would ask for are not known either.
        if statements.readNames.contains(where: { frame.variables[$0]?.isContainerOrDecoder == true }) { frame.askEverything() }
        for name in statements.readNames where frame.variables[name]?.isPositional == true { frame.variables[name] = .unknown }
        if statements.setsSelf { frame.selfValue = nil }
        return statements.mayFinish ? .finished : .next
    }
}
