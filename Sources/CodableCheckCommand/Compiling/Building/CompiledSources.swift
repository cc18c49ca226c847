import Foundation

/// The files handed to the compiler: the user's own paths (never written to), or a copy in the
/// build folder when the compiler needs the file changed. A copy is made for a file whose name
/// another chosen file has too (two packages' `Codable.swift`: swiftc wants distinct names in
/// one module), one whose unavailable `import` was replaced, and one with a declaration left
/// out. A copy keeps every line where it was, so diagnostics in it are mapped back to the
/// user's file, line for line, and placed in their declaration.
struct CompiledSources {
    private var files: [String: DeclarationFileSelection.File]
    private var folder: URL
    /// The name each file is compiled under, when not its own.
    private var compiledNames: [String: String] = [:]
    /// The copy, by the user's path.
    private var copies: [String: URL] = [:]
    private var replacedImportLines: [String: Set<Int>] = [:]
    private var droppedDeclarations: [String: Set<Int>] = [:]
    private(set) var adjustments = SourceAdjustments()

    /// The most compiler runs for one module: each round replaces the imports the compiler could
    /// not find or leaves out the declarations that do not compile, so a few rounds, never an
    /// endless loop.
    static let maximumRounds = 8

    init(selection: DeclarationFileSelection, folder: URL) {
        self.folder = folder
        files = Dictionary(selection.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: [String: Int] = ["main.swift": 1]  // the helper's own
        for (index, file) in selection.files.enumerated() {
            let name = (file.path as NSString).lastPathComponent
            seen[name, default: 0] += 1
            if seen[name, default: 0] > 1 {
                compiledNames[file.path] = "\((name as NSString).deletingPathExtension)-\(index + 1).swift"
                writeCopy(of: file.path)
            }
        }
    }

    func paths(of files: [DeclarationFileSelection.File]) -> [String] {
        files.map { copies[$0.path]?.path ?? $0.path }
    }

    /// Compiles `module` with `arguments(paths)`. When the compiler finds no module for an
    /// `import`, the file is compiled again from a copy with `import Foundation` in its place;
    /// with `dropping`, a declaration that does not compile and that decoding does not need is
    /// left out. Throws `.declarations` with the compiler's errors (after the first error of each
    /// module replaced and each declaration left out: they explain the rest).
    mutating func compile(
        _ module: [DeclarationFileSelection.File], dropping: Bool, with compiler: SwiftCompiler, environment: [String: String],
        arguments: ([String]) -> [String]
    ) throws(CompileFailure) {
        var explained: [CompilerDiagnostic] = []
        for _ in 0..<Self.maximumRounds {
            let outcome: ProcessRunner.Outcome
            do {
                outcome = try compiler.run(arguments(paths(of: module)), environment: environment)
            } catch {
                throw .environment("cannot run \(compiler.path): \(error)")
            }
            if outcome.status == 0 { return }
            let errors = CompilerDiagnostic.errors(in: outcome.output).map { original(of: $0) }
            if errors.isEmpty { throw .environment("the compiler failed without an error line:\n\(outcome.firstLines)") }
            let missing = errors.filter { $0.missingModule != nil && $0.declaration == nil }
            let rest = errors.filter { !($0.missingModule != nil && $0.declaration == nil) }
            let droppable = dropping ? rest.compactMap(droppableDeclaration) : []
            guard droppable.count == rest.count else { throw .declarations(explained + rest) }
            // What explains later errors: each missing module once, each left-out declaration's first error.
            for error in missing where !explained.contains(where: { $0.missingModule == error.missingModule }) {
                explained.append(error)
            }
            for (error, declaration) in zip(rest, droppable)
            where !explained.contains(where: { $0.file == error.file && $0.declaration == declaration.name && $0.missingModule == nil }) {
                explained.append(error)
            }
            // The compiler stops at the first missing module it meets: every file of this module
            // that imports it gets `import Foundation` at once, or each would cost a round.
            for name in Set(missing.compactMap(\.missingModule)) {
                for file in module {
                    for line in file.outline.imports.filter({ $0.module == name }).map(\.line)
                    where replacedImportLines[file.path]?.contains(line) != true {
                        replaceImport(inFile: file.path, line: line)
                        let reported = missing.first { $0.file == file.path && $0.line == line }
                        adjustments.substitutions.append(
                            .init(
                                file: file.path, line: line,
                                column: reported?.column ?? Self.column(of: name, inLine: line, of: file.text), module: name,
                                isIncidental: file.isTentative))
                    }
                }
            }
            for (error, declaration) in zip(rest, droppable) where droppedDeclarations[error.file]?.contains(declaration.firstLine) != true
            {
                droppedDeclarations[error.file, default: []].insert(declaration.firstLine)
                writeCopy(of: error.file)
                adjustments.dropped.append(
                    .init(
                        file: error.file, line: declaration.firstLine, column: declaration.column, title: declaration.title,
                        reason: error.message, isIncidental: Self.isIncidental(declaration, in: files[error.file])))
            }
        }
        throw .declarations(explained)
    }

    /// Where `module` is named on line `line` (1-based, in bytes, as the compiler counts).
    static func column(of module: String, inLine line: Int, of text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1), let range = lines[line - 1].range(of: module) else { return 1 }
        return lines[line - 1].utf8.distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1
    }

