import CodableCheckCore

/// Closures called where they are written (`let size: Size? = { guard let w = ... else { return
/// nil }; return Size(...) }()`, `self.title = try { if let t = ... { return t }; return try
/// c.decode(...) }()`): run once, there, as a `HelperCall` that sees and may set every name
/// around it (a closure captures its scope), whose `return` ends the closure and gives its value.
/// The body is translated in a copy of this translator, so that a closure with a statement the
/// tool does not follow is one statement not followed, named where the closure is, as a helper's
/// is.
extension CustomDecodingTranslator {
    /// The closure's call as a helper call; `resultType` is the type its context asks of it (the
    /// annotated local or the property it is assigned to), which its `return` values have.
    mutating func calledClosure(_ statements: [BodyStatement], resultType: TypeReference?) throws(Failure) -> DecodingExpression {
        let around = locals.union(properties).union(containers.keys).union([decoderName])
        // A name it declares hides the one around it inside the closure only: the closure starts
        // from the outer value (`if let title = title`) and hands back every other name it sets.
        let shadowed = Self.declaredNames(in: statements).intersection(around).sorted()
        var nested = self
        nested.tryDepth = 0
        nested.returnedContainer = nil
        nested.returnsUnknowable = false
        nested.closureResultType = resultType
        // `{ if let s { s } else { fallback } }()`: Swift 5.9's single `if`/`switch` expression
        // gives the value without `return`; any other body without one returns `Void`.
        let body = nested.translate(Self.explicitReturns(statements))
        if let first = nested.uncheckedStatements.dropFirst(uncheckedStatements.count).first {
            throw Failure(
                reason: "the closure called in place has a statement the tool does not follow: `\(first.statement)`, as \(first.reason)",
                isPrecise: true)
        }
        let returnsUnknowable = nested.returnsUnknowable
        nested.tryDepth = tryDepth
        nested.returnedContainer = returnedContainer
        nested.returnsUnknowable = self.returnsUnknowable
        nested.closureResultType = closureResultType
        nested.currentStatement = currentStatement
        nested.restoreNames(shadowed, from: self)
        self = nested
        let call = HelperCall(
            name: "{ ... }()", arguments: shadowed.map { DecodingArgument(label: $0, value: .variable($0)) }, body: body,
            properties: around.subtracting(shadowed).sorted(), sharedContainers: [])
        return returnsUnknowable ? .conversion(.opaque, .callHelper(call)) : .callHelper(call)
    }

    /// What this translator knows of each name, as `outer` knew it: after a closure whose locals
    /// hid those names, they mean the outer ones again.
    mutating func restoreNames(_ names: [String], from outer: CustomDecodingTranslator) {
        for name in names {
            if outer.locals.contains(name) { locals.insert(name) } else { locals.remove(name) }
            if outer.unknowableLocals.contains(name) { unknowableLocals.insert(name) } else { unknowableLocals.remove(name) }
            if outer.printableLocals.contains(name) { printableLocals.insert(name) } else { printableLocals.remove(name) }
            if outer.arrayLocals.contains(name) { arrayLocals.insert(name) } else { arrayLocals.remove(name) }
            if outer.opaqueInstances.contains(name) { opaqueInstances.insert(name) } else { opaqueInstances.remove(name) }
            containers[name] = outer.containers[name]
            localTypes[name] = outer.localTypes[name]
            keyLocals[name] = outer.keyLocals[name]
            containerPaths[name] = outer.containerPaths[name]
            localReads[name] = outer.localReads[name]
            contextLocals[name] = outer.contextLocals[name]
            messageLocals[name] = outer.messageLocals[name]
            pathLocals[name] = outer.pathLocals[name]
            parameterConstants[name] = outer.parameterConstants[name]
            uncheckedNames[name] = outer.uncheckedNames[name]
        }
    }

    /// `{ ... }()`, or `try { ... }()`.
    static func isCalledClosure(_ value: BodyExpression) -> Bool {
        switch value {
        case .calledClosure: true
        case .tryExpression(_, let covered): isCalledClosure(covered)
        default: false
        }
    }

