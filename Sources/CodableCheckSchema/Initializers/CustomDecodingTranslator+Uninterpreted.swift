import CodableCheckCore

/// What statements may do in the translator's scope, and the `catch` clauses it follows; the
/// statements it does not follow are `UninterpretedStatements`'.
extension CustomDecodingTranslator {
    func isProperty(_ name: String) -> Bool { StatementEffects.Reader.isProperty(name, properties: properties, locals: locals.names) }

    /// What statements may do, in this scope (`StatementEffects.Reader`).
    var effectsReader: StatementEffects.Reader {
        StatementEffects.Reader(
            properties: properties, locals: locals.names, helperEffects: { HelperInlining.helperEffects($0, $1, in: self) })
    }

    func effects(of statements: [BodyStatement]) -> StatementEffects { effectsReader.effects(of: statements) }

    func effects(of statement: BodyStatement) -> StatementEffects { effectsReader.effects(of: statement) }

    /// A clause's statements, with the names it binds known as locals whose value is unknown, and
    /// `throw` of the error it binds read as rethrowing it.
    mutating func translate(
        _ clause: BodyCatch, pattern: DecodingCatchClause.Pattern, binding boundNames: [String]
    ) -> [DecodingStatement] {
        let saved = (locals.names, locals.unknowable)
        // `catch`, `catch let e`, `catch let e as DecodingError` bind the whole error; a case's
        // pattern binds its payload, and the whole error only when a `switch` on it was read as
        // the clause (`case DecodingError.keyNotFound: throw error`).
        let wholeError: String?
        if case .decodingErrorCase = pattern { wholeError = clause.errorName } else { wholeError = boundNames.first }
        let names = boundNames + (wholeError.map { boundNames.contains($0) ? [] : [$0] } ?? [])
        locals.declareUnknowable(names)
        caughtErrorNames.append(wholeError)
        defer {
            caughtErrorNames.removeLast()
            for name in names where !saved.0.contains(name) { locals.remove(name) }
            if !names.isEmpty { locals.unknowable = saved.1.union(locals.unknowable.subtracting(names)) }
        }
        return translate(clause.body)
    }

    /// Whether a condition clause's value depends on what the tool does not evaluate.
    func isUnknowable(_ condition: DecodingCondition) -> Bool {
        switch condition {
        case .bind(_, let value), .test(let value): isUnknowable(value)
        }
    }
}
