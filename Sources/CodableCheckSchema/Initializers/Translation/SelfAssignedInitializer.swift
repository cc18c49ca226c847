import CodableCheckCore

/// `self = try ChannelId(cid: cid)` in a struct's or enum's `init(from:)`: a value of the type
/// itself, made by another of its initializers and assigned to `self`. For a value type that is
/// what `try self.init(cid: cid)` does (the same initializer runs, with the same arguments, and
/// its errors and traps are the ones the app meets), so the statement is read as that
/// delegation, which the translator follows into the initializer's body (or reports where it
/// cannot). A force unwrap of a failable one (`self = Token(raw)!`) reads as `self.init(raw)!`.
/// Read as written, a non-throwing one is a value the tool does not know, and what `--print`
/// writes of it is not the app's: the delegation comes first.
///
/// Only the type's own name (or `Self`) and never `init(from:)` itself; a class cannot assign
/// `self`, and `try?` gives an optional that `self` cannot take.
enum SelfAssignedInitializer {
    /// The delegation statement `value`, assigned to `target`, reads as; nil when it is not one.
    static func delegation(_ target: BodyExpression, _ value: BodyExpression, in translator: CustomDecodingTranslator) -> BodyExpression? {
        guard case .name("self") = target, translator.node.kind == .struct || translator.node.kind == .enum else { return nil }
        switch value {
        case .tryExpression("try", let covered):
            return initializerCall(covered, in: translator).map { .tryExpression("try", $0) }
        case .forceUnwrap(let made):
            return initializerCall(made, in: translator).map { .forceUnwrap($0) }
        default:
            return initializerCall(value, in: translator)
        }
    }

    /// The statement read as the delegation `delegated`, when that is followed whole; else as
    /// written, when that is (a non-throwing initializer's value taken as one the tool does not
    /// know, as before this rule); else the delegation, which says where in the initializer the
    /// tool stops.
    static func translate(_ statement: BodyStatement, _ delegated: BodyExpression, in translator: inout CustomDecodingTranslator)
        throws(CustomDecodingTranslator.Failure) -> DecodingStatement
    {
        let before = translator
        func followedWhole(_ translator: CustomDecodingTranslator) -> Bool {
            translator.uncheckedStatements.count == before.uncheckedStatements.count
                && translator.assumedChecks.count == before.assumedChecks.count
        }
        var viaDelegation: Result<DecodingStatement, CustomDecodingTranslator.Failure>
        do throws(CustomDecodingTranslator.Failure) {
            viaDelegation = .success(try translator.translateExpressionStatement(delegated))
        } catch {
            viaDelegation = .failure(error)
        }
        if case .success(let made) = viaDelegation, followedWhole(translator) { return made }
        let afterDelegation = translator
        translator = before
        translator.readsSelfAssignmentAsWritten = true
        if let asWritten = try? translator.translate(statement), followedWhole(translator) {
            translator.readsSelfAssignmentAsWritten = false
            return asWritten
        }
        translator = afterDelegation
        return try viaDelegation.get()
    }

    /// `self.init(arguments)` for `T(arguments)` or `T.init(arguments)`, `T` the type itself.
    private static func initializerCall(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> BodyExpression? {
        guard case .call(var callee, let arguments) = expression, arguments.first?.label != "from" else { return nil }
        if case .member(let owner, "init") = callee { callee = owner }
        guard let path = WrittenExpression.typePath(of: callee), !path.contains(where: { $0.contains("<") }),
            path == ["Self"] || translator.declaredType(path).map({ $0 === translator.node }) == true
        else { return nil }
        return .call(.member(.name("self"), "init"), arguments)
    }
}
