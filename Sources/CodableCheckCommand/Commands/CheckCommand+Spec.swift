/// The `check` command's arguments, help and examples, declared once.
extension CheckCommand {
    static let spec = CommandSpec(
        name: Subcommand.check.rawValue,
        abstract: "Runs every check of the project file (.codable-check.json) as one run: one report, one summary.",
        positional: nil,
        options: CheckSettings.options,
        examples: [
            .init(commandLine: "codable-check check", explanation: "run the checks of the nearest .codable-check.json"),
            .init(commandLine: "codable-check", explanation: "the same, where a project file is found"),
            .init(
                commandLine: "codable-check check --format sarif > codable-check.sarif",
                explanation: "one SARIF report for every check, for code scanning"),
            .init(
                commandLine: "codable-check check --mode lossy --exclude 'Fixtures/drafts/**'",
                explanation: "override the file: a command-line option wins, and --exclude adds to each check's"),
        ])
}
