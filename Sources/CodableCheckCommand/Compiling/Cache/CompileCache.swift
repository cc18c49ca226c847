import Foundation

/// The folder `--compile` keeps its builds in: `$XDG_CACHE_HOME/codable-check`, else
/// `~/.cache/codable-check`.
///
///     core-<key>/      the core library, built once per tool version and compiler
///     helper-<key>/    one helper per schema: declarations, `--type`, core and compiler
///     failed-<key>     why that helper could not be built (so a failing build is not retried)
///     schema-<key>     the helper `types --compile` built for every type of a schema
///     run-<key>        the helper a `decode --compile` run decoded with (`CompiledRunPointer`)
///     module-cache/    the compiler's module cache, with `root` naming the cache it was made in
///     locks/<name>     one lock per entry, held while it is built
///     building/        builds under way, one folder each, renamed into place when done
///
/// Several processes may fill the cache at once. One builds an entry while the others wait for
/// its lock, then find it built (20 runs started together build once). Each build happens in a
/// folder of its own (`BuildFolder`), published with one `rename`, so a reader sees a whole
/// entry or none; an interrupted build removes its folder, a killed one's is removed by the next
/// run.
///
/// Nothing in an entry depends on where the cache is: a cache restored at another path (a CI
/// cache) is used there. Only the compiler's module cache records its own path, so one made
/// elsewhere is replaced before the compiler sees it (`prepareModuleCache`).
///
/// The cache is bounded: after each new build, all but the `keptEntries` most recently used
/// helpers, failures and schema pointers are removed, all but the `keptEntries` most recently
/// used run pointers (one per distinct `decode` run, counted apart so that they never push
/// helpers out), and all but the `keptCoreBuilds` newest core builds (a new tool version or
/// compiler makes a new one; the old ones are never used again). A lock file whose entry is gone
/// goes too, unless a process holds it. A cache hit marks its entry used (its modification
/// time), so a helper in daily use stays.
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

    var building: URL { root.appendingPathComponent("building") }

    /// A fresh folder to build in, locked by this process (see `BuildFolder`), with the
    /// compiler's module cache ready for this cache's path.
    func makeBuildFolder() throws -> BuildFolder {
        let folder = try BuildFolder(in: building)
        prepareModuleCache()
        return folder
    }

    /// The compiler's module cache records the absolute path it was made at and refuses to be
    /// used from another ("precompiled file ... was compiled with module cache path ..."), so a
    /// cache copied elsewhere would fail every build. Its `root` file names the cache it was
    /// made for: one made for another path, or by a version that did not record it, is moved
    /// aside and removed, and the compiler makes a new one (a few seconds, once). Under the
    /// folder's lock, so that two runs in a moved cache do not both replace it.
    func prepareModuleCache() {
        let marker = moduleCache.appendingPathComponent("root")
        func isOurs() -> Bool { FileManager.default.contents(atPath: marker.path) == Data(root.path.utf8) }
        guard !isOurs() else { return }
        lockingEntry("module-cache") {
            guard !isOurs() else { return }
            let aside = building.appendingPathComponent(".module-cache-\(UUID().uuidString)")
            if rename(moduleCache.path, aside.path) == 0 { try? FileManager.default.removeItem(at: aside) }
            try? FileManager.default.createDirectory(at: moduleCache, withIntermediateDirectories: true)
            try? Data(root.path.utf8).write(to: marker, options: .atomic)
        }
    }

    /// Runs `build` holding the lock of entry `name`, which another process building the same
    /// entry holds until it is done: `build` then finds the entry there and reuses it. Without a
    /// lock (an unwritable cache), `build` runs anyway and reports the cache's own error.
    func lockingEntry<Result, Failure>(_ name: String, _ build: () throws(Failure) -> Result) throws(Failure) -> Result {
        let locks = root.appendingPathComponent("locks")
        try? FileManager.default.createDirectory(at: locks, withIntermediateDirectories: true)
        let lock = FileLock.waiting(for: locks.appendingPathComponent(name).path)
        defer { lock?.release() }
        return try build()
    }

    /// Removes the build folders whose process is gone (killed, or the machine stopped during
    /// the build): nobody holds their lock. Folders still being built are left alone.
    func removeAbandonedBuilds() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: building.path)) ?? []
        let dayAgo = Date(timeIntervalSinceNow: -86_400)
        for name in names {
            let folder = building.appendingPathComponent(name)
            if name.hasPrefix(".") {
                // Killed between making its folder and locking it: rare, so only old ones go.
                if let date = modificationDate(of: folder), date < dayAgo { try? FileManager.default.removeItem(at: folder) }
            } else if let lock = FileLock.ifFree(folder.path) {
                try? FileManager.default.removeItem(at: folder)
                lock.release()
            }
        }
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

    /// A one-file entry (`failed-<key>`, `schema-<key>`) as JSON; nil when there is none or it
    /// does not decode (an entry from another version is then built again).
    func storedValue<Value: Decodable>(_ type: Value.Type, named name: String) -> Value? {
        guard let data = FileManager.default.contents(atPath: entry(name).path) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// Writes a one-file entry as JSON and publishes it, so a reader sees the whole file or none.
    /// A cache that cannot be written to only costs the next run a build.
    func store(_ value: some Encodable, as name: String) {
        guard let data = try? JSONEncoder().encode(value), let folder = try? makeBuildFolder() else { return }
        let file = folder.url.appendingPathComponent(name)
        if (try? data.write(to: file)) != nil, rename(file.path, entry(name).path) != 0 {
            try? FileManager.default.removeItem(at: file)
        }
        folder.remove()
    }

    /// Marks an entry as just used, for `evictOldEntries`.
    func markUsed(_ name: String) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry(name).path)
    }

    /// Removes all but the most recently used entries (see the type's documentation), and
    /// build folders a killed process left. Another process may be using
    /// an entry removed here: a helper already running keeps running (its file stays open), and
    /// one about to start is built again.
    func evictOldEntries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        func newestFirst(_ prefixes: [String]) -> [String] {
            names.filter { name in prefixes.contains { name.hasPrefix($0) } }
                .map { ($0, modificationDate(of: entry($0)) ?? .distantPast) }
                .sorted { $0.1 > $1.1 }.map(\.0)
        }
        for name in newestFirst(["helper-", "failed-", "schema-", "macro-"]).dropFirst(Self.keptEntries) {
            try? FileManager.default.removeItem(at: entry(name))
        }
        for name in newestFirst(["run-"]).dropFirst(Self.keptEntries) {
            try? FileManager.default.removeItem(at: entry(name))
        }
        for name in newestFirst(["core-"]).dropFirst(Self.keptCoreBuilds) {
            try? FileManager.default.removeItem(at: entry(name))
        }
        removeAbandonedBuilds()
        removeOrphanedLocks()
    }

    /// Removes the lock files of entries that are gone (evicted, or a build that failed without
    /// a trace) and that no process holds. A process that opened such a file and has not locked
    /// it yet then locks a file no longer in the folder, and one coming after it makes a new one:
    /// both build the entry, and the second to publish finds it there and discards its own
    /// (`BuildFolder.publish`), so the race costs a build, never a damaged entry.
    private func removeOrphanedLocks() {
        let locks = root.appendingPathComponent("locks")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: locks.path)) ?? []
        where !FileManager.default.fileExists(atPath: entry(name).path) {
            let path = locks.appendingPathComponent(name).path
            guard let lock = FileLock.ifFree(path) else { continue }
            unlink(path)
            lock.release()
        }
    }

    private func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
