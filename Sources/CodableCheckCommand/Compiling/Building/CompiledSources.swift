import Foundation

/// The files handed to the compiler: copies of the user's files in the build folder (the user's
/// files are never written to) holding what the selection kept, with everything else blanked.
/// Blanking replaces each byte with a space, line breaks excepted, so every diagnostic in a copy
/// is at the same line and column as in the user's file, and placed in its declaration there.
/// A copy is also renamed when another chosen file has its name (two packages'
/// `Codable.swift`: swiftc wants distinct names in one module).
///
/// An `import` of a module this machine lacks is compiled as `import Foundation` (at once for
/// the Apple-only frameworks `UnavailableModules` lists, the modules `ModuleAvailability`
/// found missing and the schema's modules nothing is chosen from; else when the compiler says
/// so). When a run fails, a declaration decoding does not need that does not compile is blanked
/// too (see `droppablePath`), and the build runs again. One value serves every run of a build
/// (`reselect` when types are left out), so what a run learned is never learned again.
struct CompiledSources {
    private var files: [String: DeclarationFileSelection.File]
    private var folder: URL
    /// The name each file is compiled under, when not its own.
    private var compiledNames: [String: String] = [:]
    /// The copy, by the user's path.
    private var copies: [String: URL] = [:]
    /// The imports (indices into the outline's) compiled as `import Foundation`.
    private var replacedImports: [String: Set<Int>] = [:]
    /// Declarations left out because they did not compile, by path.
    private var droppedDeclarations: [String: Set<[Int]>] = [:]
    /// The files compiled with an `import Foundation` they do not write (`implicitFoundation`).
    private var foundationAdded: Set<String> = []
    /// The files compiled with an `import FoundationNetworking` they do not write (`networkingFiles`).
    private var networkingAdded: Set<String> = []
    /// Inheritance-clause entries left out (`leftOutConformance`), by path, then declaration path.
    private var droppedConformances: [String: [[Int]: Set<Int>]] = [:]
    private var allAdjustments = SourceAdjustments()
    /// How many files of each name are compiled, `main.swift` the helper's own, and the files
    /// counted: a file keeps the name it was first compiled under.
    private var namesSeen: [String: Int] = ["main.swift": 1]
    private var named: Set<String> = []
    /// The first errors of the imports replaced and the declarations left out, by module: they
    /// explain later errors, and are shown when the build fails.
    private var explained: [String: [CompilerDiagnostic]] = [:]

    /// What was changed in the files the selection now compiles (an earlier run's change to a
    /// file no longer chosen is nothing the helper holds).
    var adjustments: SourceAdjustments {
        var chosen = allAdjustments
        chosen.substitutions.removeAll { files[$0.file] == nil }
        chosen.conformances.removeAll { files[$0.file] == nil }
        chosen.dropped.removeAll { files[$0.file] == nil }
        chosen.implicitImports.removeAll { files[$0.file] == nil }
        return chosen
    }

    /// The names the schema's files and the library stand-ins declare, set by the build: an
    /// error naming none of them, nor a type left out whole, no change can fix
    /// (`HelperBuild.definitelyFails`). Nil: no type is left out whole for such an error.
    var declaredNames: DeclaredNames?
    /// The names of the types left out whole (a nested type decoding does not need, a type that
    /// cannot compile here, `LeftOutCascade`): an error naming one is as definite as one naming
    /// what no file declares.
    private(set) var leftOutWhole: Set<String> = []
    /// The declarations of the last `.adjusted` run that use what it left out whole and may not
    /// go (`LeftOutCascade`): they cannot compile now, whatever a later run changes, so their
    /// types are kept out at once (`HelperBuild`), as for an error naming what no file declares.
    private(set) var implicated: [CompilerDiagnostic] = []
    /// `declaredNames` without the types left out whole.
    var buildableNames: DeclaredNames { (declaredNames ?? DeclaredNames([])).subtracting(leftOutWhole) }

    /// The errors of the last run that was `.adjusted` which nothing changed for the next run
    /// addresses (in a declaration that cannot be left out, or left out already): the next run
    /// may still find them the consequences of what was changed, or not.
    private(set) var unresolved: [CompilerDiagnostic] = []

    /// Whether a run failed and was changed for the next (`import`s replaced, declarations or
    /// conformances left out), or built.
    enum RunOutcome {
        case built
        case adjusted
    }

