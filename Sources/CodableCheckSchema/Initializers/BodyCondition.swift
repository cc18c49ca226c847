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

extension BodyCondition {
    /// A clause the translator follows: a binding or a test.
    enum Followed {
        case bind(name: String, value: BodyExpression)
        case test(BodyExpression)
    }

    /// The clause as one the translator follows; an enum case pattern (`ResultAttempts` reads
    /// the one shape it follows before) is not followed.
    static func followed(_ condition: BodyCondition) throws(CustomDecodingTranslator.Failure) -> Followed {
        switch condition {
        case .bind(let name, let value): return .bind(name: name, value: value)
        case .test(let value): return .test(value)
        case .enumCase: throw CustomDecodingTranslator.Failure(reason: "its `case` pattern is not interpreted", isPrecise: true)
        }
    }
}
