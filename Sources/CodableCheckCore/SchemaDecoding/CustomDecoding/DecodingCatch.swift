/// What the `catch` clauses of a `do` statement do with an error thrown in its body.
public enum DecodingCatch: Sendable {
    /// `catch { throw error }`: the error leaves the body as it was thrown.
    case passesOn
    /// A `catch` that takes every error (`catch`, `catch let error`), and its statements.
    case handles([DecodingStatement])
    /// Clauses with patterns (`catch DecodingError.keyNotFound`) or statements the tool does not
    /// follow, described as one uninterpreted statement: the error may be caught or not, so it is
    /// not reported, and what the body and the clauses set is unknown from there on.
    case mayHandle(UninterpretedStatement)
}
