/// What a helper that returns a value gives back when its body says it without `return`: a
/// single expression (`{ try c.decodeIfPresent(...) ?? [] }`), or, since Swift 5.9, a single
/// `if` or `switch` whose every branch is one expression (`if let s: String = try?
/// decodeIfPresent(key) { UInt(s) } else { nil }`), each branch's expression being the result.
/// Read as statements, those branches would compute a value and drop it, and the helper would
/// seem to return nothing: a later `guard let` on its result would take the wrong side. Asked by
/// the translator for helpers and closures called in place, and by the body parser for closures.
enum ImplicitReturns {
    /// `statements` with their implicit result made an explicit `return`; unchanged when they
    /// are no single-expression body.
    static func explicitReturns(_ statements: [BodyStatement]) -> [BodyStatement] {
        guard statements.count == 1, let returning = returningBranches(statements[0]) else { return statements }
        return [returning]
    }

    /// One statement of an `if` or `switch` expression's branch, with `return` before its
    /// value; nil when it is no expression of that form.
    private static func returningBranches(_ statement: BodyStatement) -> BodyStatement? {
        var result = statement
        switch statement.kind {
        case .expression(let value):
            result.kind = .returnStatement(value)
        case .throwStatement, .returnStatement:
            break
        case .ifStatement(let conditions, let then, let otherwise?):
            guard let then = returningBlock(then), let otherwise = returningBlock(otherwise) else { return nil }
            result.kind = .ifStatement(conditions: conditions, then: then, otherwise: otherwise)
        case .switchStatement(let subject, let cases, let defaultBody):
            var returningCases: [BodySwitchCase] = []
            for switchCase in cases {
                guard let body = returningBlock(switchCase.body) else { return nil }
                var returningCase = switchCase
                returningCase.body = body
                returningCases.append(returningCase)
            }
            let returningDefault = defaultBody.map(returningBlock)
            if case .some(.none) = returningDefault { return nil }
            result.kind = .switchStatement(subject: subject, cases: returningCases, defaultBody: returningDefault ?? nil)
        default:
            return nil
        }
        return result
    }

    private static func returningBlock(_ block: [BodyStatement]) -> [BodyStatement]? {
        guard block.count == 1, let statement = returningBranches(block[0]) else { return nil }
        return [statement]
    }

    /// Whether any statement, at any depth, is a `return` with a value: a helper that returns a
    /// value and has none is read in a shape the tool does not know (its result would be taken
    /// for nil), so it is not followed. With `orBare`, a `return` without a value counts too
    /// (the parser's test for a `forEach` closure it reads as a loop).
    static func returnsSomewhere(_ statements: [BodyStatement], orBare: Bool = false) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnStatement(.some): true
            case .returnStatement(nil): orBare
            case .ifStatement(_, let then, let otherwise):
                returnsSomewhere(then, orBare: orBare) || returnsSomewhere(otherwise ?? [], orBare: orBare)
            case .guardStatement(_, let otherwise): returnsSomewhere(otherwise, orBare: orBare)
            case .whileLoop(_, let body), .forLoop(_, _, let body): returnsSomewhere(body, orBare: orBare)
            case .switchStatement(_, let cases, let defaultBody):
                cases.contains { returnsSomewhere($0.body, orBare: orBare) } || returnsSomewhere(defaultBody ?? [], orBare: orBare)
            case .doCatch(let body, let catches):
                returnsSomewhere(body, orBare: orBare) || catches.contains { returnsSomewhere($0.body, orBare: orBare) }
            default: false
            }
        }
    }
}
