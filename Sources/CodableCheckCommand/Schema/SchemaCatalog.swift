import CodableCheckCore
import CodableCheckSchema

/// The model declarations a command works from, and the command-line view of their failures:
/// every way of not getting a plan becomes a `CommandLineError` (exit status 2).
struct SchemaCatalog {
    var schema: ModelSchema
    /// The files or folders read, as given with `--schema`, or the folder discovery searched.
    var paths: [String]
    /// Whether `paths` were discovered rather than given with `--schema`.
    var wasDiscovered: Bool
    /// The working directory, so file names print relative to it, as the user would type them.
    var currentDirectory: String

    /// Reads `--schema` paths, or discovers declarations from `currentDirectory` when none are
    /// given (`ModelSchema.discoverSchemaPaths`: `Sources/` in a package that has one, else the
    /// directory).
    /// `#if` blocks are read as `configuration` builds them.
    static func load(paths explicitPaths: [String], currentDirectory: String, configuration: BuildConfiguration = .host)
        throws(CommandLineError) -> SchemaCatalog
    {
        SchemaCatalog(try read(paths: explicitPaths, currentDirectory: currentDirectory), configuration: configuration)
    }

    /// Parses what `read` read.
    init(_ read: Read, configuration: BuildConfiguration) {
        self.init(
            schema: ModelSchema(sources: read.sources, configuration: configuration), paths: read.paths,
            wasDiscovered: read.wasDiscovered, currentDirectory: read.currentDirectory)
    }

    init(schema: ModelSchema, paths: [String], wasDiscovered: Bool, currentDirectory: String) {
        self.schema = schema
        self.paths = paths
        self.wasDiscovered = wasDiscovered
        self.currentDirectory = currentDirectory
    }

    /// The model files' text, before any of it is parsed (a cached plan may make parsing
    /// unnecessary), with how the paths were found.
    struct Read {
        var sources: SchemaSources
        var paths: [String]
        var wasDiscovered: Bool
        var currentDirectory: String
    }

    /// Reads the files of `--schema` paths, or of the declarations discovered from
    /// `currentDirectory` when none are given; every way of not finding them is an error.
    static func read(paths explicitPaths: [String], currentDirectory: String) throws(CommandLineError) -> Read {
        let discovered = explicitPaths.isEmpty
        let resolved: [String]
        if discovered {
            resolved = ModelSchema.discoverSchemaPaths(from: currentDirectory.isEmpty ? "." : currentDirectory)
            if resolved.isEmpty {
                throw CommandLineError(
                    .noSwiftFilesDiscovered(
                        folder: discoveredFolderName(currentDirectory: currentDirectory), schemaOption: SchemaSettings.schema.option))
            }
        } else {
            for path in explicitPaths {
                let isDirectory: Bool
                do {
                    isDirectory = try FileReader.checkExists(path, relativeTo: currentDirectory)
                } catch {
                    let resolved = FileReader.resolve(path, relativeTo: currentDirectory)
                    let reason =
                        BrokenSwiftLinks.find(in: [resolved]).isEmpty
                        ? error.reasonText : "a broken symbolic link (to '\(BrokenSwiftLinks.target(of: resolved))')"
                    throw CommandLineError(.schemaUnreadable(path, reason: reason))
                }
                // The usual slip is swapping a document and the models: say so instead of
                // reporting JSON as Swift that cannot be parsed.
                if !isDirectory, !path.hasSuffix(".swift") {
                    throw CommandLineError(.schemaNotSwift(path))
                }
            }
            resolved = explicitPaths.map { FileReader.resolve($0, relativeTo: currentDirectory) }
        }
        let shown = discovered ? [discoveredFolderName(currentDirectory: currentDirectory)] : explicitPaths
        do {
            let sources = try SchemaSources.read(paths: resolved)
            return Read(sources: sources, paths: shown, wasDiscovered: discovered, currentDirectory: currentDirectory)
        } catch SchemaLoadError.noSwiftFiles {
            // Links to nothing are skipped when reading; say so, or the folder seems to hold files.
            let broken = discovered ? [] : BrokenSwiftLinks.find(in: explicitPaths)
            throw CommandLineError(
                .noSwiftFiles(paths: shown, brokenLinks: BrokenSwiftLinks.explanation(broken), schemaOption: SchemaSettings.schema.option))
        } catch let error as SchemaLoadError {
            throw CommandLineError(.schemaNotRead(reason: error.description))
        } catch {
            throw CommandLineError(.schemaNotRead(reason: String(describing: error)))
        }
    }