    /// Copies go to `folder`; nothing is compiled until `reselect` chooses the files.
    init(folder: URL) {
        self.folder = folder
        files = [:]
    }

    /// The files of `selection`, for a first run (see `reselect`).
    init(
        selection: DeclarationFileSelection, folder: URL, unavailable: Set<String> = [],
        leftOut: [String: [[Int]: CompilerDiagnostic]] = [:]
    ) {
        self.init(folder: folder)
        reselect(selection, unavailable: unavailable, leftOut: leftOut)
    }

    /// The files of `selection` from the next run on (a build that left types out chooses
    /// fewer), keeping what earlier runs replaced and left out: a declaration that did not
    /// compile still does not, and a module missing here is still missing. `unavailable`:
    /// modules known to be missing here (`ModuleAvailability`), compiled as `import Foundation`.
    /// `leftOut`: declarations found failing that no type reaches on its own
    /// (`UnsharedDeclarations`), said with `--verbose`.
    mutating func reselect(
        _ selection: DeclarationFileSelection, unavailable: Set<String> = [], leftOut: [String: [[Int]: CompilerDiagnostic]] = [:]
    ) {
        allAdjustments.standIns = selection.files.filter(\.isStandIn).map(\.module)
        files = Dictionary(selection.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, file) in selection.files.enumerated() {
            if named.insert(file.path).inserted {
                let name = (file.path as NSString).lastPathComponent
                namesSeen[name, default: 0] += 1
                if namesSeen[name, default: 0] > 1 {
                    compiledNames[file.path] = "\((name as NSString).deletingPathExtension)-\(index + 1).swift"
                }
            }
            for (position, imported) in file.outline.imports.enumerated()
            where UnavailableModules.isUnavailable(imported.module) || unavailable.contains(imported.module) {
                replaceImport(position, in: file)
            }
            for (path, error) in (leftOut[file.path] ?? [:]).sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
                leaveOut(path, in: file, because: error, isIncidental: true)
            }
            if compiledNames[file.path] != nil || replacedImports[file.path] != nil || !file.blanked.isEmpty || file.isStandIn
                || !file.raised.isEmpty || !file.unusedConformances.isEmpty
                || droppedDeclarations[file.path] != nil || copies[file.path] != nil
            {
                writeCopy(of: file.path)
            }
        }
    }

    func paths(of files: [DeclarationFileSelection.File]) -> [String] {
        files.map { copies[$0.path]?.path ?? $0.path }
    }

    /// Compiles `module` with `arguments(paths)`, once. When the compiler finds no module for an
    /// `import`, the files importing it are changed to `import Foundation`; with `dropping`, a
    /// declaration that does not compile and that decoding does not need is left out: either
    /// is `.adjusted`, for the caller to run again. Throws `.declarations` with the compiler's
    /// errors when nothing could be changed (after the first errors of the imports replaced and
    /// the declarations left out: they explain the rest).
    mutating func compile(
        _ module: [DeclarationFileSelection.File], dropping: Bool, with compiler: SwiftCompiler, environment: [String: String],
        arguments: ([String]) -> [String]
    ) throws(CompileFailure) -> RunOutcome {
        let name = module.first?.module ?? "?"
        let outcome: ProcessRunner.Outcome
        let started = Date()
        do {
            outcome = try compiler.run(arguments(paths(of: module)), environment: environment)
        } catch {
            throw .environment("cannot run \(compiler.path): \(error)")
        }
        let errors = CompilerDiagnostic.errors(in: outcome.output).map { original(of: $0) }
        BuildTrace.note(
            "module \(name) (\(module.count) files): "
                + (outcome.status == 0 ? "built" : "\(errors.count) errors, first: \(errors.first?.message ?? "-")")
                + " (\(BuildTrace.seconds(since: started)))", environment: environment)
        for error in errors {
            BuildTrace.note("  \(error.file):\(error.line):\(error.column): \(error.message)", environment: environment)
        }
        if outcome.status == 0 { return .built }
        if errors.isEmpty { throw .environment("the compiler failed without an error line:\n\(outcome.firstLines)") }
        let missing = errors.filter { $0.missingModule != nil && $0.declaration == nil }
        let failing = errors.filter { !($0.missingModule != nil && $0.declaration == nil) }
        // A conformance to a missing module's protocol, which the type's decoding cannot use.
        let conformances = failing.compactMap { error in leftOutConformance(error).map { (error, $0) } }
            .filter { error, entry in droppedConformances[error.file]?[entry.path]?.contains(entry.index) != true }
        let rest = failing.filter { error in !conformances.contains { $0.0 == error } }
        // Names a file without `import Foundation` uses and the compiler does not find: the
        // file is compiled with Foundation, and the rest judged on the next run.
        let implicit = missing.isEmpty ? implicitFoundation(rest) : []
        let networking = missing.isEmpty ? networkingFiles(rest) : []
        // A missing module stops the compiler: what else it says may be its consequence, so
        // the imports are replaced first and the rest is judged on the next run.
        var droppable = dropping ? rest.compactMap { error in droppablePath(error).map { (error, $0) } } : []
        // An error nothing can fix in a type that takes no part in decoding: the type goes whole.
        let cascade = LeftOutCascade(files: files)
        if dropping, let declaredNames {
            let declared = declaredNames.subtracting(leftOutWhole)
            droppable += rest.flatMap { error -> [(CompilerDiagnostic, [Int])] in
                guard droppablePath(error) == nil, HelperBuild.definitelyFails(error, declared: declared), let file = files[error.file],
                    let kept = file.keptPath(atLine: error.line)
                else { return [] }
                if let type = cascade.unbuildableType(in: file, at: kept) { return [(error, type)] }
                return (cascade.namespaceMembers(in: file, at: kept, error: error) ?? []).map { (error, $0) }
            }
        }
        // What may go goes even beside errors that may not (a `Data` extension's CommonCrypto
        // call next to a type's own error): those may be its consequences, and the next run
        // judges what is left.
        let isNew = droppable.contains { droppedDeclarations[$0.file]?.contains($1) != true }
        guard isNew || !conformances.isEmpty || !missing.isEmpty || !implicit.isEmpty || !networking.isEmpty else {
            throw .declarations(explained[name, default: []] + rest)
        }
        networkingAdded.formUnion(networking)
        // What a file given an import said is judged on the next run, as for a missing module.
        let judged = missing.isEmpty && implicit.isEmpty && networking.isEmpty
        for error in implicit {
            foundationAdded.insert(error.file)
            allAdjustments.implicitImports.append(.init(file: error.file, line: error.line, column: error.column, reason: error.message))
        }
        for (error, entry) in conformances where judged {
            guard let file = files[error.file] else { continue }
            explained[name, default: []].append(error)
            droppedConformances[error.file, default: [:]][entry.path, default: []].insert(entry.index)
            allAdjustments.conformances.append(
                .init(
                    file: error.file, line: error.line, column: error.column, type: entry.type, conformance: entry.name,
                    modules: (replacedImports[error.file] ?? []).sorted().map { file.outline.imports[$0].module }))
        }
        // What explains later errors: each missing module once, each left-out declaration's first error.
        for error in missing where !explained[name, default: []].contains(where: { $0.missingModule == error.missingModule }) {
            explained[name, default: []].append(error)
        }
        // The compiler stops at the first missing module it meets: every file of this module
        // that imports it gets `import Foundation` at once, or each would cost a run.
        for missingName in Set(missing.compactMap(\.missingModule)) {
            for file in module {
                for (position, imported) in file.outline.imports.enumerated() where imported.module == missingName {
                    replaceImport(position, in: file, reportedColumn: missing.first { $0.file == file.path }?.column)
                }
            }
        }
        var newlyOut: [(file: String, path: [Int], reason: String)] = []
        for (error, path) in droppable where judged && droppedDeclarations[error.file]?.contains(path) != true {
            guard let file = files[error.file] else { continue }
            if explained[name, default: []].last != error { explained[name, default: []].append(error) }
            leaveOut(path, in: file, because: error, isIncidental: Self.isIncidental(path, in: file))
            newlyOut.append((error.file, path, error.message))
        }
        // What uses what just went cannot compile either: it goes in this run, not the next,
        // and what may not go is an error of its type now (`implicated`).
        let consequences = cascade.consequences(of: newlyOut, module: Set(module.map(\.path))) { file, path in
            (droppedDeclarations[file] ?? []).contains { path.starts(with: $0) }
        }
        implicated = []
        for consequence in consequences {
            guard let file = files[consequence.file], let declaration = file.outline.declarations(along: consequence.path).last
            else { continue }
            let location = file.outline.location(ofOffset: declaration.range.lowerBound)
            var error = CompilerDiagnostic(
                file: consequence.file, line: location.line, column: location.column,
                message: "uses '\(consequence.uses)', left out as it does not compile here (\(consequence.reason))", declaration: nil)
            error = original(of: error)
            if consequence.isRemoved {
                leaveOut(consequence.path, in: file, because: error, isIncidental: Self.isIncidental(consequence.path, in: file))
            } else {
                implicated.append(error)
            }
        }
        for file in Set(droppable.map(\.0.file) + conformances.map(\.0.file) + consequences.map(\.file)).union(replacedImports.keys)
            .union(foundationAdded).union(networkingAdded)
        {
            writeCopy(of: file)
        }
        unresolved = judged ? rest.filter { error in !droppable.contains { $0.0 == error } && !networking.contains(error.file) } : []
        return .adjusted
    }

    /// The first "cannot find 'X' in scope" of each file that imports no Foundation (nor a module
    /// compiled as `import Foundation`) and has not had it added yet. A file of the app uses a
    /// name only if the app's build finds it: found by Foundation here, it is what the target's
    /// implicit import gives the file there, and the file sees what it sees in the app.
    private func implicitFoundation(_ errors: [CompilerDiagnostic]) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for error in errors where error.message.hasPrefix("cannot find ") && error.message.hasSuffix("' in scope") {
            guard let file = files[error.file], !file.isStandIn, !foundationAdded.contains(error.file),
                !result.contains(where: { $0.file == error.file }), replacedImports[error.file]?.isEmpty != false,
                !file.outline.imports.contains(where: { Self.foundationModules.contains($0.module) })
            else { continue }
            result.append(error)
        }
        return result
    }

    /// Modules that give a file Foundation's names.
    static let foundationModules: Set<String> = ["Foundation", "FoundationEssentials"]

    /// The files that see Foundation and miss a type of its networking part: on Apple's
    /// platforms Foundation holds `URLRequest`, `URLSession` and `HTTPURLResponse`; elsewhere
    /// FoundationNetworking does, which the compiler names for some ("'URLResponse' is
    /// unavailable: This type has moved to the FoundationNetworking module") and not for others
    /// ("cannot find type 'URLRequest' in scope"). Each is compiled with that import, after its
    /// last line: it then sees what it sees in the app.
    private func networkingFiles(_ errors: [CompilerDiagnostic]) -> Set<String> {
        var result: Set<String> = []
        for error in errors where !networkingAdded.contains(error.file) && !result.contains(error.file) {
            guard let file = files[error.file], !file.isStandIn,
                foundationAdded.contains(error.file) || replacedImports[error.file]?.isEmpty == false
                    || file.outline.imports.contains(where: { Self.foundationModules.contains($0.module) })
            else { continue }
            let missingName = error.message.split(separator: "'").dropFirst().first.map(String.init) ?? ""
            if error.message.contains("moved to the FoundationNetworking module")
                || error.message.hasPrefix("cannot find ") && Self.networkingTypes.contains(missingName)
            {
                result.insert(error.file)
            }
        }
        return result
    }

    /// FoundationNetworking's types, which Apple's Foundation holds.
    static let networkingTypes: Set<String> = [
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "CachedURLResponse", "URLSession",
        "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionUploadTask", "URLSessionDownloadTask",
        "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate", "URLSessionTaskDelegate",
        "URLSessionDataDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics", "URLProtocol", "URLProtocolClient",
        "URLCache", "HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey", "URLCredential", "URLCredentialStorage",
        "URLAuthenticationChallenge", "URLAuthenticationChallengeSender", "URLProtectionSpace",
    ]

    /// What the copies of `module`'s files hold now, for telling whether a module built by an
    /// earlier run of the build can be used again as it is.
    func fingerprint(of module: [DeclarationFileSelection.File]) -> String {
        var hash = StableHash()
        for (file, path) in zip(module, paths(of: module)) {
            hash.add(path)
            if copies[file.path] == nil {
                hash.add(file.text)
            } else {
                hash.add((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
            }
        }
        return hash.hexDigits
    }

    /// Blanks the declaration at `path` from the copy (written by the caller), and says so.
    private mutating func leaveOut(
        _ path: [Int], in file: DeclarationFileSelection.File, because error: CompilerDiagnostic, isIncidental: Bool
    ) {
        guard let declaration = file.outline.declarations(along: path).last,
            droppedDeclarations[file.path, default: []].insert(path).inserted
        else { return }
        if case .type = declaration.kind, let typeName = declaration.names.first { leftOutWhole.insert(typeName) }
        let location = file.outline.location(ofOffset: declaration.range.lowerBound)
        allAdjustments.dropped.append(
            .init(
                file: file.path, line: location.line, column: location.column, title: Self.title(of: path, in: file),
                reason: error.message, isIncidental: isIncidental))
    }

    /// The inheritance-clause entry a `cannot find type 'X' in scope` points at, when the helper
    /// may be compiled without it: the file imports a module missing here (so `X` may be one of
    /// its protocols), and the type declares its own `init(from:)`. A protocol's extension can
    /// supply an `init(from:)` (`extension Decodable where Self: X`), and it is then used
    /// instead of the synthesized one, which leaving the conformance out would change; a type's
    /// own `init(from:)` is used whatever the protocol's extensions hold. What the body uses of
    /// the protocol is then missing, and the build fails on it as before.
    private func leftOutConformance(_ error: CompilerDiagnostic) -> (path: [Int], index: Int, type: String, name: String)? {
        let prefix = "cannot find type '"
        let suffix = "' in scope"
        guard error.message.hasPrefix(prefix), error.message.hasSuffix(suffix), let file = files[error.file],
            replacedImports[error.file]?.isEmpty == false, var path = file.outline.declarationPath(atLine: error.line)
        else { return nil }
        let name = String(error.message.dropFirst(prefix.count).dropLast(suffix.count))
        while !path.isEmpty, !file.kept.contains(path) { path.removeLast() }
        guard let declaration = file.outline.declarations(along: path).last, declaration.isTypeOrExtension,
            let index = declaration.inheritanceEntries.firstIndex(where: { entry in
                let start = file.outline.location(ofOffset: entry.range.lowerBound)
                return entry.name == name && start.line == error.line && start.column == error.column
            })
        else { return nil }
        let type = declaration.kind == .extension ? declaration.extendedPath.joined(separator: ".") : declaration.names.first ?? ""
        guard declaration.members.contains(where: \.isDecodingInitializer) || declaresDecodingInitializer(extending: type) else {
            return nil
        }
        return (path, index, type, name)
    }

    /// Whether a kept file-scope extension of `type` holds an `init(from:)`.
    private func declaresDecodingInitializer(extending type: String) -> Bool {
        files.values.contains { file in
            file.outline.declarations.enumerated().contains { position, declaration in
                file.kept.contains([position]) && declaration.kind == .extension
                    && declaration.extendedPath.joined(separator: ".") == type
                    && declaration.members.contains(where: \.isDecodingInitializer)
            }
        }
    }

    private func droppablePath(_ error: CompilerDiagnostic) -> [Int]? {
        files[error.file]?.droppablePath(atLine: error.line)
    }

    /// Whether leaving out the declaration at `path` is worth only a `--verbose` note: it was
    /// kept tentatively, or it is a member (a computed property, a method), not an extension
    /// that adds a conformance.
    static func isIncidental(_ path: [Int], in file: DeclarationFileSelection.File) -> Bool {
        file.isTentative || file.tentative.contains(path) || path.count > 1
    }

    /// `extension Shelf`, `Parcel.label`: how a warning names what was left out.
    static func title(of path: [Int], in file: DeclarationFileSelection.File) -> String {
        let along = file.outline.declarations(along: path)
        guard along.count > 1, let last = along.last else { return along.first?.title ?? "" }
        let owner = along.dropLast().map { $0.kind == .extension ? $0.extendedPath.joined(separator: ".") : $0.names.first ?? "" }
        return (owner + [last.names.first ?? last.keyword]).joined(separator: ".")
    }

    /// The diagnostic in terms of the user's file: the copy's path mapped back, and the
    /// declaration its line falls in, named as the user writes it (see `userName(of:)`).
    func original(of diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
        var mapped = diagnostic
        mapped.file = URL(fileURLWithPath: diagnostic.file).standardizedFileURL.path
        if let original = copies.first(where: { $0.value.standardizedFileURL.path == mapped.file })?.key { mapped.file = original }
        if let file = files[mapped.file], let path = file.outline.declarationPath(atLine: mapped.line) {
            mapped.declaration = Self.userName(of: file.outline.declarations(along: path))
        } else {
            mapped.declaration = nil
        }
        return mapped
    }

    /// The innermost type around a line, as the user writes it (`Poster.Artwork` for a line in
    /// `struct Artwork` nested in `struct Poster`, or in `extension Poster.Artwork`); at file
    /// scope outside every type, the declaration's own name (a free function, a constant).
    static func userName(of along: [OutlinedDeclaration]) -> String? {
        var name: [String] = []
        for declaration in along {
            switch declaration.kind {
            case .extension: name = declaration.extendedPath
            case .type: name.append(declaration.names.first ?? declaration.keyword)
            default: return name.isEmpty ? declaration.names.first : name.joined(separator: ".")
            }
        }
        return name.isEmpty ? nil : name.joined(separator: ".")
    }

    /// Import `position` of `file` is compiled as `import Foundation`.
    private mutating func replaceImport(_ position: Int, in file: DeclarationFileSelection.File, reportedColumn: Int? = nil) {
        guard replacedImports[file.path, default: []].insert(position).inserted else { return }
        let imported = file.outline.imports[position]
        allAdjustments.substitutions.append(
            .init(
                file: file.path, line: imported.line, column: reportedColumn ?? imported.column, module: imported.module,
                isIncidental: file.isTentative))
    }

    /// Writes (or rewrites) the copy of `path`: the declarations not kept or left out blanked,
    /// the replaced imports as `import Foundation`. Only the bytes of what changed move, so
    /// later diagnostics keep their lines.
    private mutating func writeCopy(of path: String) {
        guard let file = files[path] else { return }
        var bytes = Array(file.text.utf8)
        var ranges = file.blanked
        for dropped in droppedDeclarations[path] ?? [] {
            if let declaration = file.outline.declarations(along: dropped).last { ranges.append(declaration.range) }
        }
        // A type `main.swift` names compiles as internal (see `DeclarationFileSelection.raisedTypes`).
        for raised in file.raised {
            if let modifier = file.outline.declarations(along: raised).last?.privateModifier { ranges.append(modifier) }
        }
        for range in ranges {
            for offset in range where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        // An inheritance clause without some entries (those decoding cannot use, see
        // `DeclarationReach.unusedConformances`, and those of a missing module, see
        // `leftOutConformance`): blanked, then the entries kept written back where they were,
        // after the first entry's separator for the first (a `:`, or a `,` after an entry that
        // is none, `@unchecked Sendable`) and a `,` for the others.
        let leftOut = file.unusedConformances.merging(droppedConformances[path] ?? [:]) { $0.union($1) }
        for (declaration, left) in leftOut {
            // Inside a declaration left out whole, or no longer chosen (its type left out on a
            // later run), nothing is written back.
            let dropped = droppedDeclarations[path] ?? []
            guard file.kept.contains(declaration),
                !(1...declaration.count).contains(where: { dropped.contains(Array(declaration.prefix($0))) }),
                let entries = file.outline.declarations(along: declaration).last?.inheritanceEntries, let first = entries.first,
                let last = entries.last
            else { continue }
            let original = bytes
            for offset in first.separator..<last.range.upperBound where original[offset] != UInt8(ascii: "\n") {
                bytes[offset] = UInt8(ascii: " ")
            }
            let kept = entries.indices.filter { !left.contains($0) }
            for (position, index) in kept.enumerated() {
                let entry = entries[index]
                bytes[position == 0 ? first.separator : entry.separator] = position == 0 ? original[first.separator] : UInt8(ascii: ",")
                bytes.replaceSubrange(entry.range, with: original[entry.range])
            }
        }
        // Last first, so that earlier ranges stay where they were.
        for position in (replacedImports[path] ?? []).sorted(by: >) {
            let range = file.outline.imports[position].range
            bytes.replaceSubrange(range, with: Array("import Foundation".utf8))
        }
        // After the last line, so that every line and column stays.
        if foundationAdded.contains(path) { bytes += Array("\nimport Foundation\n".utf8) }
        if networkingAdded.contains(path) { bytes += Array("\nimport FoundationNetworking\n".utf8) }
        let name = compiledNames[path] ?? (path as NSString).lastPathComponent
        let copy = copies[path] ?? folder.appendingPathComponent("sources/\(copies.count)/\(name)")
        try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(bytes).write(to: copy, options: .atomic)
        copies[path] = copy
    }
}
