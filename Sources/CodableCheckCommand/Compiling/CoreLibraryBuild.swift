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
        if FileManager.default.fileExists(atPath: published.appendingPathComponent("lib\(moduleName).a").path) {
            return CoreLibraryBuild(folder: published)
        }
        let folder: URL
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
                    "-emit-module-path", folder.appendingPathComponent("\(moduleName).swiftmodule").path,
                    "-o", folder.appendingPathComponent("lib\(moduleName).a").path,
                ] + sources.files.map(\.path), environment: environment)
        } catch {
            throw .environment("cannot run \(compiler.path): \(error)")
        }
        guard outcome.status == 0 else {
            try? FileManager.default.removeItem(at: folder)
            let firstLines = outcome.output.split(separator: "\n").prefix(5).joined(separator: "\n")
            throw .environment("building the core library from '\(sources.folder.path)' failed:\n\(firstLines)")
        }
        cache.publish(folder, as: name)
        return CoreLibraryBuild(folder: published)
    }
}
