import CodableCheckCore

/// Statements the translator does not follow, kept safe (`UninterpretedStatement`): the reads
/// they certainly make, what they may set, and the unchecked properties that follow from them.
extension CustomDecodingTranslator {
    /// The statement as an `UninterpretedStatement`, noted in `uncheckedStatements`.
    mutating func uninterpreted(_ statement: BodyStatement, reason: String) -> DecodingStatement {
        let reads = certainReads(of: statement)
        var effects = self.effects(of: statement)
        for name in effects.mentions {
            // An unkeyed container it names may have been read from: its position is unknown.
            if case .unkeyed? = containers[name] { effects.locals.insert(name) }
        }
        for name in effects.locals {
            // Reads do not change a keyed or single-value container, nor the decoder.
            switch containers[name] {
            case .keyed?, .single?, .decoder?: effects.locals.remove(name)
            case .unkeyed?, nil: containers[name] = nil
            }
        }
        locals.formUnion(effects.locals)
        let index = note(statement, reason: reason, properties: effects.properties)
        uncheckedStatements[index].setsSelf = effects.setsSelf
        for name in effects.locals.union(effects.properties) where uncheckedNames[name] == nil { uncheckedNames[name] = index }
        return .uninterpreted(
            UninterpretedStatement(
                reads: reads, locals: effects.locals.sorted(), properties: effects.properties.sorted(),
                mentions: effects.mentions.sorted(), setsSelf: effects.setsSelf, mayReturn: effects.mayReturn))
    }

    /// Records an unchecked statement; its index in `uncheckedStatements`.
    @discardableResult
    mutating func note(_ statement: BodyStatement, reason: String, properties: Set<String>) -> Int {
        let order = node.instanceProperties.map(\.name)
        let sorted = properties.sorted { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }
        uncheckedStatements.append(
            UncheckedStatement(statement: statement.text, location: statement.location, reason: reason, properties: sorted))
        return uncheckedStatements.count - 1
    }

    /// A statement the interpreter may not be able to decide (its condition is unknown): what it
    /// sets is unchecked when it goes neither way.
    mutating func noteUndecided(_ statement: BodyStatement, _ statements: [DecodingStatement], reason: String) {
        let written = statements.writtenNames
        let properties = written.filter(isProperty)
        let index = note(statement, reason: reason, properties: properties)
        uncheckedStatements[index].setsSelf = statements.setsSelf
        for name in written where uncheckedNames[name] == nil { uncheckedNames[name] = index }
    }

    /// Sides of an `if` or `switch` the tool cannot choose between, none of which can change how
    /// decoding ends (`cannotChangeOutcome`): followed exactly, what they set holding a value the
    /// tool does not know (the interpreter runs neither side and forgets those names), so that a
    /// later condition on one of them is not taken as decided.
    mutating func holdUnknown(_ sides: [DecodingStatement]) {
        locals.unknowable.formUnion(sides.writtenNames)
    }

