/// `let attempt = try attemptDecoding(A.self, from: container).map { Self.first($0) }`, then
/// `if case let .success(value) = attempt { self = value; return }`: a "try this type, else the
/// next" step written through a helper that returns a `Result` (the shape an `Either` of an
/// OpenAPI library decodes with). The helper's whole body must be
///
///     let result: Result<T, Failure>
///     do { result = try .success(container.decode(T.self)) }
///     catch (let error as DecodingError) { result = .failure(...) }   // any decided clauses,
///     catch { result = .failure(...) }                                 // the last taking every error
///     return result
///
/// with a `.failure` value that can neither throw nor stop the app. Then the step is exactly
/// `do { self = Self.first(try container.decode(A.self)); return } catch { }`: the decode runs
/// once, a failure of any kind is swallowed (the helper kept it as a value), and a success sets
/// `self` and ends the body. The two statements are read so, and the local keeps no value the
/// tool knows (it is nil to the program): it may then only feed the arguments of a `throw`
/// (`[attemptA, attemptB].map { $0.error }`, kept in the app's own error), whose words the tool
/// makes no claim about. Any other shape, or another use of the local, is left as written.
enum ResultAttempts {
    /// The statements with each such pair rewritten.
    static func expanding(_ statements: [BodyStatement], in translator: CustomDecodingTranslator) -> [BodyStatement] {
        guard statements.contains(where: { successTest(of: $0) != nil }) else { return statements }
        var result: [BodyStatement] = []
        var index = 0
        while index < statements.count {
            if index + 1 < statements.count,
                let rewritten = rewritten(
                    statements[index], statements[index + 1], before: statements[..<index], rest: statements[(index + 2)...],
                    in: translator)
            {
                result += rewritten
                index += 2
                continue
            }
            result.append(statements[index])
            index += 1
        }
        return result
    }

    private static func rewritten(
        _ declaration: BodyStatement, _ test: BodyStatement, before: ArraySlice<BodyStatement>, rest: ArraySlice<BodyStatement>,
        in translator: CustomDecodingTranslator
    ) -> [BodyStatement]? {
        guard case .declare(let local, .tryExpression("try", let written)?) = declaration.kind,
            let (subject, bound, then) = successTest(of: test), subject == .name(local),
            then.count == 2, then[0].kind == .assign(target: .name("self"), value: .name(bound)),
            then[1].kind == .returnStatement(nil), feedsOnlyThrows(local, rest)
        else { return nil }
        var call = written
        var wrap: String?
        if case .call(.member(let inner, "map"), let arguments) = written {
            guard arguments.count == 1, case .closure(.call(let made, let madeArguments)?) = arguments[0].value,
                madeArguments.count == 1, madeArguments[0].label == nil, madeArguments[0].value == .name("$0"),
                let caseName = ownCase(made, of: translator.node)
            else { return nil }
            call = inner
            wrap = caseName
        }
        guard case .call(let callee, let arguments) = call, let decoded = attemptedDecode(callee, arguments, in: translator),
            case .call(.member(.name(let container), "decode"), _) = decoded, isSingleValueContainer(container, before, translator)
        else { return nil }
        // `self = .first(try container.decode(A.self))`: the case as the body names its own.
        let tried: BodyExpression = .tryExpression("try", decoded)
        let value: BodyExpression = wrap.map { .call(.implicitMember($0), [BodyArgument(label: nil, value: tried)]) } ?? tried
        var kept = declaration
        kept.kind = .declare(name: local, value: nil)
        var setsSelf = then[0]
        setsSelf.kind = .assign(target: .name("self"), value: value)
        var attempt = test
        attempt.kind = .doCatch(body: [setsSelf, then[1]], catches: [BodyCatch(pattern: nil, errorName: "error", body: [])])
        return [kept, attempt]
    }

    /// `if case let .success(value) = subject { then }`, with no other condition and no `else`.
    private static func successTest(of statement: BodyStatement) -> (subject: BodyExpression, bound: String, then: [BodyStatement])? {
        guard case .ifStatement(let conditions, let then, nil) = statement.kind, conditions.count == 1,
            case .enumCase("success", let bound?, let subject) = conditions[0]
        else { return nil }
        return (subject, bound, then)
    }

    /// `Self.first`, `Either.first` or `.first`: a case of the enum being decoded.
    private static func ownCase(_ callee: BodyExpression, of node: DeclarationNode) -> String? {
        let name: String
        switch callee {
        case .implicitMember(let caseName): name = caseName
        case .member(.name(let owner), let caseName) where owner == "Self" || owner == node.name: name = caseName
        default: return nil
        }
        return node.kind == .enum && node.declaration.members.enumCases.contains { $0.name == name } ? name : nil
    }

    /// Whether `name` is a single-value container: one the helper's reads leave as they find it
    /// (an unkeyed one handed over is a copy whose position the caller's does not share). Known
    /// from an enclosing block, or from its last declaration among the statements before.
    private static func isSingleValueContainer(
        _ name: String, _ before: ArraySlice<BodyStatement>, _ translator: CustomDecodingTranslator
    ) -> Bool {
        for statement in before.reversed() {
            switch statement.kind {
            case .declare(name, let value?):
                guard case .tryExpression("try", .call(.member(_, "singleValueContainer"), let arguments)) = value else { return false }
                return arguments.isEmpty
            case .assign(.name(name), _): return false
            default: continue
            }
        }
        if case .single? = translator.containers[name] { return true }
        return false
    }

