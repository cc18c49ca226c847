/// Messages about hand-written `init(from:)` bodies.
extension SchemaMessage {
    static func initializerNotInterpreted(_ owner: String, statement: String, reason: String) -> SchemaMessage {
        SchemaMessage("cannot interpret `\(statement)` in '\(owner).init(from:)' (\(reason)); its decoding is treated as synthesized")
    }
}
