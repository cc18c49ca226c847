import CodableCheckCore
import CodableCheckSchema
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Plans `decode` built before, kept in the user's cache folder (`plans/` in the folder
/// `--compile` uses: `$XDG_CACHE_HOME/codable-check`, else `~/.cache/codable-check`), so a run
/// on the same model files and `--type` skips lexing, parsing and planning them (on a document
/// of a few MB, that was a third of the whole process).
///
/// Never stale: an entry holds its whole key, which is every schema file's path and contents
/// (so an edited, added or removed file is another key, whatever its modification time), the
/// `--type`, the `#if` configuration each file is read in (options, and the language mode of its
/// package's manifest), and the executable that wrote it (its file's identity and
/// modification time, so a rebuilt tool does not read an older build's plans); a hit compares
/// that key byte for byte, not only its hash. An entry that is truncated, corrupt, or from
/// another format is a miss, and is written again. Entries are written to a file of their own
/// and renamed into place, so a reader sees a whole entry or none; the folder keeps the
/// `keptEntries` most recently used.
///
/// Only plans without schema warnings, and of what `PlanArchive` carries, are stored: a run
/// that has warnings to print, or a custom `init(from:)` to interpret, reads the model files.
/// `CODABLE_CHECK_NO_CACHE` (set to anything but empty) turns the cache off.
struct SchemaPlanCache {
    static let switchVariable = "CODABLE_CHECK_NO_CACHE"
    static let keptEntries = 64
    /// How an entry file begins; the rest is the key, the archived plan and a digest of both.
    static let magic = Array("codable-check plan\n".utf8)

    /// The `plans` folder's path. Text, not a `URL`: a hit opens one file in it, and a process's
    /// first `URL` costs more than that (issue 14).
    var folder: String

    init(folder: String) {
        self.folder = folder
    }

    /// The user's cache, or nil when it is turned off or there is no cache folder. The folder
    /// is `CompileCache`'s, joined as text when it is absolute (the same file for the system
    /// calls it is used in, whatever slashes it ends in).
    init?(environment: [String: String]) {
        if let off = environment[Self.switchVariable], !off.isEmpty { return nil }
        guard let (base, under) = CompileCache.location(environment: environment) else { return nil }
        folder =
            base.hasPrefix("/")
            ? base + "/" + under + "/plans"
            : URL(fileURLWithPath: base).appendingPathComponent(under).appendingPathComponent("plans").path
    }

    /// What a plan is built from, as bytes, and the entry's file name (a digest of them).
    struct Key {
        var material: [UInt8]
        var name: String

        /// Nil when the running executable cannot be identified: without knowing which build
        /// wrote an entry, none is trusted.
        init?(typeExpression: String, configuration: BuildConfiguration, sources: SchemaSources) {
            guard let tool = Self.toolIdentity() else { return nil }
            let paths = sources.standardizedPaths
            // Each distinct configuration identity once, then each file's index into them: a
            // package's files share one (its manifest's text), which the key held once per file.
            // Equal identities share storage, so finding one is a pointer comparison.
            var identities: [String] = []
            let identityIndexes = sources.configurationIdentities(configuration).map { identity in
                if let index = identities.lastIndex(of: identity) { return index }
                identities.append(identity)
                return identities.count - 1
            }
            // Sized once: grown as it is filled, the buffer was copied a dozen times.
            var material = KeyMaterial()
            material.bytes.reserveCapacity(
                256 + typeExpression.utf8.count + identities.reduce(0) { $0 + 8 + $1.utf8.count }
                    + zip(sources.files, paths).reduce(0) { $0 + 32 + $1.1.utf8.count + $1.0.text.utf8.count })
            material.add(tool)
            material.add("\(Version.current) archive \(PlanArchive.formatVersion)")
            material.add(typeExpression)
            material.add(identities.count)
            for identity in identities {
                material.add(identity)
            }
            material.add(sources.files.count)
            for ((file, path), identityIndex) in zip(zip(sources.files, paths), identityIndexes) {
                material.add(file.root)
                material.add(path)
                material.add(identityIndex)
                material.add(file.text)
            }
            self.material = material.bytes
            var digest = WordDigest()
            material.bytes.withUnsafeBytes { digest.add($0) }
            name = "plan-\(digest.hexDigits)"
        }

        /// The running executable's device, inode, size and modification time: a new build or
        /// install of the tool is a new identity.
        static func toolIdentity() -> String? {
            var status = stat()
            guard stat("/proc/self/exe", &status) == 0 else { return nil }
            return "\(status.st_dev) \(status.st_ino) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        }
    }

