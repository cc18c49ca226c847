/// `self = try Self.decodeStringDict(from: decoder) as! Self` (an ordered dictionary's
/// `init(from:)` when its keys are strings, after `if Key.self == String.self`, which
/// `MetatypeTests` decides): a static helper of the type that returns `Any`, cast back to the
/// type. The plan of a generic type is built for each use, where its generic arguments are
/// known, so the cast is decided when the schema is read, from what the helper returns: a value
/// it makes by calling a struct's or enum's initializer (`var map = OrderedMap<String, Value>()`,
/// then `return map`; or `return Self()`), whose type at run time is the one written there
/// (a value type has no subclasses). That type is compared with `Self` as `MetatypeTests`
/// compares types: the same declaration, and each generic argument the same type as the
/// parameter it fills (`String` for `Key` where the use binds `Key` to `String`).
///
/// When the cast holds it is dropped: `self = try Self.helper(...)`, the helper followed as any
/// other. When it certainly fails (another declaration, or an argument of another type), the
/// helper runs and then the app stops at the cast, as `as!` traps (probed on 6.3.1: "Could not
/// cast value of type ..."). Anything else (a class, a value of a type the tool cannot name, a
/// helper it cannot find) is left as written, a statement the tool does not follow.
enum SelfCasts {
    /// What running the cast does.
    enum Outcome: Equatable {
        case holds
        case fails
    }

    /// The statements with each decided cast rewritten, at any depth of `if`, `guard` and `do`.
    static func deciding(
        _ statements: [BodyStatement], of node: DeclarationNode, in scope: TypeScope, resolver: TypeResolver
    ) -> [BodyStatement] {
        statements.flatMap { statement in rewritten(statement, of: node, in: scope, resolver: resolver) }
    }

    private static func rewritten(
        _ statement: BodyStatement, of node: DeclarationNode, in scope: TypeScope, resolver: TypeResolver
    ) -> [BodyStatement] {
        func inner(_ statements: [BodyStatement]) -> [BodyStatement] { deciding(statements, of: node, in: scope, resolver: resolver) }
        var result = statement
        switch statement.kind {
        case .assign(.name("self"), .tryExpression("try", .cast("as!", let call, let type))):
            guard type == .simple("Self"), case .call(let callee, let arguments) = call,
                let outcome = outcome(of: callee, arguments, of: node, in: scope, resolver: resolver)
            else { return [statement] }
            switch outcome {
            case .holds:
                result.kind = .assign(target: .name("self"), value: .tryExpression("try", call))
                return [result]
            case .fails:
                result.kind = .assign(target: .name("_"), value: .tryExpression("try", call))
                var stop = statement
                let cast = WrittenExpression.render(.cast("as!", call, type))
                stop.kind = .expression(.call(.name("fatalError"), [BodyArgument(label: nil, value: .literal(JSONText.quoted(cast)))]))
                return [result, stop]
            }
        case .ifStatement(let conditions, let then, let otherwise):
            result.kind = .ifStatement(conditions: conditions, then: inner(then), otherwise: otherwise.map(inner))
        case .guardStatement(let conditions, let otherwise):
            result.kind = .guardStatement(conditions: conditions, otherwise: inner(otherwise))
        case .doCatch(let body, let catches):
            result.kind = .doCatch(body: inner(body), catches: catches)
        default:
            break
        }
        return [result]
    }

    /// Whether `Self.name(arguments) as! Self` holds; nil when that is not certain.
    static func outcome(
        of callee: BodyExpression, _ arguments: [BodyArgument], of node: DeclarationNode, in scope: TypeScope, resolver: TypeResolver
    ) -> Outcome? {
        guard case .member(.name(let owner), let name) = callee, owner == "Self" || owner == node.name,
            let helper = resolver.helper(named: name, labels: arguments.map(\.label), isStatic: true, of: node),
            case .statements(let body) = helper.body.body
        else { return nil }
        let returned = returnedValues(in: body)
        guard !returned.isEmpty else { return nil }
        var outcomes: Set<Outcome> = []
        for value in returned {
            guard let made = madeType(of: value, in: body),
                let outcome = outcome(ofMaking: made, as: node, in: scope, resolver: resolver)
            else { return nil }
            outcomes.insert(outcome)
        }
        return outcomes.count == 1 ? outcomes.first : nil
    }

    /// The values the body's `return` statements give, at any depth; one that returns nothing
    /// (or a body the tool cannot walk) gives none.
    private static func returnedValues(in statements: [BodyStatement]) -> [BodyExpression] {
        var values: [BodyExpression] = []
        for statement in statements {
            switch statement.kind {
            case .returnStatement(let value?): values.append(value)
            case .ifStatement(_, let then, let otherwise): values += returnedValues(in: then + (otherwise ?? []))
            case .guardStatement(_, let otherwise): values += returnedValues(in: otherwise)
            case .forLoop(_, _, let body), .whileLoop(_, let body): values += returnedValues(in: body)
            case .doCatch(let body, let catches): values += returnedValues(in: body + catches.flatMap(\.body))
            case .switchStatement(_, let cases, let defaultBody):
                values += returnedValues(in: cases.flatMap(\.body) + (defaultBody ?? []))
            default: break
            }
        }
        return values
    }

    /// The type a returned value was made as: an initializer call (`Self()`,
    /// `OrderedMap<String, Value>()`), or a local of the body's top level declared with one and
    /// no annotation. Nil for anything else.
    private static func madeType(of value: BodyExpression, in body: [BodyStatement]) -> TypeReference? {
        switch value {
        case .call(let callee, _):
            if case .member(let base, "init") = callee { return CalledType.of(base)?.type }
            return CalledType.of(callee)?.type
        case .name(let local):
            let declared = body.compactMap { statement -> BodyExpression?? in
                guard case .declare(local, let value) = statement.kind else { return nil }
                return .some(value)
            }
            guard declared.count == 1, case .call? = declared[0] ?? nil, let value = declared[0] else { return nil }
            return madeType(of: value, in: [])
        default:
            return nil
        }
    }

    /// Whether a value made as `made` (written in the declaration's own scope, where its generic
    /// parameters are those `scope` binds) is a `Self`; nil when not certain.
    private static func outcome(ofMaking made: TypeReference, as node: DeclarationNode, in scope: TypeScope, resolver: TypeResolver)
        -> Outcome?
    {
        guard case .named(let components) = made, let last = components.last else { return nil }
        let path = components.map(\.name)
        if path == ["Self"] { return last.arguments.isEmpty ? .holds : nil }
        guard let declared = resolver.nominal(path, from: node) else { return nil }
        guard declared.order == node.order else {
            // Another declaration of the models: a value of another type, unless a class
            // (a subclass of nothing here, but `Self` may be a class the tool cannot follow).
            return declared.kind == .class || node.kind == .class ? nil : .fails
        }
        guard node.kind == .struct || node.kind == .enum else { return nil }
        let parameters = node.declaration.genericParameters
        guard last.arguments.count == parameters.count,
            components.dropLast().allSatisfy({ $0.arguments.isEmpty })
        else { return nil }
        var allSame = true
        for (argument, parameter) in zip(last.arguments, parameters) {
            if argument == .simple(parameter) { continue }
            guard let written = MetatypeTests.identity(of: argument, in: scope, resolver: resolver),
                let bound = MetatypeTests.identity(of: .simple(parameter), in: scope, resolver: resolver),
                let same = MetatypeTests.same(written, bound)
            else {
                allSame = false
                continue
            }
            if !same { return .fails }
        }
        return allSame ? .holds : nil
    }
}
