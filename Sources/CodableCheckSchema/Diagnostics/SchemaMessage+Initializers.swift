/// Messages about hand-written `init(from:)` bodies, and the app's date function read the same
/// way. `body` names the declaration: `Review.init(from:)`, or `decodeAPIDate(_:)`, which
/// `declaration` also records when it is not an `init(from:)`.
extension SchemaMessage {
    /// A statement kept uninterpreted: the reads the tool sees in it are checked, and the
    /// properties it (or what it sets) decides are not.
    static func initializerStatementNotInterpreted(
        _ body: String, statement: String, reason: String, unchecked: [String], setsSelf: Bool
    ) -> SchemaMessage {
        let consequence: String
        switch unchecked.count {
        case 0 where setsSelf: consequence = "the value it sets is not checked"
        case 0: consequence = "it is skipped, and errors it may throw are not checked"
        case 1: consequence = "property '\(unchecked[0])' is not checked"
        default: consequence = "properties " + unchecked.map { "'\($0)'" }.joined(separator: ", ") + " are not checked"
        }
        return SchemaMessage(
            "cannot interpret `\(statement)` in '\(body)' (\(reason)); \(consequence)", subject: statement, reason: reason,
            declaration: Self.declaration(body))
    }

    /// A body that throws whenever a `userInfo` key no `--user-info` states is nil: true of a bare
    /// `JSONDecoder()`, and likely not of the app's, which sets it up.
    static func initializerThrowsWithoutUserInfo(_ body: String, statement: String, key: String) -> SchemaMessage {
        SchemaMessage(
            "'\(body)' throws at `\(statement)` when decoder.userInfo[.\(key)] is nil, as it is without --user-info \(key); give what the app's decoder holds there, such as --user-info \(key)=TYPE"
        )
    }

    static func initializerCheckNotVerified(_ body: String, statement: String) -> SchemaMessage {
        SchemaMessage(
            "the check in `\(statement)` in '\(body)' is not verified: its reads are checked, and the condition is assumed to hold",
            subject: statement, declaration: Self.declaration(body))
    }

    /// Not a warning: what a document's report says when a check in the body met, in that
    /// document, a value the tool does not know (`ApproximationSite.Kind.checkOnUnknownValue`).
    static func initializerCheckOnUnknownValue(_ body: String) -> SchemaMessage {
        SchemaMessage(
            "a check in '\(body)' met a value the tool does not know (made by code it does not follow): the way that does not throw is taken, and what either way sets is not checked",
            subject: "init(from:)", declaration: Self.declaration(body))
    }

    /// `body` when it is not an `init(from:)`, whose type the site's owner names already.
    private static func declaration(_ body: String) -> String? {
        body.hasSuffix(".init(from:)") ? nil : body
    }
}
