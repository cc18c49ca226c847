import Foundation

/// `types --compile`: every schema file type-checked together once (no code generated, so no
/// core library either), cached as `typecheck-<key>`. A type is `compiled` when none of the
/// files it needs (`DeclarationFileSelection`) has an error; `decode --compile` then builds its
/// helper from those files.
struct SchemaTypeCheck: Codable {
    var errors: [CompilerDiagnostic]
    var adjustments: SourceAdjustments

    /// Each module (`ModuleOrder`) is type-checked under its own name after the modules it
    /// imports, which are emitted for it; a module that does not compile leaves its importers
    /// to compile with `import Foundation` in its place, and their own errors are listed too.
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
        if let found = cache.storedValue(SchemaTypeCheck.self, named: name) {
            cache.markUsed(name)
            return found
        }
        let buildFolder: BuildFolder
        do {
            buildFolder = try cache.makeBuildFolder()
        } catch {
            throw cache.cannotWrite(error)
        }
        defer { buildFolder.remove() }
        let folder = buildFolder.url
        let order = ModuleOrder(files, root: nil)
        let imported = Set(files.flatMap { $0.outline.imports.map(\.module) })
        let modules = folder.appendingPathComponent("modules")
        var sources = CompiledSources(selection: DeclarationFileSelection(all: files), folder: folder)
        var errors: [CompilerDiagnostic] = []
        for module in order.modules {
            let common = [
                "-parse-as-library", "-module-name", module.name, "-I", modules.path, "-module-cache-path", cache.moduleCache.path,
            ]
            do throws(CompileFailure) {
                try sources.compile(module.files, dropping: false, with: compiler, environment: environment) { paths in
                    ["-typecheck"] + common + paths
                }
                // Function bodies are checked above; this only gives the importers the module.
                if imported.contains(module.name) {
                    try sources.compile(module.files, dropping: false, with: compiler, environment: environment) { paths in
                        ["-emit-module", "-emit-module-path", modules.appendingPathComponent("\(module.name).swiftmodule").path]
                            + common + paths
                    }
                }
            } catch {
                guard case .declarations(let found) = error else { throw error }
                errors += found
            }
        }
        let result = SchemaTypeCheck(errors: errors, adjustments: errors.isEmpty ? sources.adjustments : SourceAdjustments())
        cache.store(result, as: name)
        cache.evictOldEntries()
        return result
    }

    /// The errors in the files `typeName` needs that its helper could not do without; empty
    /// when it compiles.
    func errors(for typeName: String, choosingFrom files: [DeclarationFileSelection.File]) -> [CompilerDiagnostic] {
        let needed = Dictionary(
            DeclarationFileSelection(choosingFrom: files, rootNames: [typeName]).files.map { ($0.path, $0) },
            uniquingKeysWith: { first, _ in first })
        let found = errors.filter { needed[$0.file] != nil }
        // A missing module alone is no error: the file compiles with `import Foundation` in its
        // place unless something else in it fails (then that error is listed too). Nor is one
        // outside what the type keeps, or in a declaration the helper would leave out.
        let blocking = found.filter { error in
            guard error.missingModule == nil, let file = needed[error.file], var path = file.outline.declarationPath(atLine: error.line)
            else { return false }
            while !path.isEmpty, !file.kept.contains(path) { path.removeLast() }
            return !path.isEmpty && file.droppablePath(atLine: error.line) == nil
        }
        return blocking.isEmpty ? [] : found
    }
}
