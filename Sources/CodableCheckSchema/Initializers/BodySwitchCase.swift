/// `case "a", .b:` and its statements, as written.
struct BodySwitchCase: Sendable, Equatable {
    var patterns: [BodyExpression]
    var body: [BodyStatement]
    /// `case let other:`: no patterns; every value matches, bound to this name.
    var binding: String? = nil
}
