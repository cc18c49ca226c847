import CodableCheckCore
import Foundation

/// What a `decode --compile` run found, remembered for the next run with the same key: the
/// helper it decoded with and the lines it printed before decoding (a stand-in used, an import
/// compiled as `Foundation`, `--compile=auto`'s note). The key is the schema plan cache's for the
/// run (the schema files' paths and contents, `--type`, the build configuration, the tool; see
/// `SchemaPlanCache.Key`), the compiler, and the current directory, which the lines' paths are
/// written from. A hit skips parsing the schema, outlining every file and choosing declarations
/// again: on octokit's 30 files, about 0.35 s of the 0.4 s of CPU a cached run took.
///
/// The helper's own key covers more (the core build, the declarations chosen); a pointer only
/// names it, so a helper evicted since is a miss, and the run builds as it would without one.
struct CompiledRunPointer: Codable {
    var helper: String
    var lines: [String]

    /// `planKey`: the plan cache's key material for the run's schema, type and configuration
    /// (all of it: its digest alone is not trusted, see `SchemaPlanCache`).
    static func name(planKey: [UInt8], compiler: SwiftCompiler, currentDirectory: String) -> String {
        var hash = StableHash()
        hash.add(ToolBuildIdentity.current)
        hash.add(HelperBuild.recipe)
        hash.add(planKey)
        hash.add(compiler.identity)
        hash.add(currentDirectory)
        return "run-\(hash.hexDigits)"
    }

    /// The helper a run with this key decoded with, ready to run, and the lines to print first;
    /// nil when there is none (or no compiler or cache now).
    static func lookUp(
        planKey: [UInt8], typeExpression: String, settings: CompiledDecodeSettings, environment: [String: String],
        currentDirectory: String
    ) -> (helper: CompiledHelper, lines: [String])? {
        guard let compiler = SwiftCompiler.find(environment: environment), let cache = CompileCache(environment: environment) else {
            return nil
        }
        let name = name(planKey: planKey, compiler: compiler, currentDirectory: currentDirectory)
        guard let pointer = cache.storedValue(Self.self, named: name), let built = HelperBuild.load(named: pointer.helper, in: cache)
        else { return nil }
        cache.markUsed(name)
        BuildTrace.note("helper '\(pointer.helper)' found for this schema and type; nothing read or chosen", environment: environment)
        var settings = settings
        settings.typeExpression = typeExpression
        return (CompiledHelper(executable: built.executable, settings: settings, typeName: typeExpression), pointer.lines)
    }

    /// Remembers that a run with this key decoded with `helper`, printing `lines` first.
    static func record(
        _ helper: CompiledHelper, lines: [String], planKey: [UInt8], environment: [String: String], currentDirectory: String
    ) {
        guard let compiler = SwiftCompiler.find(environment: environment), let cache = CompileCache(environment: environment) else {
            return
        }
        let pointer = CompiledRunPointer(helper: helper.executable.deletingLastPathComponent().lastPathComponent, lines: lines)
        cache.store(pointer, as: name(planKey: planKey, compiler: compiler, currentDirectory: currentDirectory))
    }
}
