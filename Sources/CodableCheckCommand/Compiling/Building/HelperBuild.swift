import Foundation

/// A helper executable serving a table of the app's types (`CompiledTypeTable`), compiled from
/// the declarations their decoding reaches (`DeclarationFileSelection`) against the prebuilt
/// core: one helper answers every `--type` made of its types.
///
/// Cached as `helper-<key>/`, the key covering the tool's version and build recipe, the core
/// build, the compiler, the types asked for, and each chosen file's path, contents and kept
/// declarations: a changed model is a new key, never a stale helper. Only the executable and
/// its manifest (`HelperManifest`) stay in the cache. A build that fails is remembered as
/// `failed-<key>` with the compiler's errors, so the next run with the same sources falls back
/// at once.
struct HelperBuild {
    static let executableName = "helper"
    static let manifestName = "manifest.json"
    /// The executable's size in bytes when it was built: a cached helper of another size was
    /// cut short (a full disk, a copy or clean-up gone wrong) and is built again, rather than run
    /// and taken for the app's code crashing on every document.
    static let executableSizeName = "executable-size"
    /// How helpers are built, part of every key: a change here must not reuse helpers built the
    /// old way.
    static let recipe =
        "table; modules -Onone -wmo -enable-testing as static libraries; main in the last module; library stand-ins; one package name; what no type reaches alone left out; one run at a time; the app's macros as plugins"
    /// The package every module is compiled in, as SwiftPM compiles a package's targets: code
    /// with `package` access compiles only with one (DiscordBM's models). One name for all the
    /// schema's modules, which may come from several packages: a `package` declaration is then
    /// visible where its own package would hide it, which lets more compile, never decode
    /// otherwise.
    static let packageName = "codable_check_schema"
    /// The most compiler runs of one module in a helper's build: each run replaces the imports
    /// the compiler could not find, leaves out the declarations decoding does not need that do
    /// not compile or, for a request that leaves out what fails, the types whose declarations
    /// do not compile, so a module takes a few runs (mapbox-directions' 60 files seven), never
    /// an endless loop. A module that built is not compiled again while its files stay as they
    /// were, so a build costs at most this many runs per module.
    static let maximumRunsPerModule = 8

    /// The helper to run.
    var executable: URL
    var manifest: HelperManifest
    /// Its entry in the cache (`helper-<key>`).
    var name: String { executable.deletingLastPathComponent().lastPathComponent }

