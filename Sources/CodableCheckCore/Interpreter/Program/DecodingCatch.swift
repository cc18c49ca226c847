/// What the `catch` clauses of a `do` statement do with an error thrown in its body.
public enum DecodingCatch: Sendable {
    /// No clause (a plain `do { }`), or `catch { throw error }`: the error leaves the body as it
    /// was thrown.
    case passesOn
    /// Clauses whose patterns the tool decides for every error (`catch`, `catch let error as
    /// DecodingError`, `catch DecodingError.typeMismatch`), in order: the first that matches the
    /// error the body threw first runs; when none does, the error leaves the body.
    case clauses([DecodingCatchClause])
    /// Clauses with patterns the tool cannot decide (`catch let error as ValidationError`, a
    /// `where` test) or statements it does not follow, described as one uninterpreted statement:
    /// the error may be caught or not, so it is not reported, and what the body and the clauses set
    /// is unknown from there on.
    case mayHandle(UninterpretedStatement)
}

/// One `catch` clause the tool decides: which errors it takes, and its statements.
public struct DecodingCatchClause: Sendable {
    /// The errors a clause's pattern matches, as `JSONDecoder`'s errors meet it.
    public enum Pattern: Sendable, Equatable {
        /// `catch`, `catch let error`: every error.
        case everyError
        /// `catch is DecodingError`, `catch let error as DecodingError`: every `DecodingError`,
        /// not an error of the app's own.
        case decodingError
        /// `catch DecodingError.typeMismatch`, `catch DecodingError.keyNotFound(let key, _)`: that
        /// case of `DecodingError`.
        case decodingErrorCase(DecodingProblem.Kind)
    }

    public var pattern: Pattern
    /// The names the clause binds (`error`, `key`, `context`): unknown values in its statements.
    public var boundNames: [String]
    public var body: [DecodingStatement]

    public init(pattern: Pattern, boundNames: [String], body: [DecodingStatement]) {
        self.pattern = pattern
        self.boundNames = boundNames
        self.body = body
    }

    /// Whether the clause takes an error with this case; `isDecodingError` false for an error of
    /// the app's own (`throw ValidationError.empty`) or Kodable's.
    public func matches(_ kind: DecodingProblem.Kind, isDecodingError: Bool) -> Bool {
        switch pattern {
        case .everyError: true
        case .decodingError: isDecodingError
        case .decodingErrorCase(let expected): isDecodingError && kind == expected
        }
    }
}
