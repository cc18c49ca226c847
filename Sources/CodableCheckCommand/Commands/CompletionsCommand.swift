/// `codable-check completions bash|zsh`: a completion script for the shell, made from the
/// commands' specs so it lists exactly the options the parser accepts.
struct CompletionsCommand {
    static let shells = ["bash", "zsh"]

    static let spec = CommandSpec(
        name: "completions",
        abstract: "Writes a bash or zsh completion script to standard output.",
        positional: .init(valueName: "SHELL", help: "bash or zsh", isRepeatable: false),
        options: [],
        examples: [
            .init(commandLine: "source <(codable-check completions bash)", explanation: "complete in this bash session"),
            .init(
                commandLine: "codable-check completions zsh > \"${fpath[1]}/_codable-check\"",
                explanation: "install for zsh (then restart the shell)"),
        ])

    var shell: String

    init(arguments: [String]) throws(CommandLineError) {
        let parsed = try ArgumentParser(Self.spec).parse(arguments)
        guard let shell = parsed.positionals.first else {
            throw .usage("missing shell: expected \(ListFormatter.alternatives(Self.shells.map { "'\($0)'" }))")
        }
        guard parsed.positionals.count == 1, Self.shells.contains(shell) else {
            let value = parsed.positionals.count == 1 ? shell : parsed.positionals.joined(separator: " ")
            throw .usage(
                "invalid shell '\(value)': expected \(ListFormatter.alternatives(Self.shells.map { "'\($0)'" }))"
                    + Suggestion.didYouMean(shell, in: Self.shells))
        }
        self.shell = shell
    }

    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        let commands = HelpCommand.commands
        context.standardOutput.write(shell == "bash" ? BashCompletion.script(commands) : ZshCompletion.script(commands))
        return .success
    }
}