    /// Whether leaving `declaration` out is worth only a `--verbose` note (see
    /// `SourceAdjustments.DroppedDeclaration.isIncidental`).
    static func isIncidental(_ declaration: SwiftSourceOutline.Declaration, in file: DeclarationFileSelection.File?) -> Bool {
        guard let file, let index = file.outline.declarations.firstIndex(of: declaration) else { return true }
        return file.isTentative || !file.chosen.contains(index) || file.tentative.contains(index)
    }

    /// The declaration an error falls in, when it may be left out.
    private func droppableDeclaration(_ error: CompilerDiagnostic) -> SwiftSourceOutline.Declaration? {
        guard let file = files[error.file], let index = Self.declarationIndex(atLine: error.line, in: file) else { return nil }
        let declaration = file.outline.declarations[index]
        return DeclarationFileSelection.isDroppable(declaration, at: index, in: file) ? declaration : nil
    }

    /// The file-scope declaration a line falls in, its attributes (`@DependencyClient` on the
    /// lines above its keyword) included.
    static func declarationIndex(atLine line: Int, in file: DeclarationFileSelection.File) -> Int? {
        let declarations = file.outline.declarations
        if let index = declarations.firstIndex(where: { $0.firstLine <= line && line <= $0.lastLine }) { return index }
        guard let next = declarations.firstIndex(where: { $0.firstLine > line }) else { return nil }
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let between = (line..<declarations[next].firstLine).map { lines.indices.contains($0 - 1) ? lines[$0 - 1] : "" }
        return between.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }) ? next : nil
    }

    func original(of diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
        var mapped = diagnostic
        mapped.file = URL(fileURLWithPath: diagnostic.file).standardizedFileURL.path
        if let original = copies.first(where: { $0.value.standardizedFileURL.path == mapped.file })?.key { mapped.file = original }
        if let file = files[mapped.file], let index = Self.declarationIndex(atLine: mapped.line, in: file) {
            mapped.declaration = file.outline.declarations[index].name
        } else {
            mapped.declaration = nil
        }
        return mapped
    }

    /// Line `line` of `path` is compiled as `import Foundation`.
    private mutating func replaceImport(inFile path: String, line: Int) {
        replacedImportLines[path, default: []].insert(line)
        writeCopy(of: path)
    }

    /// Writes (or rewrites) the copy of `path` with its replaced imports and without its left-out
    /// declarations (their lines, and the attribute lines just above them, blank). The line
    /// count stays, so later diagnostics keep their lines.
    private mutating func writeCopy(of path: String) {
        guard let file = files[path] else { return }
        var lines = file.text.components(separatedBy: "\n")
        for line in replacedImportLines[path] ?? [] where lines.indices.contains(line - 1) {
            lines[line - 1] = "import Foundation"
        }
        for declaration in file.outline.declarations where droppedDeclarations[path]?.contains(declaration.firstLine) == true {
            var first = declaration.firstLine - 1
            while first > 0, lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@") { first -= 1 }
            for index in first..<min(declaration.lastLine, lines.count) { lines[index] = "" }
        }
        let name = compiledNames[path] ?? (path as NSString).lastPathComponent
        let copy = copies[path] ?? folder.appendingPathComponent("sources/\(copies.count)/\(name)")
        try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
        copies[path] = copy
    }
}
