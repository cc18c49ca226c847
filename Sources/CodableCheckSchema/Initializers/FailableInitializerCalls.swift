import CodableCheckCore

/// A call of a failable initializer the app declares, whose body only picks the value `self`
/// becomes (`JSONSchemaType(rawValue: text)` with `init?(rawValue:)` a `switch` of `case
/// "string": self = .string` and `default: return nil`): run as a helper of that type, each
/// `self = e` in tail position read as `return e`, so the call gives nil where the body returns
/// nil and the value `self` would hold otherwise. The body is translated as any helper's is: a
/// trap in it (`fatalError`, a force unwrap) stops the app where it is, a throw throws.
///
/// Only bodies where every `self = e` ends the initializer (the last statement, or the last
/// of a `switch` case, `if` or `else` that is itself last): an initializer that goes on after
/// setting `self`, or sets stored properties one by one, is left to the rules before.
enum FailableInitializerCalls {
    static func value(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator)
        throws(CustomDecodingTranslator.Failure) -> DecodingExpression?
    {
        guard case .call(let callee, let arguments) = expression, arguments.first?.label != "from" else { return nil }
        var typeCallee = callee
        if case .member(let owner, "init") = callee { typeCallee = owner }
        guard let path = WrittenExpression.typePath(of: typeCallee), let type = translator.declaredType(path), type.kind != .protocol,
            let initializer = translator.resolver.helper(named: "init?", labels: arguments.map(\.label), isStatic: false, of: type),
            case .statements(let statements) = initializer.body.body, let returning = returningSelf(statements)
        else { return nil }
        // Static: the helper sees no `self`. Its returns are written out: a trailing
        // `fatalError(...)` stays a statement (`returnsValue` would read it as a value returned).
        var function = initializer
        function.isStatic = true
        function.body.body = .statements(returning)
        return try HelperInlining.inlinedCall(of: function, declaredIn: .type(type), arguments, in: &translator)
    }

    /// The statements with each `self = e` that ends them read as `return e`; nil when `self` is
    /// set anywhere else.
    static func returningSelf(_ statements: [BodyStatement]) -> [BodyStatement]? {
        guard var last = statements.last, !statements.dropLast().contains(where: setsSelf) else { return nil }
        switch last.kind {
        case .assign(.name("self"), let value):
            last.kind = .returnStatement(value)
        case .switchStatement(let subject, let cases, let defaultBody):
            var rewritten: [BodySwitchCase] = []
            for var switchCase in cases {
                guard let body = returningSelf(switchCase.body) else { return nil }
                switchCase.body = body
                rewritten.append(switchCase)
            }
            var otherwise: [BodyStatement]?
            if let defaultBody {
                guard let body = returningSelf(defaultBody) else { return nil }
                otherwise = body
            }
            last.kind = .switchStatement(subject: subject, cases: rewritten, defaultBody: otherwise)
        case .ifStatement(let conditions, let then, let otherwise?):
            guard let then = returningSelf(then), let otherwise = returningSelf(otherwise) else { return nil }
            last.kind = .ifStatement(conditions: conditions, then: then, otherwise: otherwise)
        case .returnStatement, .throwStatement, .expression:
            // `return nil`, a throw, `fatalError(...)`: read as they are (an expression that sets
            // `self` is refused below).
            guard !setsSelf(last) else { return nil }
        default:
            return nil
        }
        return statements.dropLast() + [last]
    }

    /// Whether the statement sets `self` anywhere (`self.init(...)` too).
    static func setsSelf(_ statement: BodyStatement) -> Bool {
        switch statement.kind {
        case .assign(.name("self"), _): return true
        case .expression(.call(.member(.name("self"), "init"), _)): return true
        case .expression(.tryExpression(_, .call(.member(.name("self"), "init"), _))): return true
        case .ifStatement(_, let then, let otherwise): return (then + (otherwise ?? [])).contains(where: setsSelf)
        case .guardStatement(_, let body), .whileLoop(_, let body), .forLoop(_, _, let body): return body.contains(where: setsSelf)
        case .switchStatement(_, let cases, let defaultBody): return (cases.flatMap(\.body) + (defaultBody ?? [])).contains(where: setsSelf)
        case .doCatch(let body, let catches): return (body + catches.flatMap(\.body)).contains(where: setsSelf)
        case .unread: return true
        case .declare, .assign, .expression, .throwStatement, .returnStatement, .localType, .localFunction: return false
        }
    }
}
