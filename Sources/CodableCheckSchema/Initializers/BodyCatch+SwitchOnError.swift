extension BodyCatch {
    /// The clauses with a last `catch` that only switches on the error it caught (`catch { switch
    /// error { case DecodingError.keyNotFound: ... default: throw error } }`, as OpenAI's
    /// parsing-options helper is written) read as the `catch` clauses it amounts to: one per
    /// case pattern, in order, then the `default`. Swift's `switch` tries its patterns in order as
    /// `catch` clauses do, so the clauses take the same errors; each still binds the caught error
    /// under its name, for `throw error`. Unchanged when any pattern is not a decided `catch`
    /// pattern, a case binds the whole value (`case let other:`), or there is no `default`.
    static func expandingSwitchOnError(_ catches: [BodyCatch]) -> [BodyCatch] {
        guard let last = catches.last, last.pattern == nil, let errorName = last.errorName, last.body.count == 1,
            case .switchStatement(.name(let subject), let cases, let defaultBody?) = last.body[0].kind, subject == errorName
        else { return catches }
        var clauses: [BodyCatch] = []
        for switchCase in cases {
            guard switchCase.binding == nil, !switchCase.patterns.isEmpty else { return catches }
            for pattern in switchCase.patterns {
                guard let written = errorPattern(pattern) else { return catches }
                let clause = BodyCatch(pattern: written, errorName: errorName, body: switchCase.body)
                guard let decided = clause.decidedPattern, decided.boundNames.isEmpty else { return catches }
                clauses.append(clause)
            }
        }
        clauses.append(BodyCatch(pattern: nil, errorName: errorName, body: defaultBody))
        return catches.dropLast() + clauses
    }

    /// `DecodingError.keyNotFound` (or `Swift.DecodingError.keyNotFound`) as a `catch` pattern
    /// writes it; nil for any other case pattern.
    private static func errorPattern(_ pattern: BodyExpression) -> String? {
        switch pattern {
        case .member(.name("DecodingError"), let kind), .member(.member(.name("Swift"), "DecodingError"), let kind):
            return "DecodingError.\(kind)"
        default:
            return nil
        }
    }
}
