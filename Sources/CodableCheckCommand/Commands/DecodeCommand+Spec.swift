/// The `decode` command's arguments, help and examples, declared once.
extension DecodeCommand {
    static let spec = CommandSpec(
        name: "decode",
        abstract: "Checks that JSON inputs decode as a Swift Codable type and reports every error.",
        positional: .init(
            valueName: "INPUT",
            help: "JSON files or folders (searched for .json, .jsonl, .ndjson); '-' or none reads standard input",
            isRepeatable: true),
        options: [
            .value(
                "type", valueName: "TYPE", help: "the Swift type to decode: Book, [Book], [String: Book], Book?, Outer.Inner",
                isRequired: true),
            .value(
                "schema", valueName: "PATH",
                help: "Swift files or folders declaring the models (default: Sources/ in a package, else the working directory)",
                isRepeatable: true),
            .value(
                "mode", valueName: "strict|lossy",
                help: "strict decodes as JSONDecoder does; lossy salvages what it can, each recovery a warning",
                choices: ["strict", "lossy"]),
            .value(
                "format", valueName: "text|json|github|junit|sarif",
                help: "text diagnostics on stderr; a JSON, JUnit XML or SARIF 2.1.0 report, or GitHub Actions commands, on stdout",
                choices: DecodeOptions.Format.allCases.map(\.rawValue)),
            .flag("print", help: "write each decoded value as JSON to standard output"),
            .value(
                "input-format", valueName: "json|firestore",
                help: "json, or Firestore REST documents ({\"fields\": {\"title\": {\"stringValue\": ...}}}) unwrapped to plain values",
                choices: InputFormat.allCases.map(\.rawValue)),
            .value(
                "document-id", valueName: "ID", help: "what @DocumentID holds (default: the document's name, else the input's file name)"),
            .value(
                "key-strategy", valueName: "default|snake-case", help: "the decoder's keyDecodingStrategy",
                choices: ["default", "snake-case"]),
            .value(
                "date-strategy", valueName: "deferred|iso8601|seconds|milliseconds|formatted:FORMAT",
                help:
                    "the decoder's dateDecodingStrategy (formatted: a DateFormatter format, en_US_POSIX, UTC; repeat formatted: to try several formats in order)",
                isRepeatable: true),
            .value(
                "data-strategy", valueName: "base64|deferred", help: "the decoder's dataDecodingStrategy",
                choices: ["base64", "deferred"]),
            .value("max-errors", valueName: "N", help: "list at most N errors per input (default 100); the rest are counted"),
            .flag(
                "compile",
                help:
                    "decode with the app's own compiled code: build a cached helper from the declarations with swiftc (strict mode only)"
            ),
            .flag(
                "require-exact",
                help:
                    "fail every document whose verdict is decided by approximation (an init(from:) statement not followed, a property wrapper not interpreted); --compile decides those exactly"
            ),
            .flag("lines", help: "read every input as JSON Lines: one document per line, blank lines skipped"),
            .value("jobs", valueName: "N", help: "check up to N files at once (default: the number of processors)"),
            .flag("fail-fast", help: "stop at the first invalid document"),
            .flag("quiet", help: "print only the summary line"),
            .flag("json-strict", help: "treat input JSONDecoder accepts but RFC 8259 forbids (trailing commas, duplicate keys) as errors"),
            .value(
                "unknown-keys", valueName: "warn|error", help: "report JSON keys no property decodes",
                choices: ["warn", "error"]),
            .flag("fail-on-warnings", help: "exit with status 1 when any warning remains (lossy recoveries included)"),
            .flag("explain-nulls", help: "say which optional properties were null and which were absent"),
            .flag("verbose", help: "say where declarations were found, which file declares the type, and 'ok' for each valid document"),
        ] + BuildConfigurationOptions.specs,
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
                commandLine: "codable-check decode feed.json --type Feed --compile",
                explanation: "decode with Feed's own init(from:), compiled once into a cached helper"),
            .init(
                commandLine: "tail -f events.jsonl | codable-check decode --lines - --type Event",
                explanation: "check a JSON Lines stream as it grows, one verdict per line"),
        ])
}
