/// `self = try ChannelId(cid: cid)` in a struct's or enum's `init(from:)`: a value of the type
/// itself, made by another of its initializers and assigned to `self`. For a value type that is
/// what `try self.init(cid: cid)` does (the same initializer runs, with the same arguments, and
/// its errors and traps are the ones the app meets), so the statement is read as that
/// delegation, which the translator follows into the initializer's body (or reports where it
/// cannot). A force unwrap of a failable one (`self = Token(raw)!`) reads as `self.init(raw)!`.
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
