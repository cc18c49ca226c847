import Foundation

/// A helper executable for one `--type` and the declarations it needs, compiled against the
/// prebuilt core: a generated `main.swift` that hands the type to `CompiledDecodeServer`.
///
/// Cached as `helper-<key>/`, the key covering the tool's version, the core build, the compiler,
/// the type expression, and each chosen file's path and contents: a changed model is a new key,
/// never a stale helper. A build that fails is remembered as `failed-<key>` with the compiler's
/// errors, so the next run with the same sources falls back at once.
struct HelperBuild {
    static let executableName = "helper"
    static let substitutionsName = "substituted-imports.json"

    /// The helper to run.
    var executable: URL
    /// `import` lines of modules this toolchain lacks that were compiled as `import Foundation`.
    var substitutions: [ImportSubstitution]

    /// An `import` the helper was compiled without: the declarations compiled with
    /// `import Foundation` in its place, so they use nothing else from that module.
    struct ImportSubstitution: Codable, Equatable {
        var file: String
        var line: Int
        var column: Int
        var module: String
    }

    static func prepare(
        typeExpression: String, selection: DeclarationFileSelection, core: CoreLibraryBuild, compiler: SwiftCompiler,
        cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) -> HelperBuild {
        let main = try mainSource(for: typeExpression)
        var hash = StableHash()
        hash.add(Version.current)
        hash.add(core.folder.lastPathComponent)
        hash.add(compiler.identity)
        hash.add(main)
        for file in selection.files {
            hash.add(file.path)
            hash.add(file.text)
        }
        let name = "helper-\(hash.hexDigits)"
        let failedName = "failed-\(hash.hexDigits)"
        let published = cache.entry(name)
        if let found = load(published) { return found }
        if let data = FileManager.default.contents(atPath: cache.entry(failedName).path),
            let diagnostics = try? JSONDecoder().decode([CompilerDiagnostic].self, from: data)
        {
            throw .declarations(diagnostics)
        }

        let folder: URL
        do {
            folder = try cache.makeBuildFolder()
            try Data(main.utf8).write(to: folder.appendingPathComponent("main.swift"))
        } catch {
            throw .environment("cannot write to the compile cache '\(cache.root.path)': \(error)")
        }
        var compiling = CompiledSources(selection: selection, folder: folder)
        var substitutions: [ImportSubstitution] = []
        // Each round replaces the imports the compiler could not find; a file importing several
        // missing modules may need a round per module, so a few rounds, never an endless loop.
        for _ in 0..<3 {
            let outcome: ProcessRunner.Outcome
            do {
                outcome = try compiler.run(
                    [
                        "-Onone", "-module-name", "CodableCheckHelper", "-I", core.folder.path, "-L", core.folder.path,
                        "-l\(CoreLibraryBuild.moduleName)", "-module-cache-path", cache.moduleCache.path,
                        "-o", folder.appendingPathComponent(executableName).path,
                        folder.appendingPathComponent("main.swift").path,
                    ] + compiling.paths, environment: environment)
            } catch {
                try? FileManager.default.removeItem(at: folder)
                throw .environment("cannot run \(compiler.path): \(error)")
            }
            if outcome.status == 0 {
                if let data = try? JSONEncoder().encode(substitutions) {
                    try? data.write(to: folder.appendingPathComponent(substitutionsName))
                }
                cache.publish(folder, as: name)
                return load(published)
                    ?? HelperBuild(executable: folder.appendingPathComponent(executableName), substitutions: substitutions)
            }
            let errors = CompilerDiagnostic.errors(in: outcome.output).map { compiling.original(of: $0) }
            let missing = errors.filter { $0.missingModule != nil && $0.declaration == nil }
            guard !errors.isEmpty, missing.count == errors.count else {
                try? FileManager.default.removeItem(at: folder)
                if errors.isEmpty {
                    let firstLines = outcome.output.split(separator: "\n").prefix(5).joined(separator: "\n")
                    throw .environment("the compiler failed without an error line:\n\(firstLines)")
                }
                remember(errors, as: failedName, in: cache)
                throw .declarations(errors)
            }
            for error in missing {
                compiling.replaceImport(inFile: error.file, line: error.line)
                substitutions.append(
                    ImportSubstitution(file: error.file, line: error.line, column: error.column, module: error.missingModule ?? ""))
            }
        }
        try? FileManager.default.removeItem(at: folder)
        throw .environment("the declarations still import missing modules after three rounds of substitution")
    }

    /// `main.swift`: serve the type. The expression is checked to be a plain type expression
    /// first, since it is pasted into source.
    static func mainSource(for typeExpression: String) throws(CompileFailure) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]<>:?, ")
        guard !typeExpression.isEmpty, typeExpression.allSatisfy({ allowed.contains($0) || $0.isLetter }) else {
            throw .unsupportedType(typeExpression)
        }
        return """
            // Generated by codable-check --compile: decodes \(typeExpression) with the app's own code.
            import CodableCheckCore
            import Foundation

            exit(CompiledDecodeServer.serve((\(typeExpression)).self))

            """
    }

    private static func load(_ folder: URL) -> HelperBuild? {
        let executable = folder.appendingPathComponent(executableName)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(substitutionsName).path) ?? Data()
        let substitutions = (try? JSONDecoder().decode([ImportSubstitution].self, from: data)) ?? []
        return HelperBuild(executable: executable, substitutions: substitutions)
    }

    private static func remember(_ errors: [CompilerDiagnostic], as name: String, in cache: CompileCache) {
        guard let data = try? JSONEncoder().encode(errors), let folder = try? cache.makeBuildFolder() else { return }
        let file = folder.appendingPathComponent(name)
        if (try? data.write(to: file)) != nil { cache.publish(file, as: name) }
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The files handed to the compiler: the user's own paths (never written to), or, for a file
/// whose unavailable `import` was replaced, a copy in the build folder. Diagnostics in a copy are
/// mapped back to the user's file and placed in their declaration.
struct CompiledSources {
    private var selection: DeclarationFileSelection
    private var folder: URL
    /// The copy, by the user's path.
    private var copies: [String: URL] = [:]

    init(selection: DeclarationFileSelection, folder: URL) {
        self.selection = selection
        self.folder = folder
    }

    var paths: [String] {
        selection.files.map { copies[$0.path]?.path ?? $0.path }
    }

    func original(of diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
        var mapped = diagnostic
        if let original = copies.first(where: { $0.value.path == diagnostic.file })?.key { mapped.file = original }
        mapped.declaration = selection.files.first { $0.path == mapped.file }?.outline.declaration(containing: mapped.line)
        return mapped
    }

    /// Writes (or rewrites) the copy of `path` with line `line` as `import Foundation`; the line
    /// count stays, so later diagnostics keep their lines.
    mutating func replaceImport(inFile path: String, line: Int) {
        guard let file = selection.files.first(where: { $0.path == path }) else { return }
        let copy = copies[path] ?? folder.appendingPathComponent("sources/\(copies.count)/\((path as NSString).lastPathComponent)")
        let current = (try? String(contentsOf: copy, encoding: .utf8)) ?? file.text
        var lines = current.components(separatedBy: "\n")
        guard lines.indices.contains(line - 1) else { return }
        lines[line - 1] = "import Foundation"
        try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
        copies[path] = copy
    }
}