    /// The cache's helper for `request`, or a new one. Each module of the selection (see
    /// `ModuleOrder`) is compiled under its own name, the modules it imports first (as static
    /// libraries, with `-enable-testing` so that `main.swift` reaches their internal types), the
    /// last in import order with the generated `main.swift`: code that names its own module
    /// (`Turf.intersection`) or another (`Turf.LocationDegrees`) compiles as in the package.
    static func prepare(
        _ request: HelperRequest, files: [DeclarationFileSelection.File], core: CoreLibraryBuild, compiler: SwiftCompiler,
        cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) -> HelperBuild {
        for expression in request.types + request.expressions { try checkSpelling(expression) }
        let selection = DeclarationFileSelection(choosingFrom: files, rootNames: request.types + request.expressions)
        var hash = StableHash()
        hash.add(ToolBuildIdentity.current)
        hash.add(recipe)
        hash.add(core.folder.lastPathComponent)
        hash.add(compiler.identity)
        hash.add((request.types + ["|"] + request.expressions).joined(separator: "\n"))
        hash.add(request.leavesOutWhatFails ? "leaves out" : "all")
        for file in selection.files {
            hash.add(file.path)
            hash.add(file.text)
            hash.add(file.kept.map { $0.map(String.init).joined(separator: ".") }.sorted().joined(separator: ","))
        }
        hash.add(MacroPluginBuild.key(of: selection))
        let name = "helper-\(hash.hexDigits)"
        let failedName = "failed-\(hash.hexDigits)"
        let published = cache.entry(name)
        if let found = try cached(published, failure: failedName, in: cache) { return found }
        return try cache.lockingEntry(name) { () throws(CompileFailure) -> HelperBuild in
            // Another process may have built it while this one waited for the lock.
            if let found = try cached(published, failure: failedName, in: cache) { return found }
            // Whatever is there is damaged: out of the way, so the new build can be published.
            try? FileManager.default.removeItem(at: published)
            let folder: BuildFolder
            do {
                folder = try cache.makeBuildFolder()
            } catch {
                throw cache.cannotWrite(error)
            }
            let manifest: HelperManifest
            do throws(CompileFailure) {
                manifest = try build(
                    request, files: files, in: folder.url, core: core, compiler: compiler, cache: cache, environment: environment)
            } catch {
                folder.remove()
                if case .declarations(let errors) = error { cache.store(errors, as: failedName) }
                throw error
            }
            do {
                try JSONEncoder().encode(manifest).write(to: folder.url.appendingPathComponent(manifestName))
                let size = try fileSize(of: folder.url.appendingPathComponent(executableName))
                try Data(String(size).utf8).write(to: folder.url.appendingPathComponent(executableSizeName))
            } catch {
                folder.remove()
                throw cache.cannotWrite(error)
            }
            // Only the executable is run: the copies and libraries need not take room in the cache.
            for leftover in (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
            where ![executableName, manifestName, executableSizeName].contains(leftover) {
                try? FileManager.default.removeItem(at: folder.url.appendingPathComponent(leftover))
            }
            folder.publish(as: published)
            cache.evictOldEntries()
            guard let built = load(published) else { throw cache.cannotWrite(CocoaError(.fileWriteUnknown)) }
            return built
        }
    }

    /// The helper in the cache, or its remembered failure; nil when neither is there.
    private static func cached(_ published: URL, failure failedName: String, in cache: CompileCache) throws(CompileFailure)
        -> HelperBuild?
    {
        if let found = load(published) {
            cache.markUsed(published.lastPathComponent)
            return found
        }
        if let diagnostics = cache.storedValue([CompilerDiagnostic].self, named: failedName) {
            cache.markUsed(failedName)
            throw .declarations(diagnostics)
        }
        return nil
    }

    /// Builds into `folder`, leaving out (when the request allows) the types whose declarations
    /// do not compile, until the rest does; returns what the helper serves.
    ///
    /// Several types' selection is more than the sum of each one's: a name one type uses keeps a
    /// same-named member of another (`normalized` on `String` and on `Archive`), which may pull in
    /// a declaration neither type's decoding reaches. A failing declaration no type reaches on
    /// its own (`UnsharedDeclarations`) is left out of the next run instead of taking every
    /// type with it: a type needing it would have reached it alone.
    private static func build(
        _ request: HelperRequest, files: [DeclarationFileSelection.File], in folder: URL, core: CoreLibraryBuild,
        compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) -> HelperManifest {
        // Two packages' `Coordinate` are one entry (a table cannot hold a name twice).
        var seen: Set<String> = []
        var types = request.types.filter { seen.insert($0).inserted }
        var excluded: [String: [CompilerDiagnostic]] = [:]
        var leftOut = UnsharedDeclarations()
        // Each type's selection on its own, by path; the files do not change between runs.
        var keptAloneByType: [String: [String: DeclarationFileSelection.File]] = [:]
        let schemaModules = Set(files.map(\.module))
        let imported = Set(files.flatMap { $0.outline.imports.map(\.module) }).subtracting(schemaModules)
            .subtracting(LibraryStandIn.moduleNames)
        let unavailable = ModuleAvailability.unavailable(imported, compiler: compiler, cache: cache, environment: environment)
        var sources = CompiledSources(folder: folder)
        sources.declaredNames = DeclaredNames(files + LibraryStandIn.files(importedBy: files, declaredModules: schemaModules))
        var built = BuiltModules()
        // Each type's selection on its own for the types asked for now, and the expressions (`|`).
        func aloneSelections() -> [String: [String: DeclarationFileSelection.File]] {
            for type in types + ["|"] where keptAloneByType[type] == nil {
                let roots = type == "|" ? request.expressions : [type]
                keptAloneByType[type] = DeclarationFileSelection.keptByPath(choosingFrom: files, rootNames: roots)
            }
            return keptAloneByType.filter { $0.key == "|" || types.contains($0.key) }
        }
        // The app's macros the types reach, loaded by every module's compile (the selection
        // only shrinks from run to run).
        let plugins = MacroPluginBuild.prepare(
            for: DeclarationFileSelection(choosingFrom: files, rootNames: types + request.expressions), compiler: compiler,
            cache: cache, environment: environment
        ).flatMap { ["-load-plugin-library", $0.library.path] }
        // Every iteration runs the compiler at least once, and each module at most
        // `maximumRunsPerModule` times (`compile` stops there).
        while true {
            let selection = DeclarationFileSelection(choosingFrom: files, rootNames: types + request.expressions)
            // The schema's modules nothing is chosen from are not compiled: an `import` of one
            // cannot be needed, and would stop the compiler.
            let notCompiled = unavailable.union(schemaModules.subtracting(selection.files.map(\.module)))
            sources.reselect(selection, unavailable: notCompiled, leftOut: leftOut.declarations)
            let entries = types + request.expressions
            let main = MainSource(entries: entries)
            let mainPath = folder.appendingPathComponent("main.swift").standardizedFileURL.path
            let outcome: CompiledSources.RunOutcome
            do throws(CompileFailure) {
                outcome = try compile(
                    main, selection: selection, sources: &sources, built: &built, plugins: plugins,
                    output: folder.appendingPathComponent(executableName), in: folder, core: core, compiler: compiler,
                    cache: cache, environment: environment)
            } catch {
                guard request.leavesOutWhatFails, case .declarations(let reported) = error else {
                    throw Self.withoutConsequences(error, main: mainPath)
                }
                // A conformance left out is no error of its type any more: it explains the others.
                let conformances = sources.adjustments.conformances
                let errors = reported.filter { error in
                    !conformances.contains { $0.file == error.file && $0.line == error.line && $0.column == error.column }
                }
                // `|`: the expressions served as written, which cannot be left out.
                let alone = aloneSelections()
                let unshared = leftOut.adding(errors, in: selection, keptAlone: Array(alone.values))
                let culprits = types.filter {
                    !blockingErrors(errors, for: $0, keptAlone: alone[$0] ?? [:], main: (mainPath, main)).isEmpty
                }
                guard unshared || !culprits.isEmpty && culprits.count < types.count else {
                    throw Self.withoutConsequences(error, main: mainPath)
                }
                // With a declaration newly left out, the rest may build: a type that still fails
                // is found on the next run, with errors of its own rather than consequences.
                if unshared { continue }
                for type in culprits {
                    excluded[type] = relevantErrors(errors, for: type, keptAlone: alone[type] ?? [:], main: (mainPath, main))
                }
                types.removeAll { culprits.contains($0) }
                continue
            }
            if outcome == .built {
                return HelperManifest(served: entries, excluded: excluded, adjustments: sources.adjustments)
            }
            // The run changed something for the next, which may explain its other errors; but an
            // error nothing changed can explain (`definitelyFails`) keeps out at once the types
            // whose own selection holds it where it cannot be left out. Waiting for the run
            // where nothing else was left to change took stream-chat's 63-file module past its
            // runs, as every run left out a few more of the declarations around them.
            guard request.leavesOutWhatFails else { continue }
            let definite =
                sources.unresolved.filter { Self.definitelyFails($0, declared: sources.buildableNames) } + sources.implicated
            guard !definite.isEmpty else { continue }
            let alone = aloneSelections()
            let culprits = types.filter {
                !blockingErrors(definite, for: $0, keptAlone: alone[$0] ?? [:], main: (mainPath, main)).isEmpty
            }
            guard !culprits.isEmpty, culprits.count < types.count else { continue }
            for type in culprits {
                excluded[type] = relevantErrors(definite, for: type, keptAlone: alone[type] ?? [:], main: (mainPath, main))
            }
            types.removeAll { culprits.contains($0) }
        }
    }

    /// Whether no change a build makes (an import replaced, a declaration or conformance left
    /// out, a type left out) can explain an error: it names, as not found or as an unknown
    /// attribute, a name no file of the schema declares (`os_unfair_lock`,
    /// `CLLocationCoordinate2D`, a macro whose module is missing here), or it says a class has
    /// no initializers (they were left out, by the selection or a run, and nothing later puts
    /// them back: Pulse's `NetworkLogger` and PulseUI's `Regex` each waited a run for it).
    static func definitelyFails(_ error: CompilerDiagnostic, declared: DeclaredNames) -> Bool {
        let message = error.message
        if message.hasPrefix("class '") && message.hasSuffix("' has no initializers") { return true }
        guard message.hasPrefix("cannot find ") && message.hasSuffix(" in scope") || message.hasPrefix("unknown attribute '") else {
            return false
        }
        guard let name = message.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first, !name.isEmpty else {
            return false
        }
        return !declared.declares(String(name), for: message)
    }

    /// The errors that keep `type` out of a helper: in a declaration its decoding keeps that
    /// cannot be left out, or on its line of `main.swift`. `keptAlone`: the selection for the
    /// type alone, its files by path.
    private static func blockingErrors(
        _ errors: [CompilerDiagnostic], for type: String, keptAlone needed: [String: DeclarationFileSelection.File],
        main: (path: String, source: MainSource)
    ) -> [CompilerDiagnostic] {
        errors.filter { error in
            if error.file == main.path { return main.source.entry(atLine: error.line) == type }
            guard error.missingModule == nil, let file = needed[error.file], var path = file.outline.declarationPath(atLine: error.line)
            else { return false }
            while !path.isEmpty, !file.kept.contains(path) { path.removeLast() }
            return !path.isEmpty && file.droppablePath(atLine: error.line) == nil
        }
    }

    /// The errors worth showing for a type left out: those in the files its decoding keeps
    /// (a missing module among them), and its own in `main.swift`.
    private static func relevantErrors(
        _ errors: [CompilerDiagnostic], for type: String, keptAlone needed: [String: DeclarationFileSelection.File],
        main: (path: String, source: MainSource)
    ) -> [CompilerDiagnostic] {
        let found = errors.filter { needed[$0.file] != nil }
        return found.isEmpty ? blockingErrors(errors, for: type, keptAlone: needed, main: main) : found
    }

    /// The errors without those in the generated `main.swift` (a type that is not `Decodable`
    /// because its declaration failed), when others explain them.
    private static func withoutConsequences(_ failure: CompileFailure, main: String) -> CompileFailure {
        guard case .declarations(let errors) = failure else { return failure }
        let own = errors.filter { $0.file != main }
        return .declarations(own.isEmpty ? errors : own)
    }

    /// One run: the modules the main module imports that are not built yet as they are now,
    /// then the main module with `main.swift`; stops at the first module that does not build.
    private static func compile(
        _ mainSource: MainSource, selection: DeclarationFileSelection, sources: inout CompiledSources, built: inout BuiltModules,
        plugins: [String],
        output: URL, in folder: URL, core: CoreLibraryBuild, compiler: SwiftCompiler, cache: CompileCache,
        environment: [String: String]
    ) throws(CompileFailure) -> CompiledSources.RunOutcome {
        // Main joins the last module in import order, which no other imports.
        let order = ModuleOrder(selection.files, root: nil)
        let main = folder.appendingPathComponent("main.swift")
        let libraries = folder.appendingPathComponent("modules")
        do {
            try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
            try Data(mainSource.text(importing: order.dependencies.map(\.name)).utf8).write(to: main)
        } catch {
            throw cache.cannotWrite(error)
        }
        var upstream = ""
        for module in order.dependencies {
            let fingerprint = built.fingerprint(module.name, files: sources.fingerprint(of: module.files), after: upstream)
            upstream = fingerprint
            if built.contains(module.name, fingerprint) { continue }
            try built.countRun(of: module.name)
            let outcome = try sources.compile(module.files, dropping: true, with: compiler, environment: environment) { paths in
                [
                    "-emit-library", "-static", "-emit-module", "-parse-as-library", "-Onone", "-wmo", "-enable-testing",
                    "-package-name", packageName,
                    // The core too: a stand-in places its library's own errors through it (`ThrownErrorPlace`).
                    "-module-name", module.name, "-I", core.folder.path, "-I", libraries.path, "-module-cache-path", cache.moduleCache.path,
                    "-emit-module-path", libraries.appendingPathComponent("\(module.name).swiftmodule").path,
                    "-o", libraries.appendingPathComponent("lib\(module.name).a").path,
                ] + plugins + paths
            }
            guard outcome == .built else { return outcome }
            built.record(module.name, fingerprint)
        }
        // Static libraries: each before the ones it uses.
        let linked = order.dependencies.reversed().map { "-l\($0.name)" }
        try built.countRun(of: order.root?.name ?? ModuleName.fallback)
        return try sources.compile(order.root?.files ?? [], dropping: true, with: compiler, environment: environment) { paths in
            [
                "-Onone", "-wmo", "-package-name", packageName,
                "-module-name", order.root?.name ?? ModuleName.fallback,
                "-I", core.folder.path, "-I", libraries.path,
                "-L", core.folder.path, "-L", libraries.path,
            ] + linked + [
                "-l\(CoreLibraryBuild.moduleName)", "-module-cache-path", cache.moduleCache.path, "-o", output.path, main.path,
            ] + plugins + paths
        }
    }

    /// A type expression is pasted into source: it must be one.
    static func checkSpelling(_ typeExpression: String) throws(CompileFailure) {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]<>:?, ")
        guard !typeExpression.isEmpty, typeExpression.allSatisfy({ allowed.contains($0) || $0.isLetter }) else {
            throw .unsupportedType(typeExpression)
        }
    }

    /// The cache's entry `name`, when it is a whole helper.
    static func load(named name: String, in cache: CompileCache) -> HelperBuild? {
        guard name.hasPrefix("helper-"), let found = load(cache.entry(name)) else { return nil }
        cache.markUsed(name)
        return found
    }

    private static func load(_ folder: URL) -> HelperBuild? {
        let executable = folder.appendingPathComponent(executableName)
        guard FileManager.default.isExecutableFile(atPath: executable.path),
            let recorded = FileManager.default.contents(atPath: folder.appendingPathComponent(executableSizeName).path),
            let size = try? fileSize(of: executable), String(decoding: recorded, as: UTF8.self) == String(size),
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(manifestName).path),
            let manifest = try? JSONDecoder().decode(HelperManifest.self, from: data)
        else { return nil }
        return HelperBuild(executable: executable, manifest: manifest)
    }

    private static func fileSize(of file: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes[.size] as? NSNumber)?.uint64Value ?? 0
    }
}
