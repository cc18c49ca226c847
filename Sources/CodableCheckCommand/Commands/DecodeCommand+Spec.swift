/// The `decode` command's arguments, help and examples, declared once.
extension DecodeCommand {
    static let spec = CommandSpec(
        name: Subcommand.decode.rawValue,
        abstract: "Checks that JSON inputs decode as a Swift Codable type and reports every error.",
        positional: .init(
            valueName: "INPUT",
            help:
                "JSON files, folders (searched for .json, .jsonl, .ndjson; asset catalogs, .build, DerivedData, Pods, node_modules skipped) or quoted patterns ('Fixtures/**/*.json'); '-' or none reads standard input",
            isRepeatable: true),
        options: DecodeSettings.options,
        examples: [
            .init(
                commandLine: "codable-check decode book.json --type Book",
                explanation: "check one file against Book, declared under Sources/"),
            .init(
                commandLine: "codable-check decode a.json b.json --type '[Book]' --schema Models/",
                explanation: "check two arrays of books with the models in Models/"),
            .init(
                commandLine: "curl -s $URL | codable-check decode --type Feed --key-strategy snake-case --date-strategy iso8601",
                explanation: "check standard input with the decoder strategies the app sets"),
            .init(
                commandLine: "codable-check decode data/*.json --type Event --format json > report.json",
                explanation: "write a JSON report for CI"),
            .init(
                commandLine: "codable-check decode Fixtures/ --type Event --format github",
                explanation: "annotate a pull request with every error in a folder of fixtures"),
            .init(
                commandLine: "codable-check decode 'Fixtures/**/*.json' --exclude 'Fixtures/broken/**' --type Event",
                explanation: "check every fixture but the broken ones; the tool expands the quoted pattern"),
            .init(
                commandLine: "codable-check decode feed.json --type Feed --compile",
                explanation: "decode with Feed's own init(from:), compiled once into a cached helper"),
            .init(
                commandLine: "tail -f events.jsonl | codable-check decode --lines - --type Event",
                explanation: "check a JSON Lines stream as it grows, one verdict per line"),
        ])
}
