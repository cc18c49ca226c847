import CodableCheckSchema

/// `codable-check types`: what the declarations define, as the decoder will use them, how
/// faithfully each type decodes, and every problem found while reading them.
struct TypesCommand {
    static let spec = CommandSpec(
        name: Subcommand.types.rawValue,
        abstract: "Lists the decodable types in the model declarations, how faithfully each decodes, and every problem reading them.",
        positional: nil,
        options: TypesSettings.options,
        examples: [
            .init(commandLine: "codable-check types", explanation: "list the models under Sources/ (or the working directory)"),
            .init(commandLine: "codable-check types --schema Models/Book.swift", explanation: "list what one file declares"),
            .init(
                commandLine: "codable-check types --compile",
                explanation: "also say which types decode with the app's own compiled code"),
            .init(
                commandLine: "codable-check types --format json > types.json",
                explanation: "the same listing as JSON, for scripts and CI checks"),
            .init(
                commandLine: "codable-check types --decoders",
                explanation: "list the JSONDecoder set-ups the app configures, for decode --decoder NAME"),
        ])

    enum Format: String, CaseIterable {
        case text, json
    }

    var schemaPaths: [String]
    var compiles: Bool
    /// `--format`: the text listing or a `TypesReport`.
    var format: Format
    /// `--platform`, `--define`, `--can-import`: the `#if` branches read.
    var buildConfiguration: BuildConfiguration
    /// `--decoders`: list the `JSONDecoder` set-ups in the source instead of the types.
    var listsDecoders = false

    init(arguments: [String]) throws(CommandLineError) {
        let parsed = try ArgumentParser(Self.spec).parse(arguments)
        schemaPaths = try parsed.read(SchemaSettings.schema)
        compiles = try parsed.read(TypesSettings.compile)
        format = try parsed.read(TypesSettings.format)
        buildConfiguration = try SchemaSettings.configuration(from: parsed)
        listsDecoders = try parsed.read(TypesSettings.decoders)
    }

    /// `--decoders`: each set-up, where it is, what it sets and what it does not read. Exit
    /// status 0, also when none is found (a note says so).
    private func listDecoders(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        let read = try SchemaCatalog.read(paths: schemaPaths, currentDirectory: context.currentDirectory)
        let directory = read.currentDirectory
        let choice = DecoderSetupChoice(
            setups: read.sources.decoderSetups, displayPath: { SchemaCatalog.displayPath($0, under: directory) })
        switch format {
        case .text:
            context.standardOutput.write(choice.listing())
        case .json:
            let report = DecoderSetupsReport(choice.setups, displayPath: choice.displayPath)
            context.standardOutput.writeLine(JSONReporter.collapsingEmptyArrays(JSONReporter.prettyText(report)))
        }
        if choice.setups.isEmpty {
            let files = read.sources.files.count
            context.standardError.writeLine(
                "\(Version.toolName): note: no JSONDecoder is configured in \(files) .swift file\(files == 1 ? "" : "s"); --key-strategy, --date-strategy and --data-strategy set the strategies"
            )
        }
        return .success
    }

    /// Exit status 0 when the declarations were read (even with warnings), 1 when a schema
    /// diagnostic is an error, 2 when they could not be read. Types and diagnostics both go to
    /// standard output: together they are the listing asked for.
    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        if listsDecoders { return try listDecoders(in: context) }
        let catalog = try SchemaCatalog.load(
            paths: schemaPaths, currentDirectory: context.currentDirectory, configuration: buildConfiguration)
        var summaries = catalog.schema.types
        var compiling: CompiledTypeMarking.Outcome?
        if compiles {
            let outcome = CompiledTypeMarking.mark(&summaries, catalog: catalog, environment: context.environment)
            for warning in outcome.warnings { context.standardError.writeLine(warning) }
            compiling = outcome
        }
        let diagnostics = catalog.schema.diagnostics
        switch format {
        case .text:
            var text = ""
            for summary in summaries {
                text += TypeListing.render(summary, displayPath: catalog.displayPath)
            }
            for diagnostic in diagnostics {
                text += catalog.render(diagnostic) + "\n"
            }
            if !summaries.isEmpty { text += TypeListing.countLine(summaries) + "\n" }
            context.standardOutput.write(text)
        case .json:
            let report = TypesReport(summaries, diagnostics: diagnostics, compiling: compiling, displayPath: catalog.displayPath)
            context.standardOutput.writeLine(JSONReporter.collapsingEmptyArrays(JSONReporter.prettyText(report)))
        }
        if summaries.isEmpty {
            let files = catalog.schema.filePaths.count
            context.standardError.writeLine(
                "\(Version.toolName): note: no Decodable struct, class or enum in \(files) .swift file\(files == 1 ? "" : "s")")
        }
        return diagnostics.contains { $0.severity == .error } ? .someInputInvalid : .success
    }
}
