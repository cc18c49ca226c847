/// `codable-check --help`, `codable-check help [COMMAND]`, `COMMAND --help`, and `--version`.
enum HelpCommand {
    /// The subcommands, in the order help lists them.
    static let commands = [DecodeCommand.spec, TypesCommand.spec]

    static func spec(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// The tool's own help: what it does, its commands, exit statuses, environment.
    static var toolHelp: String {
        let nameWidth = commands.map(\.name.count).max() ?? 0
        var lines = [
            "OVERVIEW: Checks JSON documents against Swift Codable model declarations, the way JSONDecoder decodes them.",
            "",
            "USAGE: \(Version.toolName) <command> [options]",
            "       \(Version.toolName) --help | --version",
            "",
            "COMMANDS:",
        ]
        for command in commands {
            let padding = String(repeating: " ", count: nameWidth - command.name.count)
            lines.append("  \(command.name)\(padding)  \(command.abstract)")
        }
        lines += [
            "",
            "OPTIONS:",
            "  -h, --help  show this help",
            "  --version   show the version",
            "",
            "EXIT STATUS:",
            "  0  every input decoded",
            "  1  some input did not decode (malformed JSON included)",
            "  2  usage error, unreadable input or schema, or a type the schema cannot build",
            "",
            "ENVIRONMENT:",
            "  NO_COLOR  set (to anything) to turn colour off; colour is used only on a terminal",
            "",
            "See '\(Version.toolName) <command> --help' for a command's options and examples.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func help(for command: CommandSpec) -> String {
        HelpFormatter.help(for: command, toolName: Version.toolName)
    }

    static var versionText: String {
        "\(Version.toolName) \(Version.current)\n"
    }
}
