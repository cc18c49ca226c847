import Foundation

/// The folder `--compile` keeps its builds in: `$XDG_CACHE_HOME/codable-check`, else
/// `~/.cache/codable-check`.
///
///     core-<key>/      the core library, built once per tool version and compiler
///     helper-<key>/    one helper per schema: declarations, `--type`, core and compiler
///     failed-<key>     why that helper could not be built (so a failing build is not retried)
///     building/        builds under way, one folder each, renamed into place when done
///
/// Several processes may fill the cache at once: each builds in a folder of its own and
/// publishes it with one `rename`, so a reader sees a whole entry or none; when two build the
/// same entry, the second rename fails and its copy is dropped.
///
/// The cache is bounded: after each new build, all but the `keptEntries` most recently used
/// helpers, failures and type checks are removed, and all but the `keptCoreBuilds` newest core
/// builds (a new tool version or compiler makes a new one; the old ones are never used again).
/// A cache hit marks its entry used (its modification time), so a helper in daily use stays.
struct CompileCache {
    static let keptEntries = 64
    static let keptCoreBuilds = 2

    var root: URL

    init(root: URL) {
        self.root = root
    }

    /// The user's cache folder; nil when neither `XDG_CACHE_HOME` nor `HOME` says where it is.
    init?(environment: [String: String]) {
        guard let (base, under) = Self.location(environment: environment) else { return nil }
        root = URL(fileURLWithPath: base).appendingPathComponent(under)
    }

    /// Where the user's cache folder is: a folder from the environment and the path under it
    /// (`$XDG_CACHE_HOME` and `codable-check`, else `$HOME` and `.cache/codable-check`); nil when
    /// neither variable says.
    static func location(environment: [String: String]) -> (base: String, under: String)? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return (xdg, "codable-check") }
        if let home = environment["HOME"], !home.isEmpty { return (home, ".cache/codable-check") }
        return nil
    }

    func entry(_ name: String) -> URL {
        root.appendingPathComponent(name)
    }

    var moduleCache: URL { root.appendingPathComponent("module-cache") }

    /// A fresh folder to build in.
    func makeBuildFolder() throws -> URL {
        let folder = root.appendingPathComponent("building/\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Why a folder could not be made or a file written in the cache, as a `CompileFailure` that
    /// names the cache and the system's reason ("permission denied"), not Foundation's error dump.
    func cannotWrite(_ error: any Error) -> CompileFailure {
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        let reason =
            if let file = firstFileOnTheWay {
                "'\(file.path)' is a file, not a folder"
            } else if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
                String(cString: strerror(Int32(posix.code))).lowercased()
            } else {
                error.localizedDescription
            }
        return .environment("cannot write to the compile cache '\(root.path)': \(reason)")
    }

    /// The nearest existing ancestor of the cache folder when it is not a folder (an
    /// `XDG_CACHE_HOME` naming a file), which the system's "not a directory" does not name.
    private var firstFileOnTheWay: URL? {
        var folder = root
        while folder.path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// A one-file entry (`failed-<key>`, `typecheck-<key>`) as JSON; nil when there is none or it
    /// does not decode (an entry from another version is then built again).
    func storedValue<Value: Decodable>(_ type: Value.Type, named name: String) -> Value? {
        guard let data = FileManager.default.contents(atPath: entry(name).path) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// Writes a one-file entry as JSON and publishes it, so a reader sees the whole file or none.
    /// A cache that cannot be written to only costs the next run a build.
    func store(_ value: some Encodable, as name: String) {
        guard let data = try? JSONEncoder().encode(value), let folder = try? makeBuildFolder() else { return }
        let file = folder.appendingPathComponent(name)
        if (try? data.write(to: file)) != nil { publish(file, as: name) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Moves a finished build folder (or file) into place as `name`. When another process got
    /// there first, its entry stays and `built` is removed: both are builds of the same key.
    func publish(_ built: URL, as name: String) {
        let destination = entry(name)
        if rename(built.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: built)
        }
    }

    /// Marks an entry as just used, for `evictOldEntries`.
    func markUsed(_ name: String) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry(name).path)
    }

    /// Removes all but the most recently used entries (see the type's documentation), and
    /// build folders a killed process left more than a day ago. Another process may be using
    /// an entry removed here: a helper already running keeps running (its file stays open), and
    /// one about to start is built again.
    func evictOldEntries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        func newestFirst(_ prefixes: [String]) -> [String] {
            names.filter { name in prefixes.contains { name.hasPrefix($0) } }
                .map { ($0, modificationDate(of: entry($0)) ?? .distantPast) }
                .sorted { $0.1 > $1.1 }.map(\.0)
        }
        for name in newestFirst(["helper-", "failed-", "typecheck-"]).dropFirst(Self.keptEntries) {
            try? FileManager.default.removeItem(at: entry(name))
        }
        for name in newestFirst(["core-"]).dropFirst(Self.keptCoreBuilds) {
            try? FileManager.default.removeItem(at: entry(name))
        }
        let building = entry("building")
        let dayAgo = Date(timeIntervalSinceNow: -86_400)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: building.path)) ?? [] {
            let folder = building.appendingPathComponent(name)
            if let date = modificationDate(of: folder), date < dayAgo { try? FileManager.default.removeItem(at: folder) }
        }
    }

    private func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
