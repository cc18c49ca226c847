import CodableCheckCore
import CodableCheckSchema

/// The model declarations a command works from, and the command-line view of their failures:
/// every way of not getting a plan becomes a `CommandLineError` (exit status 2).
struct SchemaCatalog {
    var schema: ModelSchema
    /// The files or folders read, as given or discovered.
    var paths: [String]
    /// Whether `paths` were discovered rather than given with `--schema`.
    var wasDiscovered: Bool

    /// Reads `--schema` paths, or discovers declarations from `currentDirectory` when none are given.
    static func load(paths explicitPaths: [String], currentDirectory: String) throws(CommandLineError) -> SchemaCatalog {
        var paths = explicitPaths
        let discovered = paths.isEmpty
        if discovered {
            paths = SchemaDiscovery.paths(from: currentDirectory)
        } else {
            for path in paths {
                do {
                    try FileReader.checkExists(path, relativeTo: currentDirectory)
                } catch {
                    throw CommandLineError(.schema, "cannot read schema '\(path)': \(error.reasonText)")
                }
            }
        }
        let resolved = paths.map { FileReader.resolve($0, relativeTo: currentDirectory) }
        do {
            let schema = try ModelSchema.load(paths: resolved)
            return SchemaCatalog(schema: schema, paths: paths, wasDiscovered: discovered)
        } catch {
            throw CommandLineError(.schema, "cannot read schema: \(String(describing: error))")
        }
    }

    /// The plan for `--type`, or a one-line error (with the schema diagnostics that explain it).
    func plan(for typeExpression: String) throws(CommandLineError) -> ValuePlan {
        do {
            return try schema.plan(for: typeExpression)
        } catch {
            var message = "cannot decode '\(typeExpression)': \(String(describing: error))"
            if wasDiscovered {
                message += " (declarations searched in \(ListFormatter.conjunction(paths.map { "'\($0)'" })); give --schema PATH to choose)"
            }
            throw CommandLineError(.schema, message)
        }
    }

    /// Every type the declarations define, for listings and "did you mean". Filled from the
    /// schema's listing once it offers one.
    var typeNames: [String] { [] }

    /// `file:line:column: warning: message`, the form compilers and editors understand.
    static func render(_ diagnostic: SchemaDiagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
}
