import CodableCheckCore

/// Statements the translator does not follow, kept safe (`UninterpretedStatement`), for
/// `CustomDecodingTranslator`: the reads they certainly make, what they may set, the unchecked
/// statements and names that follow from them (`uncheckedStatements`, `uncheckedNames`), sides
/// the tool cannot choose between, and `catch` clauses it cannot decide. Each function works on
/// the translator handed to it; split off the translator (issue 24).
enum UninterpretedStatements {
    typealias Failure = CustomDecodingTranslator.Failure

    /// Functions whose arguments may not be evaluated (they are `@autoclosure`).
    static let autoclosureFunctions: Set<String> = ["assert", "precondition", "assertionFailure", "preconditionFailure"]

    /// The statement as an `UninterpretedStatement`, noted in `uncheckedStatements`.
    static func uninterpreted(_ statement: BodyStatement, reason: String, in translator: inout CustomDecodingTranslator)
        -> DecodingStatement
    {
        let reads = certainReads(of: statement, in: &translator)
        var effects = translator.effects(of: statement)
        for name in effects.mentions {
            // An unkeyed container it names may have been read from: its position is unknown.
            if case .unkeyed? = translator.containers[name] { effects.locals.insert(name) }
        }
        for name in effects.locals {
            // Reads do not change a keyed or single-value container, nor the decoder.
            switch translator.containers[name] {
            case .keyed?, .single?, .decoder?: effects.locals.remove(name)
            case .unkeyed?, nil: translator.containers[name] = nil
            }
        }
        translator.locals.formUnion(effects.locals)
        let index = note(statement, reason: reason, properties: effects.properties, in: &translator)
        translator.uncheckedStatements[index].setsSelf = effects.setsSelf
        for name in effects.locals.union(effects.properties) where translator.uncheckedNames[name] == nil {
            translator.uncheckedNames[name] = index
        }
        return .uninterpreted(
            UninterpretedStatement(
                reads: reads, locals: effects.locals.sorted(), properties: effects.properties.sorted(),
                mentions: effects.mentions.sorted(), setsSelf: effects.setsSelf, mayReturn: effects.mayReturn))
    }

    /// Records an unchecked statement; its index in `uncheckedStatements`.
    @discardableResult
    static func note(_ statement: BodyStatement, reason: String, properties: Set<String>, in translator: inout CustomDecodingTranslator)
        -> Int
    {
        let order = translator.node.instanceProperties.map(\.name)
        let sorted = properties.sorted { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }
        translator.uncheckedStatements.append(
            UncheckedStatement(statement: statement.text, location: statement.location, reason: reason, properties: sorted))
        return translator.uncheckedStatements.count - 1
    }

    /// A statement the interpreter may not be able to decide (its condition is unknown): what it
    /// sets is unchecked when it goes neither way.
    static func noteUndecided(
        _ statement: BodyStatement, _ statements: [DecodingStatement], reason: String, in translator: inout CustomDecodingTranslator
    ) {
        let written = statements.writtenNames
        let properties = written.filter(translator.isProperty)
        let index = note(statement, reason: reason, properties: properties, in: &translator)
        translator.uncheckedStatements[index].setsSelf = statements.setsSelf
        for name in written where translator.uncheckedNames[name] == nil { translator.uncheckedNames[name] = index }
    }

    /// Sides of an `if` or `switch` the tool cannot choose between, none of which can change how
    /// decoding ends (`cannotChangeOutcome`): followed exactly, what they set holding a value the
    /// tool does not know (the interpreter runs neither side and forgets those names), so that a
    /// later condition on one of them is not taken as decided.
    static func holdUnknown(_ sides: [DecodingStatement], in translator: inout CustomDecodingTranslator) {
        translator.locals.unknowable.formUnion(sides.writtenNames)
    }

    /// A local or property set from an unchecked name is unchecked, from the same statement.
    static func noteUnchecked(_ name: String, _ expression: DecodingExpression, in translator: inout CustomDecodingTranslator) {
        guard let source = expression.names.compactMap({ translator.uncheckedNames[$0] }).min() else { return }
        if translator.uncheckedNames[name] == nil { translator.uncheckedNames[name] = source }
        if translator.isProperty(name), !translator.uncheckedStatements[source].properties.contains(name) {
            let order = translator.node.instanceProperties.map(\.name)
            translator.uncheckedStatements[source].properties.append(name)
            translator.uncheckedStatements[source].properties.sort {
                (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max)
            }
        }
    }