    /// Every name a closure body declares, at any depth: its locals, the names its conditions
    /// bind, a loop's variable, a `catch` clause's error, and (over-counting, which only makes a
    /// closure not followed) every name a `case` pattern mentions.
    static func declaredNames(in statements: [BodyStatement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            switch statement.kind {
            case .declare(let name, _):
                names.insert(name)
            case .ifStatement(let conditions, let then, let otherwise):
                names.formUnion(boundNames(conditions))
                names.formUnion(declaredNames(in: then))
                names.formUnion(declaredNames(in: otherwise ?? []))
            case .guardStatement(let conditions, let otherwise):
                names.formUnion(boundNames(conditions))
                names.formUnion(declaredNames(in: otherwise))
            case .whileLoop(_, let body):
                names.formUnion(declaredNames(in: body))
            case .forLoop(let name, _, let body):
                names.insert(name)
                names.formUnion(declaredNames(in: body))
            case .switchStatement(_, let cases, let defaultBody):
                for switchCase in cases {
                    for pattern in switchCase.patterns { names.formUnion(Self.names(in: pattern)) }
                    names.formUnion(declaredNames(in: switchCase.body))
                }
                names.formUnion(declaredNames(in: defaultBody ?? []))
            case .doCatch(let body, let catches):
                names.formUnion(declaredNames(in: body))
                for clause in catches {
                    if let error = clause.errorName { names.insert(error) }
                    names.formUnion(declaredNames(in: clause.body))
                }
            case .localFunction(let function):
                names.insert(function.name)
            case .assign, .expression, .throwStatement, .returnStatement, .unread, .localType:
                break
            }
        }
        return names
    }

    private static func boundNames(_ conditions: [BodyCondition]) -> [String] {
        conditions.compactMap { condition in
            if case .bind(let name, _) = condition { return name }
            return nil
        }
    }
}

// MARK: What a closure called in place does, for a statement left uninterpreted

extension CustomDecodingTranslator {
    /// What the closures a statement calls in place (not those of its nested blocks, which
    /// `effects(of:)` reaches itself) may set: they capture the scope around them. Their `return`
    /// ends the closure, not the body.
    func calledClosureEffects(of statement: BodyStatement) -> Effects {
        var effects = Effects()
        for expression in Self.ownExpressions(of: statement) {
            for statements in Self.calledClosures(in: expression) {
                var inner = self.effects(of: statements)
                inner.mayReturn = false
                effects.formUnion(inner)
            }
        }
        return effects
    }

    /// Every name the statements mention, at any depth.
    static func mentionedNames(in statements: [BodyStatement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            for expression in ownExpressions(of: statement) { names.formUnion(Self.names(in: expression)) }
            switch statement.kind {
            case .ifStatement(_, let then, let otherwise):
                names.formUnion(mentionedNames(in: then + (otherwise ?? [])))
            case .guardStatement(_, let body), .whileLoop(_, let body), .forLoop(_, _, let body):
                names.formUnion(mentionedNames(in: body))
            case .switchStatement(_, let cases, let defaultBody):
                names.formUnion(mentionedNames(in: cases.flatMap(\.body) + (defaultBody ?? [])))
            case .doCatch(let body, let catches):
                names.formUnion(mentionedNames(in: body + catches.flatMap(\.body)))
            case .unread(let unread):
                names.formUnion(unread.mentions)
            case .declare, .assign, .expression, .throwStatement, .returnStatement, .localType, .localFunction:
                break
            }
        }
        return names
    }

    /// The expressions a statement evaluates itself, outside its nested blocks.
    static func ownExpressions(of statement: BodyStatement) -> [BodyExpression] {
        switch statement.kind {
        case .declare(_, let value): value.map { [$0] } ?? []
        case .assign(let target, let value): [target, value]
        case .expression(let expression), .throwStatement(let expression): [expression]
        case .returnStatement(let value): value.map { [$0] } ?? []
        case .ifStatement(let conditions, _, _), .guardStatement(let conditions, _):
            conditions.map { condition in
                switch condition {
                case .bind(_, let value), .test(let value): value
                }
            }
        case .whileLoop(let condition, _), .forLoop(_, let condition, _), .switchStatement(let condition, _, _): [condition]
        case .doCatch, .unread, .localType, .localFunction: []
        }
    }

    /// The bodies of the closures an expression calls in place.
    static func calledClosures(in expression: BodyExpression) -> [[BodyStatement]] {
        switch expression {
        case .calledClosure(let statements): [statements]
        case .name, .implicitMember, .literal, .interpolatedString, .typeSelf: []
        case .closure(let body): body.map(calledClosures) ?? []
        case .member(let base, _), .tryExpression(_, let base), .prefix(_, let base), .optionalChain(let base), .forceUnwrap(let base),
            .cast(_, let base, _):
            calledClosures(in: base)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            arguments.reduce(calledClosures(in: callee)) { $0 + calledClosures(in: $1.value) }
        case .arrayLiteral(let elements): elements.flatMap(calledClosures)
        case .binary(_, let left, let right): calledClosures(in: left) + calledClosures(in: right)
        case .ternary(let condition, let then, let otherwise):
            calledClosures(in: condition) + calledClosures(in: then) + calledClosures(in: otherwise)
        }
    }
}
