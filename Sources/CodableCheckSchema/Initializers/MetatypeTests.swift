/// `if Format.self == JSONTypeFormat.StringFormat.self` in a generic type's `init(from:)`: a test
/// of which type a generic parameter stands for. The plan of a generic type is built for each
/// use (`CoreContext<JSONTypeFormat.IntegerFormat>`), where the parameter's argument is known, so
/// the test is decided when the schema is read, as the compiled program decides it when it runs:
/// `==` on two metatypes holds exactly when they are the same type.
///
/// Decided only where the two types are certainly the same or certainly different: two
/// declarations of the models (the same one, or two); one of them and a type of the standard
/// library or Foundation; two of the latter of different kinds. Anything else (a generic type, a
/// placeholder of the survey, two library names of one kind that may be one type through a
/// typealias of the library, `Float64` and `Double`) is left as written, a test the tool does not
/// evaluate.
enum MetatypeTests {
    /// What a type is, as far as telling it apart from another goes.
    enum Identity: Equatable {
        /// A declaration of the models, by its order.
        case declared(Int)
        /// A type of the standard library or Foundation, by its kind and its name.
        case library(BuiltinType, name: String)
    }

    /// Whether the two types are the same; nil when that is not certain.
    static func same(_ left: Identity, _ right: Identity) -> Bool? {
        switch (left, right) {
        case (.declared(let a), .declared(let b)): return a == b
        case (.declared, .library), (.library, .declared): return false
        case (.library(let a, let aName), .library(let b, let bName)):
            if a != b { return false }
            return aName == bName ? true : nil
        }
    }

    /// The type a written type denotes here, through typealiases and what generic parameters
    /// stand for; nil for one with generic arguments or one that is not certain.
    static func identity(of type: TypeReference, in scope: TypeScope, resolver: TypeResolver, depth: Int = 0) -> Identity? {
        guard depth < TypeResolver.maximumAliasDepth, case .named(let components) = type,
            components.allSatisfy({ $0.arguments.isEmpty })
        else { return nil }
        switch scope.resolve(components, with: resolver) {
        case .node(let node):
            guard node.declaration.genericParameters.isEmpty, !node.isInGenericContext, !node.declaration.isDeclaredElsewhere
            else { return nil }
            return .declared(node.order)
        case .builtin(let builtin, let name):
            return .library(builtin, name: name)
        case .alias(let alias, let aliasScope):
            guard alias.genericParameters.isEmpty, let target = alias.target else { return nil }
            return identity(of: target, in: TypeScope(node: aliasScope), resolver: resolver, depth: depth + 1)
        case .genericParameter(let name):
            guard let binding = scope.bindings[name], binding.reference != TypeScope.surveyPlaceholder else { return nil }
            return identity(of: binding.reference, in: binding.scope, resolver: resolver, depth: depth + 1)
        case .ambiguous, .unresolvedAssociatedType, .notFound:
            return nil
        }
    }

    /// The statements with every decided test replaced by its value (`true` or `false`), in
    /// `if`, `guard` and `while` conditions at any depth. An `if` whose only condition is decided
    /// keeps only the side that runs, so that the other (code written for other arguments, such
    /// as a dictionary's string keys) is not read; statements after an `if` that always runs
    /// and always leaves the body (`return`, `throw`) never run and are dropped.
    static func deciding(_ statements: [BodyStatement], _ decide: (TypeReference, TypeReference) -> Bool?) -> [BodyStatement] {
        var result: [BodyStatement] = []
        for statement in statements {
            var decided = statement
            decided.kind = kind(of: statement.kind, decide)
            result.append(decided)
            if case .ifStatement([.test(.literal("true"))], let then, nil) = decided.kind, leaves(then) { break }
        }
        return result
    }

    private static func kind(of kind: BodyStatement.Kind, _ decide: (TypeReference, TypeReference) -> Bool?) -> BodyStatement.Kind {
        switch kind {
        case .ifStatement(let conditions, let then, let otherwise):
            let tested = conditions.map { condition(of: $0, decide) }
            let then = deciding(then, decide)
            let otherwise = otherwise.map { deciding($0, decide) }
            switch tested {
            case [.test(.literal("true"))]: return .ifStatement(conditions: tested, then: then, otherwise: nil)
            case [.test(.literal("false"))]: return .ifStatement(conditions: tested, then: [], otherwise: otherwise)
            default: return .ifStatement(conditions: tested, then: then, otherwise: otherwise)
            }
        case .guardStatement(let conditions, let otherwise):
            return .guardStatement(conditions: conditions.map { condition(of: $0, decide) }, otherwise: deciding(otherwise, decide))
        case .whileLoop(let test, let body):
            return .whileLoop(condition: expression(test, decide), body: deciding(body, decide))
        case .forLoop(let name, let sequence, let body):
            return .forLoop(name: name, sequence: sequence, body: deciding(body, decide))
        case .switchStatement(let subject, let cases, let defaultBody):
            let cases = cases.map { BodySwitchCase(patterns: $0.patterns, body: deciding($0.body, decide), binding: $0.binding) }
            return .switchStatement(subject: subject, cases: cases, defaultBody: defaultBody.map { deciding($0, decide) })
        case .doCatch(let body, let catches):
            let catches = catches.map { BodyCatch(pattern: $0.pattern, errorName: $0.errorName, body: deciding($0.body, decide)) }
            return .doCatch(body: deciding(body, decide), catches: catches)
        case .declare, .assign, .expression, .throwStatement, .returnStatement, .unread, .localType, .localFunction:
            return kind
        }
    }

    private static func condition(of condition: BodyCondition, _ decide: (TypeReference, TypeReference) -> Bool?) -> BodyCondition {
        if case .test(let test) = condition { return .test(expression(test, decide)) }
        return condition
    }

    /// `A.self == B.self` (or `!=`) as a literal when decided, and `&&`, `||`, `!` around such
    /// tests; any other expression as written (not looked into: a test inside a call's argument is
    /// no condition of the statement).
    private static func expression(_ expression: BodyExpression, _ decide: (TypeReference, TypeReference) -> Bool?) -> BodyExpression {
        expression.rewritten { part in
            switch part {
            case .binary(let operation, .typeSelf(let left), .typeSelf(let right)) where operation == "==" || operation == "!=":
                guard let same = decide(left, right) else { return part }
                return .literal(String(same == (operation == "==")))
            case .binary("&&", _, _), .binary("||", _, _), .prefix("!", _): return nil
            default: return part
            }
        }
    }

    /// Whether running the statements always leaves the body (their last one returns or throws).
    private static func leaves(_ statements: [BodyStatement]) -> Bool {
        switch statements.last?.kind {
        case .returnStatement?, .throwStatement?: true
        default: false
        }
    }
}

extension MetatypeTests {
    /// The initializer with the tests of its body decided in `scope` (what its generic
    /// parameters stand for), and then its casts of a helper's result to `Self` (`SelfCasts`),
    /// before it is translated.
    static func deciding(_ initializer: DecodingInitializer, in scope: TypeScope, resolver: TypeResolver) -> DecodingInitializer {
        guard case .statements(let statements) = initializer.body else { return initializer }
        var decided = initializer
        var read = deciding(statements) { left, right in
            guard let left = identity(of: left, in: scope, resolver: resolver),
                let right = identity(of: right, in: scope, resolver: resolver)
            else { return nil }
            return same(left, right)
        }
        // `self = try Self.decodeStringDict(from: decoder) as! Self`, in the side that runs.
        if let node = scope.node { read = SelfCasts.deciding(read, of: node, in: scope, resolver: resolver) }
        decided.body = .statements(read)
        return decided
    }
}