    /// Whether the later statements use `local` only in the arguments of a `throw`, directly or
    /// through locals made from it that are used so in turn.
    private static func feedsOnlyThrows(_ local: String, _ rest: ArraySlice<BodyStatement>) -> Bool {
        var tainted: Set<String> = [local]
        for statement in rest {
            let mentioned = BodyNames.mentionedNames(in: [statement])
            guard !mentioned.isDisjoint(with: tainted) else { continue }
            switch statement.kind {
            case .throwStatement: continue
            case .declare(let name, let value?) where cannotThrowOrStop(value): tainted.insert(name)
            default: return false
            }
        }
        return true
    }

    /// Made of names, members, literals, calls and one-expression closures, with no `try`, force
    /// unwrap, `as!` or subscript: what builds the app's error from the attempts cannot throw or
    /// trap on a failure where it would not on the nil the tool holds instead.
    private static func cannotThrowOrStop(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .name, .implicitMember, .literal, .typeSelf, .interpolatedString: true
        case .member(let base, _), .optionalChain(let base), .cast("as?", let base, _): cannotThrowOrStop(base)
        case .closure(let body?): cannotThrowOrStop(body)
        case .arrayLiteral(let elements): elements.allSatisfy(cannotThrowOrStop)
        case .call(let callee, let arguments): cannotThrowOrStop(callee) && arguments.allSatisfy { cannotThrowOrStop($0.value) }
        default: false
        }
    }

    /// `container.decode(A.self)`, in the caller's names, when the call names a helper whose
    /// whole body is the attempt described above, decoding the type its metatype parameter is
    /// given from the container it is given.
    private static func attemptedDecode(
        _ callee: BodyExpression, _ arguments: [BodyArgument], in translator: CustomDecodingTranslator
    ) -> BodyExpression? {
        guard let (function, _) = HelperInlining.helperFunction(callee, arguments, in: translator),
            function.parameters.count == arguments.count, case .statements(let body) = function.body.body, body.count == 3,
            case .declare(let result, nil) = body[0].kind,
            case .doCatch(let tried, let catches) = body[1].kind, case .returnStatement(.name(result)?) = body[2].kind,
            tried.count == 1,
            case .assign(.name(result), .tryExpression("try", .call(.implicitMember("success"), let success))) = tried[0].kind,
            success.count == 1, success[0].label == nil,
            case .call(.member(.name(let containerParameter), "decode"), let decodeArguments) = success[0].value,
            decodeArguments.count == 1, decodeArguments[0].label == nil, case .typeSelf(.named(let generic)) = decodeArguments[0].value,
            generic.count == 1, generic[0].arguments.isEmpty, function.genericParameters.contains(generic[0].name),
            let last = catches.last, last.decidedPattern?.pattern == .everyError,
            catches.allSatisfy({ $0.decidedPattern != nil && failureCannotStop($0, result: result, in: translator) })
        else { return nil }
        var container: BodyExpression?
        var decodedType: TypeReference?
        for (parameter, argument) in zip(function.parameters, arguments) {
            guard parameter.label == argument.label || (parameter.label == nil && argument.label == nil) else { return nil }
            if parameter.name == containerParameter, case .name = argument.value { container = argument.value }
            if parameter.type == .metatype(.simple(generic[0].name)), case .typeSelf(let type) = argument.value {
                decodedType = type
            }
        }
        guard let container, let decodedType else { return nil }
        return .call(.member(container, "decode"), [BodyArgument(label: nil, value: .typeSelf(decodedType))])
    }

    /// A clause whose one statement keeps a failure (`result = .failure(...)`) built by calls
    /// that can neither throw nor stop the app: initializers of declared types (as
    /// `AppCallTraps` judges them), `DecodingError`'s cases and context, `String(describing:)`.
    private static func failureCannotStop(_ clause: BodyCatch, result: String, in translator: CustomDecodingTranslator) -> Bool {
        guard clause.body.count == 1, case .assign(.name(result), .call(.implicitMember("failure"), let failure)) = clause.body[0].kind,
            failure.count == 1
        else { return false }
        return isInert(failure[0].value, in: translator) && !translator.trapRule.mayTrap(failure[0].value)
    }

    private static func isInert(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        switch expression {
        case .name, .literal, .typeSelf, .implicitMember: return true
        case .member(let base, _): return isInert(base, in: translator)
        case .call(let callee, let arguments):
            guard arguments.allSatisfy({ isInert($0.value, in: translator) }) else { return false }
            switch callee {
            case .implicitMember("init"): return true
            case .member(.name("DecodingError"), let kind):
                return ["typeMismatch", "keyNotFound", "valueNotFound", "dataCorrupted", "Context"].contains(kind)
            case .name("String"): return arguments.map(\.label) == ["describing"]
            default:
                guard let path = WrittenExpression.typePath(of: callee) else { return false }
                return translator.declaredType(path) != nil
            }
        default: return false
        }
    }
}
