/// `if` and `switch` used as expressions (Swift 5.9): `var red: Double = if !c.isAtEnd { try
/// c.decode(Double.self) } else { 0 }`, `finish = switch code { case "m": "matte" ... }`. Each is
/// read as the closure called in place it means (`{ if ... }()`), whose branches give its value
/// (`ImplicitReturns.explicitReturns`), so the translator's rules for such closures
/// decide what it does.
extension InitializerBodyParser {
    /// The value after a declaration's or an assignment's `=`: an `if` or `switch` expression,
    /// or any other expression.
    mutating func parseAssignedValue() throws(BodyReadFailure) -> BodyExpression {
        guard current.isKeyword("if") || current.isKeyword("switch") else { return try parseBodyExpression(allowsClosure: true) }
        return .calledClosure([try parseBodyStatement()])
    }
}
