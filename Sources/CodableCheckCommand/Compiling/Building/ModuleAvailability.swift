import Foundation
import Synchronization

/// Which modules the schema's files import exist for this compiler. The compiler stops at the
/// first `import` it cannot resolve, so finding out by building costs a failed run per missing
/// module (a server's models importing `FluentKit` and `Vapor`: two). Instead each unknown
/// module is tried once in a file of its own, in parallel, and the answers are kept in the
/// cache (`modules-<compiler>`) for every later build.
enum ModuleAvailability {
    /// Modules every toolchain on this platform has, or that the helper provides itself.
    static let known: Set<String> = [
        "Foundation", "Swift", "Dispatch", "Glibc", "Musl", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "_Concurrency", "_StringProcessing", "Synchronization", "RegexBuilder",
        "CodableCheckCore",
    ]

    /// The modules of `modules` this compiler cannot import.
    static func unavailable(
        _ modules: Set<String>, compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) -> Set<String> {
        let unknown = modules.subtracting(known).filter { !UnavailableModules.isUnavailable($0) }
        guard !unknown.isEmpty else { return [] }
        var hash = StableHash()
        hash.add(compiler.identity)
        let name = "modules-\(hash.hexDigits)"
        var answers = cache.storedValue([String: Bool].self, named: name) ?? [:]
        let asked = unknown.filter { answers[$0] == nil }.sorted()
        if !asked.isEmpty, let folder = try? cache.makeBuildFolder() {
            defer { folder.remove() }
            let probes = folder.url
            let found = Mutex<[String: Bool]>([:])
            DispatchQueue.concurrentPerform(iterations: asked.count) { index in
                let probe = probes.appendingPathComponent("probe-\(index).swift")
                guard (try? Data("import \(asked[index])\n".utf8).write(to: probe)) != nil,
                    let outcome = try? compiler.run(
                        ["-typecheck", "-module-cache-path", cache.moduleCache.path, probe.path], environment: environment)
                else { return }
                // Anything else wrong with the probe says nothing about the module.
                let missing = CompilerDiagnostic.errors(in: outcome.output).contains { $0.missingModule == asked[index] }
                found.withLock { $0[asked[index]] = !missing }
            }
            answers.merge(found.withLock { $0 }) { _, new in new }
            cache.store(answers, as: name)
        }
        return Set(unknown.filter { answers[$0] == false })
    }
}
