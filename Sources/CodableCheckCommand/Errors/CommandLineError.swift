/// A problem that stops a command before it can decode anything: bad arguments, an input or
/// schema that cannot be read, a type the schema does not define. Always exit status 2.
///
/// What went wrong is typed (`CommandLineMessage`); `message` is its one line, printed after
/// `codable-check: error: `, and `details` are extra lines (schema diagnostics) printed after it,
/// each already formatted.
public struct CommandLineError: Error, Equatable, Sendable {
    public enum Category: String, Sendable {
        /// Arguments or options that do not make sense.
        case usage
        /// An input file that cannot be read.
        case input
        /// Model declarations that cannot be read or do not define what `--type` asks for.
        case schema
    }

    /// What went wrong, as data.
    var reason: CommandLineMessage
    /// Further lines, such as the schema diagnostics that explain why a type cannot be built.
    public var details: [String]
    /// The places `details` point at, as data, for the reports that annotate files (a model
    /// file's diagnostics); set where the details are rendered.
    var detailSites: [RunFailure.Site] = []

    init(_ reason: CommandLineMessage, details: [String] = [], detailSites: [RunFailure.Site] = []) {
        self.reason = reason
        self.details = details
        self.detailSites = detailSites
    }

    /// Every input that could not be read, as one error: the first is the message, the others
    /// the details, and each file is a site, so a report annotates every one; nil for none.
    static func unreadableInputs(_ failures: [InputError]) -> CommandLineError? {
        guard let first = failures.first else { return nil }
        let sites = failures.filter { $0.source != .standardInput }.map {
            RunFailure.Site(file: $0.source.displayName, line: nil, column: nil, severity: "error", message: $0.message)
        }
        return CommandLineError(.input(first), details: failures.dropFirst().map(DecodeCommand.errorLine), detailSites: sites)
    }

    /// Where the error points: the details' places, else the input or model file that could not be read.
    var sites: [RunFailure.Site] {
        if !detailSites.isEmpty { return detailSites }
        // A project file's problem points at its key, so CI annotates that line.
        switch reason {
        case .projectFile(let path, let line, let column, _), .checkWithoutType(let path, let line, let column, _, _):
            return [RunFailure.Site(file: path, line: line, column: column, severity: "error", message: message)]
        default:
            break
        }
        let file: String? =
            switch reason {
            case .input(let error) where error.source != .standardInput: error.source.displayName
            case .schemaUnreadable(let path, _), .schemaNotSwift(let path): path
            default: nil
            }
        return file.map { [RunFailure.Site(file: $0, line: nil, column: nil, severity: "error", message: message)] } ?? []
    }

    public var category: Category { reason.category }

    /// Lower-case, no trailing period: `unknown option '--tyep'; did you mean '--type'?`.
    public var message: String {
        let text = reason.text
        // Messages follow one style, checked where they are rendered: lower-case start, no period.
        assert(text.first.map { !$0.isUppercase } ?? false, "error messages start lower-case: \(text)")
        assert(!text.hasSuffix("."), "error messages end without a period: \(text)")
        return text
    }
}
