/// A problem that stops a command before it can decode anything: bad arguments, an input or
/// schema that cannot be read, a type the schema does not define. Always exit status 2.
///
/// `message` is the one line printed after `codable-check: error: `; `details` are extra lines
/// (schema diagnostics) printed after it, each already formatted.
public struct CommandLineError: Error, Equatable, Sendable {
    public enum Category: String, Sendable {
        /// Arguments or options that do not make sense.
        case usage
        /// An input file that cannot be read.
        case input
        /// Model declarations that cannot be read or do not define what `--type` asks for.
        case schema
    }

    public var category: Category
    /// Lower-case, no trailing period: `unknown option '--tyep'; did you mean '--type'?`.
    public var message: String
    /// Further lines, such as the schema diagnostics that explain why a type cannot be built.
    public var details: [String]

    public init(_ category: Category, _ message: String, details: [String] = []) {
        // Messages follow one style, checked where they are made: lower-case start, no period.
        assert(message.first.map { !$0.isUppercase } ?? false, "error messages start lower-case: \(message)")
        assert(!message.hasSuffix("."), "error messages end without a period: \(message)")
        self.category = category
        self.message = message
        self.details = details
    }

    static func usage(_ message: String) -> CommandLineError {
        CommandLineError(.usage, message)
    }
}
