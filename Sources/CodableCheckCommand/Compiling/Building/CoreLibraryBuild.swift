import Foundation

/// The core library compiled once per core version and compiler into the cache (`core-<key>/`:
/// `CodableCheckCore.swiftmodule` and `libCodableCheckCore.a`), so that each helper compiles only
/// the app's declarations and a generated `main`.
struct CoreLibraryBuild {
    static let moduleName = "CodableCheckCore"

    /// The folder holding the module and the library, for `-I` and `-L`.
    var folder: URL

    /// The cache's build, or a new one. The core is built optimized: it does the decoding work,
    /// and it is built once, not per schema.
    static func prepare(
        sources: CoreLibrarySources, compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) throws(CompileFailure) -> CoreLibraryBuild {
        var hash = StableHash()
        hash.add(Version.current)
        hash.add(sources.contentHash())
        hash.add(compiler.identity)
        let name = "core-\(hash.hexDigits)"
        let published = cache.entry(name)
        let library = "lib\(moduleName).a"
        if FileManager.default.fileExists(atPath: published.appendingPathComponent(library).path) {
            return CoreLibraryBuild(folder: published)
        }
        return try cache.lockingEntry(name) { () throws(CompileFailure) -> CoreLibraryBuild in
            // Another process may have built it while this one waited for the lock.
            if FileManager.default.fileExists(atPath: published.appendingPathComponent(library).path) {
                return CoreLibraryBuild(folder: published)
            }
            let folder: BuildFolder
            do {
                folder = try cache.makeBuildFolder()
            } catch {
                throw cache.cannotWrite(error)
            }
            let outcome: ProcessRunner.Outcome
            do {
                outcome = try compiler.run(
                    [
                        "-emit-library", "-static", "-emit-module", "-module-name", moduleName, "-parse-as-library", "-wmo", "-O",
                        "-module-cache-path", cache.moduleCache.path,
                        "-emit-module-path", folder.url.appendingPathComponent("\(moduleName).swiftmodule").path,
                        "-o", folder.url.appendingPathComponent(library).path,
                    ] + sources.files.map(\.path), environment: environment)
            } catch {
                throw .environment("cannot run \(compiler.path): \(error)")
            }
            guard outcome.status == 0 else {
                folder.remove()
                throw .environment("building the core library from '\(sources.folder.path)' failed:\n\(outcome.firstLines)")
            }
            folder.publish(as: published)
            return CoreLibraryBuild(folder: published)
        }
    }
}
