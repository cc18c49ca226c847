import CodableCheckCore

/// `codable-check decode`: checks JSON inputs against a Swift type from model declarations.
struct DecodeCommand {
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

    var options: DecodeOptions

    init(arguments: [String]) throws(CommandLineError) {
        options = try DecodeOptions(ArgumentParser(Self.spec).parse(arguments))
    }

    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        try Self.checkModeAvailable(options.validation.mode)
        if options.readsStandardInputByDefault, context.standardInputIsTerminal {
            throw .usage("no input: give JSON files, '-' for standard input, or pipe a document in")
        }
        for input in options.inputs {
            do {
                try FileReader.checkReadable(input, relativeTo: context.currentDirectory)
            } catch {
                throw CommandLineError(.input, error.message)
            }
        }
        let catalog = try SchemaCatalog.load(paths: options.schemaPaths, currentDirectory: context.currentDirectory)
        let plan = try catalog.plan(for: options.typeExpression)
        if options.isVerbose {
            reportSchema(catalog, to: context.standardError)
        }

        let checker = DocumentChecker(
            plan: plan, options: options.validation, warningPolicy: options.warningPolicy,
            needsExcerpts: options.format == .text && !options.isQuiet)
        var reporter = makeReporter(context)
        var summary = Summary()
        for input in options.inputs {
            // A reader that went away (`| head`) wants nothing more.
            if reporter.isOutputClosed { break }
            let bytes: [UInt8]
            do {
                bytes = try read(input, context)
            } catch {
                throw CommandLineError(.input, error.message)
            }
            let result = checker.check(bytes, inputName: input.displayName)
            summary.add(result)
            reporter.report(result)
        }
        reporter.finish(summary)
        return ExitStatus.forDecoding(summary)
    }

    /// The one place that knows which modes exist: adding lossy decoding is a case here.
    static func checkModeAvailable(_ mode: ValidationOptions.Mode) throws(CommandLineError) {
        switch mode {
        case .strict:
            return
        case .lossy:
            throw .usage("'--mode lossy' is not implemented yet; use '--mode strict'")
        }
    }

    private func read(_ input: InputSource, _ context: CommandContext) throws(InputError) -> [UInt8] {
        switch input {
        case .standardInput:
            do {
                return try context.readStandardInput()
            } catch let error as InputError {
                throw error
            } catch {
                throw InputError(source: input, reason: .system(String(describing: error)))
            }
        case .file:
            return try FileReader.read(input, relativeTo: context.currentDirectory)
        }
    }

    private func makeReporter(_ context: CommandContext) -> any Reporter {
        switch options.format {
        case .text:
            let color = ColorMode.detect(environment: context.environment, outputIsTerminal: context.standardError.isTerminal)
            return TextReporter(
                diagnostics: context.standardError, values: context.standardOutput, decorator: color.decorator,
                isQuiet: options.isQuiet, printsValues: options.printsValues, maximumErrors: options.validation.maximumErrors)
        case .json:
            return JSONReporter(
                output: context.standardOutput, mode: options.validation.mode.rawValue, typeExpression: options.typeExpression)
        }
    }

    /// `--verbose`: where the declarations came from and what they say about themselves.
    private func reportSchema(_ catalog: SchemaCatalog, to output: any CommandOutput) {
        let origin = catalog.wasDiscovered ? "discovered" : "given"
        let paths = ListFormatter.conjunction(catalog.paths.map { "'\($0)'" })
        output.writeLine("\(Version.toolName): note: reading declarations from \(paths) (\(origin))")
        for diagnostic in catalog.schema.diagnostics {
            output.writeLine(SchemaCatalog.render(diagnostic))
        }
    }
}
