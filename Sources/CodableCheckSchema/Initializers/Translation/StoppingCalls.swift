import CodableCheckCore

/// Where the app's code stops the app on purpose: `fatalError(...)` and
/// `preconditionFailure(...)` always, `precondition(c, ...)` when `c` is false (read as `guard c
/// else { stop }`, so that a condition the tool cannot evaluate is assumed to hold, and said to
/// be, as a `guard` that throws is). Their messages are `@autoclosure`s that cannot throw: they
/// change nothing the tool reports. `assert` and `assertionFailure` stop only a debug build; they
/// are not taken here.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum StoppingCalls {
    typealias Failure = CustomDecodingTranslator.Failure

    /// Functions that stop the app whenever they are called.
    static let stoppingFunctions: Set<String> = ["fatalError", "preconditionFailure"]

    /// The statement a call of a stopping function is; nil for any other expression.
    static func stoppingStatement(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingStatement?
    {
        guard case .call(.name(let function), let arguments) = expression, !translator.locals.contains(function) else { return nil }
        if Self.stoppingFunctions.contains(function) { return .stop(source: WrittenExpression.render(expression), cause: nil) }
        guard function == "precondition", let condition = arguments.first, condition.label == nil else { return nil }
        let tested = try translator.translate(condition.value)
        if translator.isUnknowable(tested), let currentStatement = translator.currentStatement { translator.assumeCheck(currentStatement) }
        return .guardElse([.test(tested)], otherwise: [.stop(source: WrittenExpression.render(expression), cause: tested)])
    }

    /// `(0...999).contains(code)`, `(1..<n).contains(x)`: the value against both bounds. Only for a
    /// value that reads nothing, which is then evaluated twice with the same result. Nil for
    /// any other expression.
    static func rangeContains(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingExpression?
    {
        guard case .call(.member(.binary(let op, let lower, let upper), "contains"), let arguments) = expression,
            op == "..." || op == "..<", arguments.count == 1, arguments[0].label == nil
        else { return nil }
        let value = try translator.translate(arguments[0].value)
        guard value.cannotChangeOutcome else {
            throw Failure(
                reason: "`\(WrittenExpression.render(expression))` is only followed on a value that reads nothing", isPrecise: true)
        }
        let below = DecodingExpression.compare(">=", value, try translator.translate(lower))
        return .and(below, .compare(op == "..." ? "<=" : "<", value, try translator.translate(upper)))
    }
}
