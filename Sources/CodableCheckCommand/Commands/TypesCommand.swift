import CodableCheckCore

/// `codable-check types`: what the declarations define, as the decoder will use them, and every
/// problem found while reading them.
struct TypesCommand {
    static let spec = CommandSpec(
        name: "types",
        abstract: "Lists the decodable types in the model declarations and every problem reading them.",
        positional: nil,
        options: [
            .value(
                "schema", valueName: "PATH",
                help: "Swift files or folders declaring the models (default: Sources/ in a package, else the working directory)",
                isRepeatable: true)
        ],
        examples: [
            .init(commandLine: "codable-check types", explanation: "list the models under Sources/ (or the working directory)"),
            .init(commandLine: "codable-check types --schema Models/Book.swift", explanation: "list what one file declares"),
        ])

    var schemaPaths: [String]

    init(arguments: [String]) throws(CommandLineError) {
        schemaPaths = try ArgumentParser(Self.spec).parse(arguments).allValues("schema")
    }

    /// Exit status 0 when the declarations were read (even with warnings), 1 when a schema
    /// diagnostic is an error, 2 when they could not be read.
    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        let catalog = try SchemaCatalog.load(paths: schemaPaths, currentDirectory: context.currentDirectory)
        var text = ""
        for type in TypeListing.entries(catalog) {
            text += type.rendered
        }
        let diagnostics = catalog.schema.diagnostics
        for diagnostic in diagnostics {
            text += SchemaCatalog.render(diagnostic) + "\n"
        }
        context.standardOutput.write(text)
        return diagnostics.contains { $0.severity == .error } ? .someInputInvalid : .success
    }
}
