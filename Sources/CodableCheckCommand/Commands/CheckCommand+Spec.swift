/// The `check` command's arguments, help and examples, declared once.
extension CheckCommand {
    static let spec = CommandSpec(
        name: Subcommand.check.rawValue,
        abstract: "Runs every check of the project file (.codable-check.json) as one run: one report, one summary.",
        positional: .init(
            valueName: "FILE",
            help:
                "only these files, each checked by the checks whose inputs name it (a pre-commit hook passes the changed files); files no check names are left alone",
            isRepeatable: true),
        options: CheckSettings.options,
        examples: [
            .init(commandLine: "codable-check check", explanation: "run the checks of the nearest .codable-check.json"),
            .init(commandLine: "codable-check", explanation: "the same, where a project file is found"),
            .init(
                commandLine: "codable-check check --format sarif > codable-check.sarif",
                explanation: "one SARIF report for every check, for code scanning"),
            .init(
                commandLine: "codable-check check Fixtures/trails/lakeshore.json",
                explanation: "check only this file, as the type of the check that names it"),
            .init(
                commandLine: "codable-check check --mode lossy --exclude 'Fixtures/drafts/**'",
                explanation: "override the file: a command-line option wins, and --exclude adds to each check's"),
        ])
}
