/// Everything a subcommand declares about its arguments: what the parser accepts and what
/// `--help` prints come from the same description, so they cannot drift apart.
struct CommandSpec: Sendable {
    /// Free arguments after the subcommand name (`INPUT ...`).
    struct Positional: Sendable {
        var valueName: String
        var help: String
        var isRepeatable: Bool
        /// What completions offer: paths, or the words of a choice.
        var kind: OptionKind = .path
    }

    /// A command line shown under EXAMPLES, with what it does.
    struct Example: Sendable {
        var commandLine: String
        var explanation: String
    }

    /// `decode`.
    var name: String
    /// One line: what the command does.
    var abstract: String
    var positional: Positional?
    var options: [OptionSpec]
    var examples: [Example] = []

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}
