/// The `infer` command's arguments, help and examples, declared once.
extension InferCommand {
    static let spec = CommandSpec(
        name: "infer",
        abstract: "Writes Swift Codable declarations that decode every sample JSON document.",
        positional: .init(
            valueName: "SAMPLE",
            help: "JSON files or folders (.jsonl and .ndjson read as lines); '-' or none reads standard input",
            isRepeatable: true),
        options: [
            .value("name", valueName: "NAME", help: "the root type's name (default Root)"),
            .flag("lines", help: "read every sample input as JSON Lines: one document per line"),
            .flag("enums", help: "suggest a String enum for a small closed set of strings that repeat"),
            .value("max-enum-cases", valueName: "N", help: "most distinct strings an enum suggestion may have (default 8)"),
            .value(
                "date-strategy", valueName: "deferred|iso8601",
                help: "iso8601: ISO 8601 strings become Date (decode with --date-strategy iso8601 too); deferred (default): String"),
        ],
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
