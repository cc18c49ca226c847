/// The `infer` command's arguments, help and examples, declared once.
extension InferCommand {
    static let spec = CommandSpec(
        name: "infer",
        abstract: "Writes Swift Codable declarations that decode every sample JSON document.",
        positional: .init(
            valueName: "SAMPLE",
            help: "JSON files or folders (.jsonl and .ndjson read as lines); '-' or none reads standard input",
            isRepeatable: true),
        options: InferSettings.options,
        examples: [
            .init(
                commandLine: "codable-check infer book.json more-books.json --name Book > Book.swift",
                explanation: "declarations for two samples"),
            .init(
                commandLine: "codable-check decode book.json --schema Book.swift --type Book", explanation: "check a document against them"),
            .init(
                commandLine: "codable-check infer --lines events.jsonl --name Event --enums",
                explanation: "one sample per line, with enum suggestions"),
        ])
}
