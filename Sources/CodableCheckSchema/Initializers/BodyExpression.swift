/// An expression of an initializer body, as written.
indirect enum BodyExpression: Sendable, Equatable {
    case name(String)
    /// `.latitude`.
    case implicitMember(String)
    case member(BodyExpression, String)
    case call(BodyExpression, [BodyArgument])
    /// `{ ... }` (a closure passed to `.map`): its expression when it is a single one
    /// (`{ URL(string: $0) }`), else nil (not looked into).
    case closure(BodyExpression?)
    /// `{ statements }()`: a closure with no parameters called where it is written (`let size:
    /// Size? = { guard ... else { return nil }; return Size(...) }()`), its statements kept: it
    /// runs once, there, seeing the locals around it, and its `return` gives the value.
    case calledClosure([BodyStatement])
    /// `Double.self`, `[Tag].self`.
    case typeSelf(TypeReference)
    /// A literal's JSON text (`"\"a\""`, `1`, `true`, `null`); a string with interpolation is
    /// kept as its source text in `interpolated`.
    case literal(String)
    case interpolatedString(String)
    case arrayLiteral([BodyExpression])
    /// `try`, `try?`, `try!`: the operator's text and the expression it covers.
    case tryExpression(String, BodyExpression)
    case binary(String, BodyExpression, BodyExpression)
    /// `condition ? a : b`.
    case ternary(BodyExpression, BodyExpression, BodyExpression)
    case prefix(String, BodyExpression)
    /// `e?` in an optional chain.
    case optionalChain(BodyExpression)
    case forceUnwrap(BodyExpression)
    /// `base[argument]`: `decoder.userInfo[.options]`, `values[0]`.
    case subscriptAccess(BodyExpression, [BodyArgument])
    /// `e as? T`, `e as! T`, `e as T`: the operator as written, the value, the type.
    case cast(String, BodyExpression, TypeReference)
}

extension BodyExpression {
    /// Binary operators, loosest first, as Swift's precedence groups: logical, comparison,
    /// nil-coalescing, range formation, additive, multiplicative (`BodyExpressionReading`).
    static let operatorLevels: [[String]] = [
        ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["??"], ["...", "..<"], ["+", "-"], ["*", "/", "%"],
    ]
}
