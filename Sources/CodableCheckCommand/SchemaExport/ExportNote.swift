/// A place where the exported schema is not exactly what strict decoding accepts, said in the
/// schema itself (the node's `description` and `x-codable-check`) and listed at its root.
///
/// Every note is an over-approximation: the schema there accepts at least what decoding does
/// (a JSON Schema validator may pass a document the app refuses, never the reverse), so a
/// rejection by the schema always means the app rejects the document too.
struct ExportNote: Equatable {
    /// Why the rule is not expressed, as a stable name: scripts and the guide use these.
    enum Kind: String {
        /// A check of a value JSON Schema has no keyword for (a URL's syntax, a date format).
        case valueRuleNotExpressed
        /// The key decoding strategy maps several JSON spellings to one key.
        case keyStrategy
        /// What the tool itself decides by approximation (an `init(from:)` not read, a
        /// statement not followed): the schema is of the tool's plan, not of the app's code.
        case approximatedType
        /// A property wrapper, an interpreted `init(from:)` or a Foundation type whose own
        /// decoding the schema does not spell out: any value is accepted there.
        case decodingNotExpressed
        /// `--mode lossy`: what a tolerant decoder recovers.
        case lossyRecovery
    }

    var kind: Kind
    /// Where, as a coding path from the root type (`Book.cover`, `Event.days[]`).
    var path: String
    /// Lower-case, no trailing period.
    var message: String

    /// `{"kind": ..., "note": ...}`, one of a node's notes.
    var json: SchemaJSON {
        .object([("kind", .string(kind.rawValue)), ("note", .string(message))])
    }
}
