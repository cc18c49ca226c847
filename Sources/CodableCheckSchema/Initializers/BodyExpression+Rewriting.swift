extension BodyExpression {
    /// The expression with each sub-expression `replacement` gives a value for replaced by it
    /// (not looked into further), outermost first; the statements of a called closure are left as
    /// they are.
    func rewritten(_ replacement: (BodyExpression) -> BodyExpression?) -> BodyExpression {
        if let replaced = replacement(self) { return replaced }
        func rewrite(_ expression: BodyExpression) -> BodyExpression { expression.rewritten(replacement) }
        func rewrite(_ arguments: [BodyArgument]) -> [BodyArgument] {
            arguments.map { BodyArgument(label: $0.label, value: $0.value.rewritten(replacement)) }
        }
        switch self {
        case .member(let base, let name): return .member(rewrite(base), name)
        case .call(let callee, let arguments): return .call(rewrite(callee), rewrite(arguments))
        case .closure(let body): return .closure(body.map(rewrite))
        case .arrayLiteral(let elements): return .arrayLiteral(elements.map(rewrite))
        case .tryExpression(let kind, let inner): return .tryExpression(kind, rewrite(inner))
        case .binary(let op, let left, let right): return .binary(op, rewrite(left), rewrite(right))
        case .ternary(let condition, let then, let otherwise): return .ternary(rewrite(condition), rewrite(then), rewrite(otherwise))
        case .prefix(let op, let inner): return .prefix(op, rewrite(inner))
        case .optionalChain(let inner): return .optionalChain(rewrite(inner))
        case .forceUnwrap(let inner): return .forceUnwrap(rewrite(inner))
        case .subscriptAccess(let base, let arguments): return .subscriptAccess(rewrite(base), rewrite(arguments))
        case .cast(let op, let value, let type): return .cast(op, rewrite(value), type)
        case .name, .implicitMember, .calledClosure, .typeSelf, .literal, .interpolatedString: return self
        }
    }
}
