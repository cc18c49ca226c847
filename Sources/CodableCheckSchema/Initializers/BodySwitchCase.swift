/// `case "a", .b:` and its statements, as written.
struct BodySwitchCase: Sendable, Equatable {
    var patterns: [BodyExpression]
    var body: [BodyStatement]
}
