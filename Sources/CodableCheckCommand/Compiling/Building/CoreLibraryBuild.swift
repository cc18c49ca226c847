import Foundation

/// The core library compiled once per core version and compiler into the cache (`core-<key>/`:
/// `CodableCheckCore.swiftmodule` and `libCodableCheckCore.a`), so that each helper compiles only
/// the app's declarations and a generated `main`. When the tool's own build products are a whole
/// build by this compiler (`CoreBuildProducts`), they are taken instead of compiling the core
/// again: under a second rather than a minute or more of CPU.
struct CoreLibraryBuild {
    static let moduleName = "CodableCheckCore"

    /// The folder holding the module and the library, for `-I` and `-L`.
    var folder: URL

    /// How the tool itself was built: a debug tool's products are an unoptimized core, so the
    /// two configurations keep apart cores (a release tool's helpers decode at full speed).
    #if DEBUG
    static let toolConfiguration = "debug tool"
    #else
    static let toolConfiguration = "release tool"
    #endif

    /// The cache's build, or a new one: the tool's products when they are a whole build by this
    /// compiler, keyed by what they are (`CoreBuildProducts.identity`); else compiled optimized
    /// from the sources (it does the decoding work, and it is built once, not per schema), keyed
    /// by their contents.
    static func prepare(
        sources: CoreLibrarySources, compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) -> CoreLibraryBuild {
        if let products = CoreBuildProducts.find(for: sources),
            let taken = try entry(
                keyedBy: "products " + products.identity, compiler: compiler, cache: cache,
                build: { folder in
                    take(products, into: folder, compiler: compiler, environment: environment)
                })
        {
            return taken
        }
        let compiled = try entry(keyedBy: "sources " + sources.contentHash(), compiler: compiler, cache: cache) {
            folder throws(CompileFailure) in
            try compile(sources, into: folder, compiler: compiler, cache: cache, environment: environment)
            return true
        }
        guard let compiled else { throw .environment("building the core library from '\(sources.folder.path)' failed") }
        return compiled
    }

    /// The cache's entry for `key`, or a new one that `build` fills (under the entry's lock, in
    /// a build folder published when it returns true); nil when it returns false.
    private static func entry(
        keyedBy key: String, compiler: SwiftCompiler, cache: CompileCache,
        build: (BuildFolder) throws(CompileFailure) -> Bool
    ) throws(CompileFailure) -> CoreLibraryBuild? {
        var hash = StableHash()
        hash.add(Version.current)
        hash.add(key)
        hash.add(compiler.identity)
        hash.add(toolConfiguration)
        let name = "core-\(hash.hexDigits)"
        let published = cache.entry(name)
        let library = published.appendingPathComponent("lib\(moduleName).a").path
        if FileManager.default.fileExists(atPath: library) { return CoreLibraryBuild(folder: published) }
        return try cache.lockingEntry(name) { () throws(CompileFailure) -> CoreLibraryBuild? in
            // Another process may have built it while this one waited for the lock.
            if FileManager.default.fileExists(atPath: library) { return CoreLibraryBuild(folder: published) }
            let folder: BuildFolder
            do {
                folder = try cache.makeBuildFolder()
            } catch {
                throw cache.cannotWrite(error)
            }
            let built: Bool
            do throws(CompileFailure) {
                built = try build(folder)
            } catch {
                folder.remove()
                throw error
            }
            guard built else {
                folder.remove()
                return nil
            }
            folder.publish(as: published)
            return CoreLibraryBuild(folder: published)
        }
    }

    /// The core compiled from its sources, whole-module and optimized, into `folder`.
    private static func compile(
        _ sources: CoreLibrarySources, into folder: BuildFolder, compiler: SwiftCompiler, cache: CompileCache,
        environment: [String: String]
    ) throws(CompileFailure) {
        let started = Date()
        let outcome: ProcessRunner.Outcome
        do {
            outcome = try compiler.run(
                [
                    "-emit-library", "-static", "-emit-module", "-module-name", moduleName, "-parse-as-library", "-wmo", "-O",
                    "-module-cache-path", cache.moduleCache.path,
                    "-emit-module-path", folder.url.appendingPathComponent("\(moduleName).swiftmodule").path,
                    "-o", folder.url.appendingPathComponent("lib\(moduleName).a").path,
                ] + sources.files.map(\.path), environment: environment)
        } catch {
            throw .environment("cannot run \(compiler.path): \(error)")
        }
        guard outcome.status == 0 else {
            throw .environment("building the core library from '\(sources.folder.path)' failed:\n\(outcome.firstLines)")
        }
        BuildTrace.note(
            "core library compiled from '\(sources.folder.path)' (\(BuildTrace.seconds(since: started)))", environment: environment)
    }

    /// Copies the products' module into `folder` and archives their objects there; false (and
    /// the core is compiled instead) when this compiler is not theirs or a step fails.
    private static func take(
        _ products: CoreBuildProducts, into folder: BuildFolder, compiler: SwiftCompiler, environment: [String: String]
    ) -> Bool {
        let started = Date()
        guard let version = compiler.version(environment: environment), version == products.compilerVersion else {
            BuildTrace.note("build products in '\(products.folder.path)' are from another compiler", environment: environment)
            return false
        }
        do {
            try FileManager.default.copyItem(
                at: products.module, to: folder.url.appendingPathComponent("\(moduleName).swiftmodule"))
            let outcome = try compiler.run(
                [
                    "-emit-library", "-static", "-module-name", moduleName, "-o",
                    folder.url.appendingPathComponent("lib\(moduleName).a").path,
                ]
                    + products.objects.map(\.path), environment: environment)
            guard outcome.status == 0 else {
                BuildTrace.note("archiving the build products failed: \(outcome.firstLines)", environment: environment)
                return false
            }
        } catch {
            BuildTrace.note("taking the build products failed: \(error)", environment: environment)
            return false
        }
        BuildTrace.note(
            "core library taken from the tool's build products in '\(products.folder.path)' (\(BuildTrace.seconds(since: started)))",
            environment: environment)
        return true
    }
}
