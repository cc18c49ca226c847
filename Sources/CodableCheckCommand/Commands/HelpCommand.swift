/// `codable-check --help`, `codable-check help [COMMAND | TOPIC]`, `COMMAND --help`, `--version`,
/// and the man page (`help --man`, hidden: `make man` runs it).
enum HelpCommand {
    /// The subcommands, in the order help lists them.
    static let commands = Subcommand.allCases.map(\.spec)

    /// The hidden flag that prints the man page instead of help.
    static let manPageFlag = "--man"

    static func spec(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// `help` with its arguments: nothing (the tool's help), a command, a guide topic, or `--man`.
    static func run(_ arguments: [String], in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        guard let name = arguments.first, name != "help" else {
            context.standardOutput.write(toolHelp)
            return .success
        }
        guard arguments.count == 1 else {
            throw CommandLineError(.helpTakesOneSubject(argumentCount: arguments.count))
        }
        if name == manPageFlag {
            context.standardOutput.write(manPage)
        } else if let spec = spec(named: name) {
            context.standardOutput.write(help(for: spec))
        } else if let topic = GuideTopic.named(name) {
            context.standardOutput.write(try page(for: topic, in: GuideLibrary(environment: context.environment)))
        } else {
            throw unknownSubject(name)
        }
        return .success
    }

    /// The tool's own help: what it does, its commands and the guide's topics, exit statuses,
    /// environment.
    static var toolHelp: String {
        var lines = [
            "OVERVIEW: \(ToolReference.overview)",
            "",
            "USAGE: \(Version.toolName) <command> [options]",
            "       \(Version.toolName) help [<command> | <topic>]",
            "       \(Version.toolName) --help | --version",
            "",
            "COMMANDS:",
        ]
        lines += HelpFormatter.table(commands.map { ($0.name, $0.abstract) })
        lines += ["", "OPTIONS:"]
        lines += HelpFormatter.table([("-h, --help", "show this help"), ("--version", "show the version")])
        lines += ["", "HELP TOPICS (the user guide, a page each):"]
        lines += HelpFormatter.table(GuideTopic.all.map { ($0.name, $0.plainSummary) })
        lines += ["", "EXIT STATUS:"]
        lines += HelpFormatter.table(ToolReference.exitStatuses)
        lines += ["", "ENVIRONMENT:"]
        lines += HelpFormatter.table(ToolReference.environment)
        lines += ["", "See '\(Version.toolName) <command> --help' for a command's options and examples."]
        return lines.joined(separator: "\n") + "\n"
    }

    static func help(for command: CommandSpec) -> String {
        HelpFormatter.help(for: command, toolName: Version.toolName)
    }

    /// `codable-check.1`, from the same specs `help(for:)` renders.
    static var manPage: String {
        ManPageFormatter.page(commands: commands, topics: GuideTopic.all, toolName: Version.toolName, version: Version.current)
    }

    /// The guide's page for `topic`, or an error naming where it was looked for.
    static func page(for topic: GuideTopic, in library: GuideLibrary) throws(CommandLineError) -> String {
        guard let markdown = library.page(topic) else {
            throw CommandLineError(
                .guidePageNotFound(
                    topic: topic.name, fileName: topic.fileName, directories: library.directories,
                    variable: GuideLibrary.directoryVariable),
                details: ["\(topic.name): \(topic.plainSummary)"])
        }
        return GuideLibrary.terminalText(of: markdown)
    }

    private static func unknownSubject(_ name: String) -> CommandLineError {
        let names = commands.map(\.name) + GuideTopic.all.map(\.name)
        return CommandLineError(.unknownHelpSubject(name, suggestion: Suggestion.closest(to: name, in: names)))
    }
}
