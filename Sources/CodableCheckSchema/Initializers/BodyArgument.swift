/// `label: value` in a call, as written.
struct BodyArgument: Sendable, Equatable {
    var label: String?
    var value: BodyExpression
}