    /// What `catch` clauses do with an error from the body (see `DecodingCatch`).
    static func handler(of written: [BodyCatch], in statement: BodyStatement, in translator: inout CustomDecodingTranslator)
        -> DecodingCatch
    {
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
                        pattern: pattern, boundNames: boundNames, body: translator.translate(clause, pattern: pattern, binding: boundNames))
                )
            }
            return .clauses(clauses)
        }
        var effects = StatementEffects()
        for clause in catches { effects.formUnion(translator.effects(of: clause.body)) }
        if case .doCatch(let body, _) = statement.kind { effects.formUnion(translator.effects(of: body)) }
        let index = note(statement, reason: "its `catch` clauses match errors by pattern", properties: effects.properties, in: &translator)
        for name in effects.locals.union(effects.properties) where translator.uncheckedNames[name] == nil {
            translator.uncheckedNames[name] = index
        }
        return .mayHandle(
            UninterpretedStatement(
                reads: [], locals: effects.locals.sorted(), properties: effects.properties.sorted(), mentions: effects.mentions.sorted(),
                setsSelf: effects.setsSelf, mayReturn: effects.mayReturn))
    }

    /// The keyed and single-value reads a statement makes whatever happens (not only on some
    /// path), as the interpreter runs them: a `try?` around one turns its error into nil.
    static func certainReads(of statement: BodyStatement, in translator: inout CustomDecodingTranslator) -> [DecodingExpression] {
        switch statement.kind {
        case .declare(_, let value?): return certainReads(in: value, swallowed: false, in: &translator)
        case .assign(_, let value): return certainReads(in: value, swallowed: false, in: &translator)
        case .expression(let expression), .throwStatement(let expression):
            return certainReads(in: expression, swallowed: false, in: &translator)
        case .ifStatement(let conditions, _, _), .guardStatement(let conditions, _):
            // Only the first clause: the others run only when it holds.
            switch conditions.first {
            case .bind(_, let value)?, .test(let value)?, .enumCase(_, _, let value)?:
                return certainReads(in: value, swallowed: false, in: &translator)
            case nil: return []
            }
        case .whileLoop(let condition, _), .forLoop(_, let condition, _):
            return certainReads(in: condition, swallowed: false, in: &translator)
        case .switchStatement(let subject, _, _): return certainReads(in: subject, swallowed: false, in: &translator)
        case .declare, .returnStatement, .doCatch, .unread, .localType, .localFunction: return []
        }
    }

    static func certainReads(in expression: BodyExpression, swallowed: Bool, in translator: inout CustomDecodingTranslator)
        -> [DecodingExpression]
    {
        switch expression {
        case .tryExpression(let kind, let covered):
            return certainReads(in: covered, swallowed: swallowed || kind == "try?", in: &translator)
        case .call(.member(.name(let container), let method), _) where method == "decode" || method == "decodeIfPresent":
            switch translator.containers[container] {
            case .keyed?, .single?: break
            default: return []
            }
            let typeCount = translator.types.count
            guard let read = try? translator.translate(expression) else {
                translator.dropTypes(from: typeCount)
                return []
            }
            return [swallowed ? .tryOptional(read, source: WrittenExpression.render(expression)) : read]
        case .binary(let op, let left, let right):
            let first = certainReads(in: left, swallowed: swallowed, in: &translator)
            return ["??", "&&", "||"].contains(op) ? first : first + certainReads(in: right, swallowed: swallowed, in: &translator)
        case .ternary(let condition, _, _):
            return certainReads(in: condition, swallowed: swallowed, in: &translator)
        case .prefix(_, let base), .forceUnwrap(let base), .optionalChain(let base), .member(let base, _), .cast(_, let base, _):
            return certainReads(in: base, swallowed: swallowed, in: &translator)
        case .subscriptAccess(let base, let arguments):
            return arguments.reduce(certainReads(in: base, swallowed: swallowed, in: &translator)) {
                $0 + certainReads(in: $1.value, swallowed: swallowed, in: &translator)
            }
        case .call(let callee, let arguments):
            let fromCallee = certainReads(in: callee, swallowed: swallowed, in: &translator)
            if WrittenExpression.hasOptionalChain(callee) { return fromCallee }
            if case .name(let function) = callee, Self.autoclosureFunctions.contains(function) { return fromCallee }
            return arguments.reduce(fromCallee) { $0 + certainReads(in: $1.value, swallowed: swallowed, in: &translator) }
        case .arrayLiteral(let elements):
            return elements.flatMap { certainReads(in: $0, swallowed: swallowed, in: &translator) }
        case .name, .implicitMember, .literal, .interpolatedString, .typeSelf, .closure, .calledClosure:
            return []
        }
    }
}
