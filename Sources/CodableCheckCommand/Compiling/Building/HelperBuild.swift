import Foundation

/// A helper executable for one `--type` and the declarations it needs, compiled against the
/// prebuilt core: a generated `main.swift` that hands the type to `CompiledDecodeServer`.
///
/// Cached as `helper-<key>/`, the key covering the tool's version, the core build, the compiler,
/// the type expression, and each chosen file's path and contents: a changed model is a new key,
/// never a stale helper. Only the executable stays in the cache. A build that fails is remembered as `failed-<key>` with the compiler's
/// errors, so the next run with the same sources falls back at once.
struct HelperBuild {
    static let executableName = "helper"
    static let adjustmentsName = "adjustments.json"
    /// The executable's size in bytes when it was built: a cached helper of another size was
    /// cut short (a full disk, a copy or clean-up gone wrong) and is built again, rather than run
    /// and taken for the app's code crashing on every document.
    static let executableSizeName = "executable-size"

    /// The helper to run.
    var executable: URL
    /// What was changed in copies of the declarations so that they compile.
    var adjustments: SourceAdjustments

    /// Each module of the selection (see `ModuleOrder`) is compiled under its own name, the
    /// modules it imports first (as static libraries), the decoded type's module last, with
    /// the generated `main.swift`: code that names its own module (`Turf.intersection`) or
    /// another (`Turf.LocationDegrees`) compiles as in the package.
    static func prepare(
        typeExpression: String, selection: DeclarationFileSelection, core: CoreLibraryBuild, compiler: SwiftCompiler,
        cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) -> HelperBuild {
        let rootNames = TypeExpressionNames.names(in: typeExpression).compactMap { $0.split(separator: ".").first.map(String.init) }
        let rootModule = selection.files.first { file in
            file.outline.declarations.contains { $0.kind != .extension && !Set(rootNames).isDisjoint(with: $0.names) }
        }?.module
        let order = ModuleOrder(selection.files, root: rootModule)
        let main = try mainSource(for: typeExpression, importing: order.dependencies.map(\.name))
        var hash = StableHash()
        hash.add(Version.current)
        hash.add(core.folder.lastPathComponent)
        hash.add(compiler.identity)
        hash.add(main)
        for file in selection.files {
            hash.add(file.path)
            hash.add(file.text)
            hash.add(file.kept.map { $0.map(String.init).joined(separator: ".") }.sorted().joined(separator: ","))
        }
        let name = "helper-\(hash.hexDigits)"
        let failedName = "failed-\(hash.hexDigits)"
        let published = cache.entry(name)
        if let found = try cached(published, failure: failedName, in: cache) { return found }
        return try cache.lockingEntry(name) { () throws(CompileFailure) -> HelperBuild in
            // Another process may have built it while this one waited for the lock.
            if let found = try cached(published, failure: failedName, in: cache) { return found }
            // Whatever is there is damaged: out of the way, so the new build can be published.
            try? FileManager.default.removeItem(at: published)
            return try build(
                main: main, order: order, selection: selection, core: core, compiler: compiler, cache: cache, environment: environment,
                publishedAs: published, failedName: failedName)
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

    private static func build(
        main: String, order: ModuleOrder, selection: DeclarationFileSelection, core: CoreLibraryBuild, compiler: SwiftCompiler,
        cache: CompileCache, environment: [String: String], publishedAs published: URL, failedName: String
    ) throws(CompileFailure) -> HelperBuild {
        let buildFolder: BuildFolder
        do {
            buildFolder = try cache.makeBuildFolder()
            try Data(main.utf8).write(to: buildFolder.url.appendingPathComponent("main.swift"))
        } catch {
            throw cache.cannotWrite(error)
        }
        let folder = buildFolder.url
        var compiling = CompiledSources(selection: selection, folder: folder)
        let libraries = folder.appendingPathComponent("modules")
        do throws(CompileFailure) {
            for module in order.dependencies {
                try compiling.compile(module.files, dropping: true, with: compiler, environment: environment) { paths in
                    [
                        "-emit-library", "-static", "-emit-module", "-parse-as-library", "-Onone", "-module-name", module.name,
                        "-I", libraries.path, "-module-cache-path", cache.moduleCache.path,
                        "-emit-module-path", libraries.appendingPathComponent("\(module.name).swiftmodule").path,
                        "-o", libraries.appendingPathComponent("lib\(module.name).a").path,
                    ] + paths
                }
            }
            // Static libraries: each before the ones it uses.
            let linked = order.dependencies.reversed().map { "-l\($0.name)" }
            try compiling.compile(order.root?.files ?? [], dropping: true, with: compiler, environment: environment) { paths in
                [
                    "-Onone", "-module-name", order.root?.name ?? ModuleName.fallback, "-I", core.folder.path, "-I", libraries.path,
                    "-L", core.folder.path, "-L", libraries.path,
                ] + linked + [
                    "-l\(CoreLibraryBuild.moduleName)", "-module-cache-path", cache.moduleCache.path,
                    "-o", folder.appendingPathComponent(executableName).path, folder.appendingPathComponent("main.swift").path,
                ] + paths
            }
        } catch {
            buildFolder.remove()
            if case .declarations(let errors) = error { cache.store(errors, as: failedName) }
            throw error
        }
        if let data = try? JSONEncoder().encode(compiling.adjustments) {
            try? data.write(to: folder.appendingPathComponent(adjustmentsName))
        }
        if let size = fileSize(of: folder.appendingPathComponent(executableName)) {
            try? Data(String(size).utf8).write(to: folder.appendingPathComponent(executableSizeName))
        }
        // Only the executable is run: the copies and libraries need not take room in the cache.
        for leftover in ["sources", "modules", "main.swift"] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(leftover))
        }
        buildFolder.publish(as: published)
        cache.evictOldEntries()
        guard let built = load(published) else {
            throw cache.cannotWrite(CocoaError(.fileWriteUnknown))
        }
        return built
    }

    /// `main.swift`: serve the type. The expression is checked to be a plain type expression
    /// first, since it is pasted into source.
    /// It joins the decoded type's module, so the core's and Foundation's names are written in
    /// full: the app's own `exit` or `CompiledDecodeServer` cannot be taken instead.
    static func mainSource(for typeExpression: String, importing modules: [String] = []) throws(CompileFailure) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]<>:?, ")
        guard !typeExpression.isEmpty, typeExpression.allSatisfy({ allowed.contains($0) || $0.isLetter }) else {
            throw .unsupportedType(typeExpression)
        }
        return """
            // Generated by codable-check --compile: decodes \(typeExpression) with the app's own code.
            import CodableCheckCore
            import Foundation
            \(modules.map { "import \($0)\n" }.joined())
            Foundation.exit(CodableCheckCore.CompiledDecodeServer.serve((\(typeExpression)).self))

            """
    }

    private static func load(_ folder: URL) -> HelperBuild? {
        let executable = folder.appendingPathComponent(executableName)
        guard FileManager.default.isExecutableFile(atPath: executable.path),
            let recorded = FileManager.default.contents(atPath: folder.appendingPathComponent(executableSizeName).path),
            let size = fileSize(of: executable), String(decoding: recorded, as: UTF8.self) == String(size)
        else { return nil }
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(adjustmentsName).path) ?? Data()
        let adjustments = (try? JSONDecoder().decode(SourceAdjustments.self, from: data)) ?? SourceAdjustments()
        return HelperBuild(executable: executable, adjustments: adjustments)
    }

    private static func fileSize(of file: URL) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.uint64Value
    }
}
