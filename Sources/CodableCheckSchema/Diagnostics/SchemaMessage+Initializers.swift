/// Messages about hand-written `init(from:)` bodies.
extension SchemaMessage {
    /// `consequence` says what the tool does instead ("its decoding is treated as synthesized").
    static func initializerNotInterpreted(_ owner: String, statement: String, reason: String, consequence: String) -> SchemaMessage {
        SchemaMessage("cannot interpret `\(statement)` in '\(owner).init(from:)' (\(reason)); \(consequence)")
    }

    static func initializerCheckNotVerified(_ owner: String, statement: String) -> SchemaMessage {
        SchemaMessage(
            "the check in `\(statement)` in '\(owner).init(from:)' is not verified: its reads are checked, and the condition is assumed to hold"
        )
    }
}
