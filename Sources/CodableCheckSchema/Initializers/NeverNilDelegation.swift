import CodableCheckCore

/// `self.init(rawValue: region)!` in `init(from:)`, delegating to a failable initializer of the
/// type's own whose body can never fail: it has no `return` (so no `return nil`) and delegates
/// to no other initializer (whose failure it would pass on), as AWS Lambda events' `AWSRegion`
/// writes `init?(rawValue:)` to conform to `RawRepresentable` while storing any string. The
/// force unwrap then never stops the app, and the call runs as `self.init(...)` to that body
/// does (`HelperInlining`, as a delegation: what it does not follow is reported where it is).
/// Any other failable initializer stays a statement not followed: whether it gives nil, and
/// so whether the app stops, depends on its body.
enum NeverNilDelegation {
    static func statement(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator)
        throws(CustomDecodingTranslator.Failure) -> DecodingStatement?
    {
        guard case .forceUnwrap(.call(.member(.name("self"), "init"), let arguments)) = expression,
            translator.containers["self"] == nil,
            let initializer = translator.resolver.helper(
                named: "init?", labels: arguments.map(\.label), isStatic: false, of: translator.node),
            case .statements(let statements) = initializer.body.body, neverFails(statements)
        else { return nil }
        var function = initializer
        function.name = "init"
        return .evaluate(try HelperInlining.inlinedCall(of: function, declaredIn: .type(translator.node), arguments, in: &translator))
    }

    /// Whether a failable initializer's statements can never give nil: no `return` at any depth
    /// (closures called in place return from themselves, not from it), no delegation to another
    /// initializer, nothing left unread (which might do either).
    static func neverFails(_ statements: [BodyStatement]) -> Bool {
        !ImplicitReturns.returnsSomewhere(statements, orBare: true) && !statements.contains(where: FailableInitializerCalls.setsSelf)
    }
}