    /// The folder discovery searched, as messages name it: `Sources/` in a package that has one,
    /// `.` for the working directory itself.
    static func discoveredFolderName(currentDirectory: String) -> String {
        let folder = ModelSchema.discoveredSchemaFolder(from: currentDirectory.isEmpty ? "." : currentDirectory)
        return folder == "." ? folder : folder + "/"
    }

    /// The plan for `--type`, with its warnings and approximations, or a one-line error; when
    /// declarations cannot be interpreted, the schema diagnostics that say why follow on their
    /// own lines.
    func plan(for typeExpression: String, customDateFunction: String? = nil) throws(CommandLineError) -> RootPlan {
        do {
            return try schema.rootPlan(for: typeExpression, customDateFunction: customDateFunction)
        } catch let error as SchemaPlanError {
            throw commandLineError(for: error, typeExpression: typeExpression)
        } catch {
            throw CommandLineError(.typeNotDecodable(typeExpression, reason: String(describing: error)))
        }
    }

    private func commandLineError(for error: SchemaPlanError, typeExpression: String) -> CommandLineError {
        let schemaOption = SchemaSettings.schema.option
        switch error {
        case .unknownType(let name, let suggestions):
            return CommandLineError(
                .unknownType(name, suggestion: suggestions.first, discoveredPaths: wasDiscovered ? paths : nil, schemaOption: schemaOption))
        case .ambiguousType(let name, let candidates):
            let locations = candidates.map { "\(displayPath($0.file)):\($0.line):\($0.column)" }
            return CommandLineError(.ambiguousType(name, locations: locations, schemaOption: schemaOption))
        case .invalidTypeExpression(let text):
            return CommandLineError(.notATypeExpression(text))
        case .typeTooDeep(let text):
            return CommandLineError(.typeNotDecodable(text, reason: SchemaPlanError.tooDeepReason))
        case .uninterpretable(let typeName, let diagnostics):
            return CommandLineError(
                .typeNotDecodable(typeName, reason: SchemaPlanError.errorCount(in: diagnostics)), details: diagnostics.map(render),
                detailSites: diagnostics.map(site))
        case .dateFunctionNotFound(let name, _, _):
            return CommandLineError(
                .dateFunctionNotFound(name: name, reason: error.description, option: DecodeSettings.dateStrategy.option))
        }
    }

    /// The declarations of the named types in `--type`, for `--verbose`.
    func declarations(in typeExpression: String) -> [TypeCandidate] {
        TypeExpressionNames.names(in: typeExpression).flatMap { schema.declarations(named: $0) }
    }

    /// `Models/Book.swift:12:9: error: unknown type 'Genre' in property 'genre' of 'Book'`.
    func render(_ diagnostic: SchemaDiagnostic) -> String {
        "\(displayPath(diagnostic.file)):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }

    /// A diagnostic as the reports locate it, its path as `render` shows it.
    func site(_ diagnostic: SchemaDiagnostic) -> RunFailure.Site {
        RunFailure.Site(
            file: displayPath(diagnostic.file), line: diagnostic.line, column: diagnostic.column,
            severity: diagnostic.severity.rawValue, message: diagnostic.message)
    }

    /// A path under the working directory without it (`Sources/Models/Book.swift`), others as they are.
    func displayPath(_ path: String) -> String {
        Self.displayPath(path, under: currentDirectory)
    }

    /// `displayPath` for a working directory held apart from a catalog (a checker's, on other threads).
    static func displayPath(_ path: String, under currentDirectory: String) -> String {
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if !currentDirectory.isEmpty, path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }
}