    /// A local or property set from an unchecked name is unchecked, from the same statement.
    mutating func noteUnchecked(_ name: String, _ expression: DecodingExpression) {
        guard let source = expression.names.compactMap({ uncheckedNames[$0] }).min() else { return }
        if uncheckedNames[name] == nil { uncheckedNames[name] = source }
        if isProperty(name), !uncheckedStatements[source].properties.contains(name) {
            let order = node.instanceProperties.map(\.name)
            uncheckedStatements[source].properties.append(name)
            uncheckedStatements[source].properties.sort { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
        }
    }

    func isProperty(_ name: String) -> Bool { StatementEffects.Reader.isProperty(name, properties: properties, locals: locals.names) }

    /// What statements may do, in this scope (`StatementEffects.Reader`).
    var effectsReader: StatementEffects.Reader {
        StatementEffects.Reader(
            properties: properties, locals: locals.names, helperEffects: { HelperInlining.helperEffects($0, $1, in: self) })
    }

    func effects(of statements: [BodyStatement]) -> StatementEffects { effectsReader.effects(of: statements) }

    func effects(of statement: BodyStatement) -> StatementEffects { effectsReader.effects(of: statement) }

    /// What `catch` clauses do with an error from the body (see `DecodingCatch`).
    mutating func handler(of written: [BodyCatch], in statement: BodyStatement) -> DecodingCatch {
        guard !written.isEmpty else { return .passesOn }
        let catches = BodyCatch.expandingSwitchOnError(written)
        if catches.count == 1, catches[0].pattern == nil {
            let clause = catches[0]
            if clause.body.count == 1, case .throwStatement(.name(let name)) = clause.body[0].kind, name == clause.errorName {
                return .passesOn
            }
        }
        let decided = catches.compactMap(\.decidedPattern)
        if decided.count == catches.count {
            var clauses: [DecodingCatchClause] = []
            for (clause, (pattern, boundNames)) in zip(catches, decided) {
                clauses.append(
                    DecodingCatchClause(
                        pattern: pattern, boundNames: boundNames, body: translate(clause, pattern: pattern, binding: boundNames)))
            }
            return .clauses(clauses)
        }
        var effects = StatementEffects()
        for clause in catches { effects.formUnion(self.effects(of: clause.body)) }
        if case .doCatch(let body, _) = statement.kind { effects.formUnion(self.effects(of: body)) }
        let index = note(statement, reason: "its `catch` clauses match errors by pattern", properties: effects.properties)
        for name in effects.locals.union(effects.properties) where uncheckedNames[name] == nil { uncheckedNames[name] = index }
        return .mayHandle(
            UninterpretedStatement(
                reads: [], locals: effects.locals.sorted(), properties: effects.properties.sorted(), mentions: effects.mentions.sorted(),
                setsSelf: effects.setsSelf, mayReturn: effects.mayReturn))
    }

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

    // MARK: Certain reads

    /// The keyed and single-value reads a statement makes whatever happens (not only on some
    /// path), as the interpreter runs them: a `try?` around one turns its error into nil.
    mutating func certainReads(of statement: BodyStatement) -> [DecodingExpression] {
        switch statement.kind {
        case .declare(_, let value?): return certainReads(in: value, swallowed: false)
        case .assign(_, let value): return certainReads(in: value, swallowed: false)
        case .expression(let expression), .throwStatement(let expression): return certainReads(in: expression, swallowed: false)
        case .ifStatement(let conditions, _, _), .guardStatement(let conditions, _):
            // Only the first clause: the others run only when it holds.
            switch conditions.first {
            case .bind(_, let value)?, .test(let value)?: return certainReads(in: value, swallowed: false)
            case nil: return []
            }
        case .whileLoop(let condition, _), .forLoop(_, let condition, _): return certainReads(in: condition, swallowed: false)
        case .switchStatement(let subject, _, _): return certainReads(in: subject, swallowed: false)
        case .declare, .returnStatement, .doCatch, .unread, .localType, .localFunction: return []
        }
    }

    /// Functions whose arguments may not be evaluated (they are `@autoclosure`).
    static let autoclosureFunctions: Set<String> = ["assert", "precondition", "assertionFailure", "preconditionFailure"]

    mutating func certainReads(in expression: BodyExpression, swallowed: Bool) -> [DecodingExpression] {
        switch expression {
        case .tryExpression(let kind, let covered):
            return certainReads(in: covered, swallowed: swallowed || kind == "try?")
        case .call(.member(.name(let container), let method), _) where method == "decode" || method == "decodeIfPresent":
            switch containers[container] {
            case .keyed?, .single?: break
            default: return []
            }
            let typeCount = types.count
            guard let read = try? translate(expression) else {
                dropTypes(from: typeCount)
                return []
            }
            return [swallowed ? .tryOptional(read, source: WrittenExpression.render(expression)) : read]
        case .binary(let op, let left, let right):
            let first = certainReads(in: left, swallowed: swallowed)
            return ["??", "&&", "||"].contains(op) ? first : first + certainReads(in: right, swallowed: swallowed)
        case .ternary(let condition, _, _):
            return certainReads(in: condition, swallowed: swallowed)
        case .prefix(_, let base), .forceUnwrap(let base), .optionalChain(let base), .member(let base, _), .cast(_, let base, _):
            return certainReads(in: base, swallowed: swallowed)
        case .subscriptAccess(let base, let arguments):
            return arguments.reduce(certainReads(in: base, swallowed: swallowed)) { $0 + certainReads(in: $1.value, swallowed: swallowed) }
        case .call(let callee, let arguments):
            let fromCallee = certainReads(in: callee, swallowed: swallowed)
            if WrittenExpression.hasOptionalChain(callee) { return fromCallee }
            if case .name(let function) = callee, Self.autoclosureFunctions.contains(function) { return fromCallee }
            return arguments.reduce(fromCallee) { $0 + certainReads(in: $1.value, swallowed: swallowed) }
        case .arrayLiteral(let elements):
            return elements.flatMap { certainReads(in: $0, swallowed: swallowed) }
        case .name, .implicitMember, .literal, .interpolatedString, .typeSelf, .closure, .calledClosure:
            return []
        }
    }

    /// Whether a condition clause's value depends on what the tool does not evaluate.
    func isUnknowable(_ condition: DecodingCondition) -> Bool {
        switch condition {
        case .bind(_, let value), .test(let value): isUnknowable(value)
        }
    }
}
