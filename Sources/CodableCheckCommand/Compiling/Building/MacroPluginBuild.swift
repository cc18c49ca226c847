import Foundation

/// An app's own macro, compiled from its sources into a compiler plugin that the helper's
/// modules load (`-load-plugin-library`), so that `@UnstableEnum<String>` (DiscordBM) expands
/// in the helper exactly as in the app's build: the `init(from:)` it writes is the app's, not a
/// reading of it. The macro's module is the one its declaration names
/// (`#externalMacro(module: "UnstableEnumMacro", ...)`), its sources the folder of that name in
/// the package around the declaring file (`Macros/UnstableEnumMacro`, `Sources/...`), compiled
/// against the SwiftSyntax libraries the toolchain ships for its own plugins
/// (`lib/swift/host`). A macro the tool cannot build is never left out: its attribute stays,
/// and the compiler's error about it keeps the type out of the helper.
///
/// Cached as `macro-<key>/`, the key covering the compiler and every source file's path and
/// contents.
struct MacroPluginBuild {
    /// The plugin, for `-load-plugin-library`.
    var library: URL

    /// How plugins are built, part of every key.
    static let recipe = "library plugin; -Onone; host SwiftSyntax; files importing SwiftCompilerPlugin left out"

    #if os(macOS)
    static let libraryExtension = "dylib"
    #else
    static let libraryExtension = "so"
    #endif

    /// The macro modules the kept declarations of `selection` name, each with the first file
    /// that declares a macro of it.
    static func modules(in selection: DeclarationFileSelection) -> [(module: String, declaredIn: String)] {
        var found: [(module: String, declaredIn: String)] = []
        for file in selection.files where !file.isStandIn {
            for (position, declaration) in file.outline.declarations.enumerated()
            where file.kept.contains([position]) {
                guard let module = declaration.externalMacroModule, !found.contains(where: { $0.module == module }) else {
                    continue
                }
                found.append((module, file.path))
            }
        }
        return found
    }

    /// A macro module's sources, as compiled into its plugin.
    struct Sources {
        var module: String
        var folder: URL
        /// Its files but the executable plugin's entry point (`@main struct ...: CompilerPlugin`):
        /// a library plugin is found by its macro types' names, and the toolchain ships no
        /// SwiftCompilerPlugin to compile that file against.
        var files: [(url: URL, text: String)]

        /// What the plugin is built from, for its key and the keys of the helpers that load it.
        var key: String {
            var hash = StableHash()
            hash.add(MacroPluginBuild.recipe)
            hash.add(module)
            for (url, text) in files {
                hash.add(url.path)
                hash.add(text)
            }
            return hash.hexDigits
        }

