import CodableCheckCore
import CodableCheckSchema

/// `codable-check schema`: writes the JSON Schema of what strict (or lossy) decoding of a type
/// accepts, from the plan `decode` would check with, under the same options and decoder set-up.
struct SchemaCommand {
    static let spec = CommandSpec(
        name: Subcommand.schema.rawValue,
        abstract:
            "Writes the JSON Schema (2020-12) or OpenAPI 3.1 schemas of what JSONDecoder accepts for a type, for teams that validate their JSON with other tools.",
        positional: nil,
        options: SchemaExportSettings.options,
        examples: [
            .init(
                commandLine: "codable-check schema --type Book > book.schema.json",
                explanation: "the JSON Schema of what the app decodes as Book, from the models under Sources/"),
            .init(
                commandLine: "codable-check schema --type '[Event]' --decoder API.decoder",
                explanation: "with the key, date and data strategies of the app's own JSONDecoder set-up"),
            .init(
                commandLine: "codable-check schema --type Order --format openapi --unknown-keys error",
                explanation: "OpenAPI 3.1 components/schemas whose objects refuse keys the models do not decode"),
        ])

    /// The command line, as the table read it.
    var commandLine: ParsedArguments
    var format: SchemaExportDocument.Format

    init(arguments: [String]) throws(CommandLineError) {
        commandLine = try ArgumentParser(Self.spec).parse(arguments)
        format = try commandLine.read(SchemaExportSettings.format)
        // The settings are checked now, so a bad value is a usage error before any file is read.
        _ = try DecodeOptions(Self.asDecode(commandLine.given))
    }

    /// `decode`'s view of these settings: the same type, models, mode and strategies.
    private static func asDecode(_ given: [String: [String]]) -> ParsedArguments {
        var given = given
        given[SchemaExportSettings.format.option.name] = nil
        given[CheckSettings.project.option.name] = nil
        return ParsedArguments(positionals: ["-"], given: given, accepted: DecodeSettings.options)
    }

    /// The project file's `schema`, `#if` and `decoder` settings (`--project`, else the nearest
    /// `.codable-check.json`, as `check` finds it), under the command line's, which win; its
    /// paths are relative to its folder. Nil without a project file.
    private func projectSettings(_ context: CommandContext) throws(CommandLineError) -> (given: [String: [String]], path: String)? {
        let projectOption = try commandLine.read(CheckSettings.project)
        guard let path = ProjectFileLocator.path(given: projectOption, currentDirectory: context.currentDirectory) else { return nil }
        let file = try ProjectFileLocator.read(path: path, currentDirectory: context.currentDirectory)
        var given: [String: [String]] = [:]
        for (name, values) in file.shared where SchemaExportSettings.options.contains(where: { $0.name == name }) {
            given[name] =
                ProjectKeys.pathSettings.contains(name) ? values.map { FileReader.resolve($0, relativeTo: file.directory) } : values
        }
        return (given, file.path)
    }

    /// Exit status 0 when the schema was written (a note on standard error says where it is not
    /// exact), 2 when the models could not be read or the type planned.
    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        var given = commandLine.given
        let project = try projectSettings(context)
        if let project { given.merge(project.given) { fromCommandLine, _ in fromCommandLine } }
        let decode = DecodeCommand(options: try DecodeOptions(Self.asDecode(given)))
        if let project, !decode.options.isQuiet, !project.given.isEmpty {
            let names = project.given.keys.sorted().map { "'\($0)'" }
            context.standardError.writeLine(
                "\(Version.toolName): note: using \(ListFormatter.conjunction(names)) from \(project.path) (the command line's options win)"
            )
        }
        let read = try SchemaCatalog.read(paths: decode.options.schemaPaths, currentDirectory: context.currentDirectory)
        var command = decode
        if let name = decode.options.decoderName {
            try command.adoptDecoderSetup(named: name, among: read.sources.decoderSetups, from: read, context: context)
        }
        let options = command.options
        let (root, _, catalog) = try command.planned(read, context: context)
        if !options.isQuiet, let catalog {
            for warning in root.warnings { context.standardError.writeLine(catalog.render(warning)) }
        }
        let document = SchemaExportDocument(
            root: root, typeExpression: options.typeExpression, options: options.validation,
            closesObjects: options.warningPolicy.unknownKeys == .error, format: format, setup: Self.setup(of: options))
        context.standardOutput.writeLine(document.text)
        if !options.isQuiet, !document.notes.isEmpty {
            var paths: [String] = []
            for note in document.notes where !paths.contains(note.path) { paths.append(note.path) }
            context.standardError.writeLine(
                "\(Version.toolName): note: the schema of '\(options.typeExpression)' accepts more than the app decodes at \(ListFormatter.conjunction(paths)) (each marked 'x-codable-check')"
            )
        }
        return .success
    }

    /// The decoder options the schema is of, as the command line spells them, for the document.
    private static func setup(of options: DecodeOptions) -> [(option: String, value: String)] {
        let validation = options.validation
        var setup: [(option: String, value: String)] = [
            (DecodeSettings.keyStrategy.option.name, validation.keyStrategy == .convertFromSnakeCase ? "snake-case" : "default"),
            (
                DecodeSettings.dateStrategy.option.name,
                options.customDateFunction.map { DateStrategyText.customPrefix + $0 }
                    ?? DateStrategyText.values(for: validation.dateStrategy).joined(separator: " ")
            ),
            (DecodeSettings.dataStrategy.option.name, validation.dataStrategy == .deferredToData ? "deferred" : "base64"),
        ]
        if case .convertFromString(let positive, let negative, let nan) = validation.floatStrategy {
            setup.append((DecodeSettings.floatStrategy.option.name, "convert-from-string:\(positive),\(negative),\(nan)"))
        }
        if options.warningPolicy.unknownKeys == .error { setup.append((DecodeSettings.unknownKeys.option.name, "error")) }
        return setup
    }
}
