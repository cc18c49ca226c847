/// One clause of an `if` or `guard` condition list, as written.
enum BodyCondition: Sendable, Equatable {
    /// `let x = e` (or `var`); `let x` alone binds `x` to itself.
    case bind(name: String, value: BodyExpression)
    case test(BodyExpression)
    /// `case let .success(value) = attempt`, `case .success(let value) = attempt`, `case .none =
    /// x`: a case of an enum, its one payload bound to `binding` (nil when none is bound).
    /// Only `ResultAttempts` follows it; elsewhere it is a condition the tool does not evaluate.
    case enumCase(name: String, binding: String?, subject: BodyExpression)
}
