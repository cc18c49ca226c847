import Foundation

/// The Swift compiler on `PATH`, which `--compile` builds helpers with.
struct SwiftCompiler {
    /// The absolute path of `swiftc`.
    var path: String
    /// What identifies this compiler in cache keys: its resolved path, size and modification
    /// time. Asking `swiftc --version` would cost a process start on every run, cache hits too;
    /// a toolchain upgrade replaces the binary, which changes these.
    var identity: String

    /// `swiftc` in the first `PATH` folder that has it, or nil.
    static func find(environment: [String: String]) -> SwiftCompiler? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders where !folder.isEmpty {
            let candidate = (folder as NSString).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let resolved = (candidate as NSString).resolvingSymlinksInPath
            let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return SwiftCompiler(path: candidate, identity: "\(resolved) \(size) \(modified)")
        }
        return nil
    }

    /// What `swiftc --version` prints (a process start, so only asked when something is built);
    /// nil when it cannot run.
    func version(environment: [String: String]) -> String? {
        guard let outcome = try? run(["--version"], environment: environment), outcome.status == 0 else { return nil }
        return outcome.output
    }

    func run(_ arguments: [String], environment: [String: String]) throws -> ProcessRunner.Outcome {
        try ProcessRunner.run(path, arguments, environment: environment)
    }
}
