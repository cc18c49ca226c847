import CodableCheckSchema

/// `codable-check types`: what the declarations define, as the decoder will use them, how
/// faithfully each type decodes, and every problem found while reading them.
struct TypesCommand {
    static let spec = CommandSpec(
        name: "types",
        abstract: "Lists the decodable types in the model declarations, how faithfully each decodes, and every problem reading them.",
        positional: nil,
        options: TypesSettings.options,
        examples: [
            .init(commandLine: "codable-check types", explanation: "list the models under Sources/ (or the working directory)"),
            .init(commandLine: "codable-check types --schema Models/Book.swift", explanation: "list what one file declares"),
            .init(
                commandLine: "codable-check types --compile",
                explanation: "also say which types decode with the app's own compiled code"),
        ])

    var schemaPaths: [String]
    var compiles: Bool
    /// `--platform`, `--define`, `--can-import`: the `#if` branches read.
    var buildConfiguration: BuildConfiguration

    init(arguments: [String]) throws(CommandLineError) {
        let parsed = try ArgumentParser(Self.spec).parse(arguments)
        schemaPaths = try parsed.read(SchemaSettings.schema)
        compiles = try parsed.read(TypesSettings.compile)
        buildConfiguration = try SchemaSettings.configuration(from: parsed)
    }

    /// Exit status 0 when the declarations were read (even with warnings), 1 when a schema
    /// diagnostic is an error, 2 when they could not be read. Types and diagnostics both go to
    /// standard output: together they are the listing asked for.
    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        let catalog = try SchemaCatalog.load(
            paths: schemaPaths, currentDirectory: context.currentDirectory, configuration: buildConfiguration)
        var summaries = catalog.schema.types
        if compiles {
            let marking = CompiledTypeMarking.mark(&summaries, catalog: catalog, environment: context.environment)
            for warning in marking { context.standardError.writeLine(warning) }
        }
        var text = ""
        for summary in summaries {
            text += TypeListing.render(summary, displayPath: catalog.displayPath)
        }
        let diagnostics = catalog.schema.diagnostics
        for diagnostic in diagnostics {
            text += catalog.render(diagnostic) + "\n"
        }
        if !summaries.isEmpty { text += TypeListing.countLine(summaries) + "\n" }
        context.standardOutput.write(text)
        if summaries.isEmpty {
            let files = catalog.schema.filePaths.count
            context.standardError.writeLine(
                "\(Version.toolName): note: no Decodable struct, class or enum in \(files) .swift file\(files == 1 ? "" : "s")")
        }
        return diagnostics.contains { $0.severity == .error } ? .someInputInvalid : .success
    }
}
