import CodableCheckSchema

/// What stopped a run before it was done (exit status 2: bad arguments, a model file the tool
/// cannot read, an unreadable input), as every report format writes it: CI reads the report, not
/// standard error, so a run that stopped still leaves a valid report that says why.
struct RunFailure: Sendable, Equatable {
    /// One place the error points at, such as a model file's syntax error; the first is the
    /// error itself when it has a place, the others are the lines that explain it.
    struct Site: Sendable, Equatable {
        var file: String
        /// 1-based; nil when the error names a file but no line in it (an unreadable input).
        var line: Int?
        var column: Int?
        /// `error`, `warning` or `note`.
        var severity: String
        var message: String
    }

    /// `usage`, `input` or `schema` (`CommandLineError.Category`).
    var category: String
    /// The one line printed after `codable-check: error: `.
    var message: String
    /// The lines printed after it, as the text format shows them.
    var details: [String]
    var sites: [Site]

    init(_ error: CommandLineError) {
        category = error.category.rawValue
        message = error.message
        details = error.details
        sites = error.sites
    }

    /// The message and the details, one per line: what a format with one text field shows.
    var fullText: String {
        ([message] + details).joined(separator: "\n")
    }
}
