import CodableCheckSchema

/// What stopped a run before it was done (exit status 2: bad arguments, a model file the tool
/// cannot read, an unreadable input), as every report format writes it: CI reads the report, not
/// standard error, so a run that stopped still leaves a valid report that says why. Encoded as
/// it is, it is the JSON report's `error`, which `JSONReporter` writes after `results` (it is
/// known only then): the one key out of sorted order, absent when the run completed.
struct RunFailure: Sendable, Equatable, Encodable {
    /// One place the error points at, such as a model file's syntax error; the first is the
    /// error itself when it has a place, the others are the lines that explain it.
    struct Site: Sendable, Equatable, Encodable {
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

    /// Inputs that could not be read while the others were checked: one error, the first
    /// input's message, the others as details, each input a site.
    init(unreadInputs errors: [InputError]) {
        category = CommandLineError.Category.input.rawValue
        message = errors[0].message
        details = errors.dropFirst().map(DecodeCommand.errorLine)
        sites = errors.filter { $0.source != .standardInput }.map {
            Site(file: $0.source.displayName, line: nil, column: nil, severity: "error", message: $0.message)
        }
    }

    /// The message and the details, one per line: what a format with one text field shows.
    var fullText: String {
        ([message] + details).joined(separator: "\n")
    }
}
