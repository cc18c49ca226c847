/// The `init` command's arguments, help and examples, declared once.
extension InitCommand {
    static let spec = CommandSpec(
        name: Subcommand.initialize.rawValue,
        abstract: "Writes a starter .codable-check.json from the models, the JSON files and the tests that decode them.",
        positional: nil,
        options: [],
        examples: [
            .init(commandLine: "codable-check init && codable-check check", explanation: "start a project file, then run its checks")
        ])
}
