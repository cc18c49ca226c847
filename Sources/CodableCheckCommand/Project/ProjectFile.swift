/// A project file (`.codable-check.json`) as read: the settings it gives, by option name, and
/// its checks. Values are still text, as `ParsedArguments` holds the command line's, so a value
/// means the same in the file as on the command line and is converted by the same `Setting`.
///
/// ```json
/// {
///   "version": 1,
///   "schema": ["Sources/Models"],
///   "decoder": { "key-strategy": "snake-case", "date-strategy": "iso8601" },
///   "checks": [
///     { "inputs": ["Fixtures/statuses/**/*.json"], "exclude": ["broken-*.json"], "type": "Status" },
///     { "inputs": ["Fixtures/timeline.json"], "type": "[Status]", "mode": "lossy" }
///   ]
/// }
/// ```
struct ProjectFile: Sendable {
    static let fileName = ".codable-check.json"
    /// The only `"version"` this tool reads; a later format says a newer one.
    static let version = 1

    /// One entry of `"checks"`: inputs and the settings that apply to them.
    struct Check: Sendable {
        /// 1-based, as messages count them.
        var number: Int
        /// Patterns, files or folders, relative to the project file's folder.
        var inputs: [String]
        /// The check's own settings (`type`, `mode`, `exclude`, strategies), by option name.
        var given: [String: [String]]
        /// `"type": null`: left for the user (by `init`); `"todo"` says what to fill in.
        var isTypeMissing = false
        var todo: String?
        /// Where the check's object starts, and where each of its keys is written.
        var offset: Int
        var keyOffsets: [String: Int] = [:]
    }

    /// The path as shown in messages.
    var path: String
    /// The folder every relative path in the file is relative to (absolute).
    var directory: String
    /// The top level's and `"decoder"`'s settings, shared by every check, by option name.
    var shared: [String: [String]] = [:]
    var sharedKeyOffsets: [String: Int] = [:]
    var checks: [Check] = []
    /// The file's bytes, for the line and caret of a problem found after reading.
    var bytes: [UInt8]
}
