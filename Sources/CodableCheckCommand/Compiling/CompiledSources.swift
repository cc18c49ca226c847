import Foundation

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

    /// Compiles with `arguments(paths)`; when the compiler finds no module for an `import`, the
    /// file is compiled again from a copy with `import Foundation` in its place. Each round
    /// replaces the imports the compiler could not find; a file importing several missing modules
    /// may need a round per module, so a few rounds, never an endless loop. Returns the imports
    /// replaced; throws `.declarations` with the compiler's errors (those of the imports replaced
    /// first: they explain the rest).
    mutating func compile(
        with compiler: SwiftCompiler, environment: [String: String], arguments: ([String]) -> [String]
    ) throws(CompileFailure) -> [HelperBuild.ImportSubstitution] {
        var substitutions: [HelperBuild.ImportSubstitution] = []
        var replaced: [CompilerDiagnostic] = []
        for _ in 0..<3 {
            let outcome: ProcessRunner.Outcome
            do {
                outcome = try compiler.run(arguments(paths), environment: environment)
            } catch {
                throw .environment("cannot run \(compiler.path): \(error)")
            }
            if outcome.status == 0 { return substitutions }
            let errors = CompilerDiagnostic.errors(in: outcome.output).map { original(of: $0) }
            let missing = errors.filter { $0.missingModule != nil && $0.declaration == nil }
            guard !errors.isEmpty, missing.count == errors.count else {
                if errors.isEmpty {
                    throw .environment("the compiler failed without an error line:\n\(outcome.firstLines)")
                }
                throw .declarations(replaced + errors)
            }
            replaced += missing
            for error in missing {
                replaceImport(inFile: error.file, line: error.line)
                substitutions.append(
                    .init(file: error.file, line: error.line, column: error.column, module: error.missingModule ?? ""))
            }
        }
        throw .environment("the declarations still import missing modules after three rounds of substitution")
    }

    func original(of diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
        var mapped = diagnostic
        mapped.file = URL(fileURLWithPath: diagnostic.file).standardizedFileURL.path
        if let original = copies.first(where: { $0.value.standardizedFileURL.path == mapped.file })?.key { mapped.file = original }
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