    /// Length-prefixed fields, so that no two different keys have the same bytes.
    private struct KeyMaterial {
        var bytes: [UInt8] = []

        mutating func add(_ number: Int) {
            withUnsafeBytes(of: UInt64(number).littleEndian) { bytes += $0 }
        }

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                add(utf8.count)
                bytes += utf8
            }
        }
    }

    func path(for key: Key) -> String {
        folder + "/" + key.name
    }

    /// The cached plan for `key`, or nil on a miss (no entry, or one that is not whole and this
    /// key's). A hit marks the entry used.
    func plan(for key: Key) -> ValuePlan? {
        let path = path(for: key)
        // Decoded where it was read: copied into an array, the entry (tens of KB, since its key
        // holds the model files' text) went through fresh memory twice.
        guard let entry = try? FileReader.readBuffer(.file(path), relativeTo: "/") else { return nil }
        defer { entry.deallocate() }
        guard let plan = Self.plan(inEntry: UnsafeRawBufferPointer(entry), key: key) else { return nil }
        utimensat(AT_FDCWD, path, nil, 0)
        return plan
    }

    /// Reads an entry file's bytes: magic, the key's length and bytes, the plan's length and
    /// bytes, and the plan's digest (32 hex digits).
    static func plan(inEntry bytes: UnsafeRawBufferPointer, key: Key) -> ValuePlan? {
        let digestLength = 32
        let keyStart = magic.count + 8
        let planStart = keyStart + key.material.count + 8
        guard bytes.count >= planStart + digestLength,
            memcmp(bytes.baseAddress!, magic, magic.count) == 0,
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: magic.count, as: UInt64.self)) == UInt64(key.material.count),
            memcmp(bytes.baseAddress! + keyStart, key.material, key.material.count) == 0,
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: planStart - 8, as: UInt64.self))
                == UInt64(bytes.count - planStart - digestLength)
        else { return nil }
        let plan = UnsafeRawBufferPointer(rebasing: bytes[planStart..<(bytes.count - digestLength)])
        var digest = WordDigest()
        digest.add(plan)
        guard memcmp(bytes.baseAddress! + (bytes.count - digestLength), digest.hexDigits, digestLength) == 0 else { return nil }
        return PlanArchive.decode(plan.assumingMemoryBound(to: UInt8.self))
    }

    /// The entry file's bytes for `plan`, or nil when the plan cannot be archived.
    static func entry(for plan: ValuePlan, key: Key) -> [UInt8]? {
        guard let archived = PlanArchive.encode(plan) else { return nil }
        var bytes = magic
        withUnsafeBytes(of: UInt64(key.material.count).littleEndian) { bytes += $0 }
        bytes += key.material
        withUnsafeBytes(of: UInt64(archived.count).littleEndian) { bytes += $0 }
        bytes += archived
        var digest = WordDigest()
        archived.withUnsafeBytes { digest.add($0) }
        bytes += digest.hexDigits.utf8
        return bytes
    }

    /// Stores `plan` under `key`: written to a file of its own, then renamed into place. A
    /// cache that cannot be written to only costs the next run the planning.
    func store(_ plan: ValuePlan, for key: Key) {
        guard let bytes = Self.entry(for: plan, key: key),
            (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else { return }
        let temporary = folder + "/.\(key.name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: temporary))) != nil else { return }
        if rename(temporary, path(for: key)) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        evictOldEntries()
    }

    /// Removes all but the `keptEntries` most recently used entries, and files a killed writer
    /// left more than a day ago. Entries are dated only when there are too many or a writer's
    /// file is left: each store lists the folder, and dating 64 entries would cost more than it.
    func evictOldEntries() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let entryNames = names.filter { $0.hasPrefix("plan-") }
        let leftovers = names.filter { $0.hasPrefix(".") }
        guard entryNames.count > Self.keptEntries || !leftovers.isEmpty else { return }
        func lastUse(_ name: String) -> Date {
            (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.modificationDate]
                as? Date ?? .distantPast
        }
        let dayAgo = Date(timeIntervalSinceNow: -86_400)
        for name in leftovers where lastUse(name) < dayAgo {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        guard entryNames.count > Self.keptEntries else { return }
        for name in entryNames.map({ ($0, lastUse($0)) }).sorted(by: { $0.1 > $1.1 }).dropFirst(Self.keptEntries).map(\.0) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }
}
