import Foundation

/// `types --compile`: every schema file type-checked together once (no code generated, so no
/// core library either), cached as `typecheck-<key>`. A type is `compiled` when none of the
/// files it needs (`DeclarationFileSelection`) has an error; `decode --compile` then builds its
/// helper from those files.
struct SchemaTypeCheck: Codable {
    var errors: [CompilerDiagnostic]
    var substitutions: [HelperBuild.ImportSubstitution]

    static func run(
        files: [DeclarationFileSelection.File], compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) -> SchemaTypeCheck {
        var hash = StableHash()
        hash.add(Version.current)
        hash.add(compiler.identity)
        for file in files {
            hash.add(file.path)
            hash.add(file.text)
        }
        let name = "typecheck-\(hash.hexDigits)"
        if let data = FileManager.default.contents(atPath: cache.entry(name).path),
            let found = try? JSONDecoder().decode(SchemaTypeCheck.self, from: data)
        {
            return found
        }
        let folder: URL
        do {
            folder = try cache.makeBuildFolder()
        } catch {
            throw cache.cannotWrite(error)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources = CompiledSources(selection: DeclarationFileSelection(all: files), folder: folder)
        var result: SchemaTypeCheck
        do throws(CompileFailure) {
            let substitutions = try sources.compile(with: compiler, environment: environment) { paths in
                ["-typecheck", "-parse-as-library", "-module-name", "CodableCheckTypeCheck", "-module-cache-path", cache.moduleCache.path]
                    + paths
            }
            result = SchemaTypeCheck(errors: [], substitutions: substitutions)
        } catch {
            guard case .declarations(let errors) = error else { throw error }
            result = SchemaTypeCheck(errors: errors, substitutions: [])
        }
        if let data = try? JSONEncoder().encode(result) {
            let file = folder.appendingPathComponent(name)
            if (try? data.write(to: file)) != nil { cache.publish(file, as: name) }
        }
        return result
    }

    /// The errors in the files `typeName` needs; empty when it compiles.
    func errors(for typeName: String, choosingFrom files: [DeclarationFileSelection.File]) -> [CompilerDiagnostic] {
        let needed = Set(DeclarationFileSelection(choosingFrom: files, rootNames: [typeName]).files.map(\.path))
        let found = errors.filter { needed.contains($0.file) }
        // A missing module alone is no error: the file compiles with `import Foundation` in its
        // place unless something else in it fails (then that error is listed too).
        return found.contains { $0.missingModule == nil } ? found : []
    }
}