        /// The sources of `module`, whose macro is declared in `file`; nil when the package
        /// around the file has no folder of that name.
        init?(module: String, declaredIn file: String) {
            guard let folder = MacroPluginBuild.sourceFolder(of: module, declaredIn: file) else { return nil }
            self.module = module
            self.folder = folder
            files = MacroPluginBuild.swiftFiles(in: folder).map { url in
                (url, String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self))
            }.filter { _, text in !SourceOutline(text: text).imports.contains { $0.module == "SwiftCompilerPlugin" } }
        }
    }

    /// What the helper key of a selection holds for its macros: each module's sources' key, or
    /// that it has none.
    static func key(of selection: DeclarationFileSelection) -> String {
        modules(in: selection).map { module, file in
            "\(module) " + (Sources(module: module, declaredIn: file)?.key ?? "no sources")
        }.joined(separator: "\n")
    }

    /// The plugins of the macros `selection` keeps, built or from the cache. A macro whose
    /// plugin cannot be built is traced and left to the compiler's error about it.
    static func prepare(
        for selection: DeclarationFileSelection, compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) -> [MacroPluginBuild] {
        modules(in: selection).compactMap { module, file in
            guard let sources = Sources(module: module, declaredIn: file) else {
                BuildTrace.note("macro module \(module): no folder of that name in the package around '\(file)'", environment: environment)
                return nil
            }
            do throws(CompileFailure) {
                return try prepare(sources, compiler: compiler, cache: cache, environment: environment)
            } catch {
                BuildTrace.note("macro module \(module): \(error)", environment: environment)
                return nil
            }
        }
    }

    /// The plugin compiled from `sources`.
    static func prepare(
        _ sources: Sources, compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) -> MacroPluginBuild {
        var hash = StableHash()
        hash.add(sources.key)
        hash.add(compiler.identity)
        let name = "macro-\(hash.hexDigits)"
        let published = cache.entry(name)
        let library = published.appendingPathComponent("lib\(sources.module).\(libraryExtension)")
        if FileManager.default.fileExists(atPath: library.path) {
            cache.markUsed(name)
            return MacroPluginBuild(library: library)
        }
        return try cache.lockingEntry(name) { () throws(CompileFailure) -> MacroPluginBuild in
            // Another process may have built it while this one waited for the lock.
            if FileManager.default.fileExists(atPath: library.path) { return MacroPluginBuild(library: library) }
            let build: BuildFolder
            do {
                build = try cache.makeBuildFolder()
            } catch {
                throw cache.cannotWrite(error)
            }
            do throws(CompileFailure) {
                try compile(
                    sources, to: build.url.appendingPathComponent(library.lastPathComponent), compiler: compiler, cache: cache,
                    environment: environment)
            } catch {
                build.remove()
                throw error
            }
            build.publish(as: published)
            return MacroPluginBuild(library: library)
        }
    }

    /// Compiles the plugin against the toolchain's SwiftSyntax, linking the host libraries
    /// its files import.
    private static func compile(
        _ sources: Sources, to output: URL, compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) {
        let host = hostLibraries(of: compiler)
        let imported = Set(sources.files.flatMap { SourceOutline(text: $0.text).imports.map(\.module) })
        let linked = imported.sorted().filter { module in
            FileManager.default.fileExists(atPath: host.appendingPathComponent("lib\(module).\(libraryExtension)").path)
        }
        let started = Date()
        let outcome: ProcessRunner.Outcome
        do {
            outcome = try compiler.run(
                [
                    "-emit-library", "-parse-as-library", "-Onone", "-package-name", HelperBuild.packageName,
                    "-module-name", sources.module, "-I", host.path, "-L", host.path,
                    "-Xlinker", "-rpath", "-Xlinker", host.path, "-module-cache-path", cache.moduleCache.path,
                    "-o", output.path,
                ] + linked.map { "-l\($0)" } + sources.files.map(\.url.path), environment: environment)
        } catch {
            throw .environment("cannot run \(compiler.path): \(error)")
        }
        guard outcome.status == 0 else {
            throw .environment("its plugin from '\(sources.folder.path)' did not build:\n\(outcome.firstLines)")
        }
        BuildTrace.note(
            "macro module \(sources.module) built from '\(sources.folder.path)' (\(BuildTrace.seconds(since: started)))",
            environment: environment)
    }

    /// The folder named `module` in the package around `file` (the nearest folder up holding a
    /// `Package.swift`), at most three levels down: where SwiftPM keeps a `.macro` target's
    /// sources by default (`Sources/<name>`) or where packages put them (`Macros/<name>`).
    static func sourceFolder(of module: String, declaredIn file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
        var level = [folder]
        for _ in 0..<3 {
            var next: [URL] = []
            for parent in level {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") {
                    let child = parent.appendingPathComponent(name)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else {
                        continue
                    }
                    if name == module { return child }
                    next.append(child)
                }
            }
            level = next
        }
        return nil
    }

    /// The `.swift` files under `folder`, in a stable order.
    static func swiftFiles(in folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// `<toolchain>/usr/lib/swift/host`: the SwiftSyntax modules and libraries the toolchain's
    /// own plugins use.
    static func hostLibraries(of compiler: SwiftCompiler) -> URL {
        let resolved = URL(fileURLWithPath: (compiler.path as NSString).resolvingSymlinksInPath)
        return resolved.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host")
    }
}
