/// The `decode` command's arguments, help and examples, declared once.
extension DecodeCommand {
    static let spec = CommandSpec(
        name: "decode",
        abstract: "Checks that JSON inputs decode as a Swift Codable type and reports every error.",
        positional: .init(
            valueName: "INPUT", help: "JSON files to check; '-' or none reads standard input", isRepeatable: true),
        options: [
            .value(
                "type", valueName: "TYPE", help: "the Swift type to decode: Book, [Book], [String: Book], Book?, Outer.Inner",
                isRequired: true),
            .value(
                "schema", valueName: "PATH",
                help: "Swift files or folders declaring the models (default: Sources/ in a package, else the working directory)",
                isRepeatable: true),
            .value(
                "mode", valueName: "strict|lossy", help: "strict decodes as JSONDecoder does (lossy is not available yet)",
                choices: ["strict", "lossy"]),
            .value("format", valueName: "text|json", help: "diagnostics as text on stderr, or one JSON report on stdout",
                choices: DecodeOptions.Format.allCases.map(\.rawValue)),
            .flag("print", help: "write each decoded value as JSON to standard output"),
            .value("key-strategy", valueName: "default|snake-case", help: "the decoder's keyDecodingStrategy",
                choices: ["default", "snake-case"]),
            .value(
                "date-strategy", valueName: "deferred|iso8601|seconds|milliseconds|formatted:FORMAT",
                help: "the decoder's dateDecodingStrategy (formatted: a DateFormatter format, en_US_POSIX, UTC)"),
            .value("data-strategy", valueName: "base64|deferred", help: "the decoder's dataDecodingStrategy",
                choices: ["base64", "deferred"]),
            .value("max-errors", valueName: "N", help: "list at most N errors per input (default 100); the rest are counted"),
            .flag("quiet", help: "print only the summary line"),
            .flag("json-strict", help: "treat input JSONDecoder accepts but RFC 8259 forbids (trailing commas, duplicate keys) as errors"),
            .value("unknown-keys", valueName: "warn|error", help: "report JSON keys no property decodes",
                choices: ["warn", "error"]),
            .flag("verbose", help: "say where declarations were found and which file declares the type"),
        ],
        examples: [
            .init(commandLine: "codable-check decode book.json --type Book", explanation: "check one file against Book, declared under Sources/"),
            .init(commandLine: "codable-check decode a.json b.json --type '[Book]' --schema Models/", explanation: "check two arrays of books with the models in Models/"),
            .init(commandLine: "curl -s $URL | codable-check decode --type Feed --key-strategy snake-case --date-strategy iso8601", explanation: "check standard input with the decoder strategies the app sets"),
            .init(commandLine: "codable-check decode data/*.json --type Event --format json > report.json", explanation: "write a JSON report for CI"),
        ])
}
