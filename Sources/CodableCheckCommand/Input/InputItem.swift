/// One input to check once folders are expanded: a whole file (one document), or a stream whose
/// every non-blank line is a document (JSON Lines: `--lines`, `.jsonl` and `.ndjson` files).
struct InputItem: Sendable, Equatable {
    var source: InputSource
    var readsLines: Bool

    /// Extensions read as JSON Lines wherever they are found.
    static let lineExtensions: Set<String> = ["jsonl", "ndjson"]
    /// Extensions a folder is searched for.
    static let searchedExtensions: Set<String> = ["json", "jsonl", "ndjson"]

    var displayName: String { source.displayName }
}
