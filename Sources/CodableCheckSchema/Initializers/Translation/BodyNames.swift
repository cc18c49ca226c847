/// The names an `init(from:)` body mentions and declares, read from the statements and
/// expressions as written (closures included), without any translation state: what an
/// uninterpreted statement may touch (`CustomDecodingTranslator.effects(of:)`), what a closure
/// called in place captures or declares (`CustomDecodingTranslator+CalledClosures`), which
/// names a thrown error names, and the local functions a block declares.
enum BodyNames {
    static func names(in condition: BodyCondition) -> Set<String> {
        switch condition {
        case .bind(_, let value), .test(let value), .enumCase(_, _, let value): names(in: value)
        }
    }

    /// Every name an expression mentions (closures included).
    static func names(in expression: BodyExpression) -> Set<String> {
        switch expression {
        case .name(let name): [name]
        case .implicitMember, .literal, .interpolatedString, .typeSelf: []
        case .closure(let body): body.map(names) ?? []
        case .calledClosure(let statements): mentionedNames(in: statements)
        case .member(let base, _), .tryExpression(_, let base), .prefix(_, let base), .optionalChain(let base), .forceUnwrap(let base):
            names(in: base)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            arguments.reduce(names(in: callee)) { $0.union(names(in: $1.value)) }
        case .cast(_, let value, _): names(in: value)
        case .arrayLiteral(let elements): elements.reduce(into: []) { $0.formUnion(names(in: $1)) }
        case .binary(_, let left, let right): names(in: left).union(names(in: right))
        case .ternary(let condition, let then, let otherwise): names(in: condition).union(names(in: then)).union(names(in: otherwise))
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
            if case .enumCase(_, let name?, _) = condition { return name }
            return nil
        }
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
                case .bind(_, let value), .test(let value), .enumCase(_, _, let value): value
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

    /// The functions a block declares directly: in scope for the whole block, as Swift's local
    /// functions are (they may call one another, whatever their order).
    static func localFunctions(in statements: [BodyStatement]) -> [FunctionDeclaration] {
        statements.compactMap { statement in
            if case .localFunction(let function) = statement.kind { return function }
            return nil
        }
    }
}
