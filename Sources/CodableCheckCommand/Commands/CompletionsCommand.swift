/// `codable-check completions bash|zsh|fish`: a completion script for the shell, made from the
/// commands' settings tables so it lists exactly the options the parser accepts.
struct CompletionsCommand {
    enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish

        func script(_ commands: [CommandSpec]) -> String {
            switch self {
            case .bash: BashCompletion.script(commands)
            case .zsh: ZshCompletion.script(commands)
            case .fish: FishCompletion.script(commands)
            }
        }
    }

    static let shells = Shell.allCases.map(\.rawValue)

    static let spec = CommandSpec(
        name: "completions",
        abstract: "Writes a bash, zsh or fish completion script to standard output.",
        positional: .init(valueName: "SHELL", help: "bash, zsh or fish", isRepeatable: false, kind: .choice(shells)),
        options: [],
        examples: [
            .init(commandLine: "source <(codable-check completions bash)", explanation: "complete in this bash session"),
            .init(
                commandLine: "codable-check completions zsh > \"${fpath[1]}/_codable-check\"",
                explanation: "install for zsh (then restart the shell)"),
            .init(
                commandLine: "codable-check completions fish > ~/.config/fish/completions/codable-check.fish",
                explanation: "install for fish (new shells load it)"),
        ])

    var shell: Shell

    init(arguments: [String]) throws(CommandLineError) {
        let parsed = try ArgumentParser(Self.spec).parse(arguments)
        guard let name = parsed.positionals.first else { throw CommandLineError(.missingShell(shells: Self.shells)) }
        guard parsed.positionals.count == 1, let shell = Shell(rawValue: name) else {
            let value = parsed.positionals.count == 1 ? name : parsed.positionals.joined(separator: " ")
            throw CommandLineError(.unknownShell(value, shells: Self.shells, suggestion: Suggestion.closest(to: name, in: Self.shells)))
        }
        self.shell = shell
    }

    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        context.standardOutput.write(shell.script(HelpCommand.commands))
        return .success
    }
}
