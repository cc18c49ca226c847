/// One clause of an `if` or `guard` condition list.
public enum DecodingCondition: Sendable {
    /// `let x = e`: true when `e` is not nil, binding `x` to it.
    case bind(String, DecodingExpression)
    /// A Boolean expression.
    case test(DecodingExpression)
}
