/// One clause of an `if` or `guard` condition list, as written.
enum BodyCondition: Sendable, Equatable {
    /// `let x = e` (or `var`); `let x` alone binds `x` to itself.
    case bind(name: String, value: BodyExpression)
    case test(BodyExpression)
}
