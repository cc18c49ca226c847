import CodableCheckCore
import Foundation
import Testing

@testable import CodableCheckCommand

/// What happens around the helper, without a compiler: a helper that cannot start, one that
/// stops on its own, one killed by a signal; and the cache's bound.
@Suite struct CompiledHelperLifecycleTests {
    static let settings = CompiledDecodeSettings(
        keyStrategy: "default", dateStrategy: "deferred", dataStrategy: "base64", printsValue: false)

    /// A stand-in helper: a shell script that reads the settings line and then does `body`.
    static func script(_ body: String, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("helper")
        try "#!/bin/sh\nread settings\n\(body)\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file
    }

    static func message(_ helper: CompiledHelper) -> String? {
        let document = Array(#"{"id": 1}"#.utf8)
        return document.withUnsafeBufferPointer { helper.validate($0) }.errors.first?.message
    }

    @Test func aHelperThatCannotStartSaysSoNotThatTheAppCrashed() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("helper")
        #expect(
            Self.message(CompiledHelper(executable: missing, settings: Self.settings, typeName: "Book"))
                == "cannot start the compiled helper '\(missing.path)': no such file or directory")
        try Data("not a program".utf8).write(to: missing)
        #expect(
            Self.message(CompiledHelper(executable: missing, settings: Self.settings, typeName: "Book"))
                == "cannot start the compiled helper '\(missing.path)': permission denied")
    }

    /// A helper that exits (a library it could not load exits 127) is no crash of the app's code.
    @Test func aHelperThatExitsIsNotTheAppsCrash() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let helper = try Self.script(
            "echo 'helper: error while loading shared libraries: libCodableCheckCore.so: cannot open shared object file' >&2\nexit 127",
            in: folder)
        #expect(
            Self.message(CompiledHelper(executable: helper, settings: Self.settings, typeName: "Book"))
                == "the compiled helper for 'Book' stopped (exit status 127) without decoding this document: helper: error while loading shared libraries: libCodableCheckCore.so: cannot open shared object file"
        )
    }

    @Test func aHelperKilledByASignalIsTheAppsCrash() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let helper = try Self.script(
            "echo 'Fatal error: Unexpectedly found nil while unwrapping an Optional value' >&2\nkill -TRAP $$", in: folder)
        #expect(
            Self.message(CompiledHelper(executable: helper, settings: Self.settings, typeName: "Book"))
                == "the app's code crashed decoding this document as 'Book': Fatal error: Unexpectedly found nil while unwrapping an Optional value"
        )
    }

    /// After each build, the most recently used entries stay, the oldest go; so do old core
    /// builds, and build folders no living process holds. A cache hit counts as a use.
    @Test func theCacheKeepsTheMostRecentlyUsedEntries() throws {
        let cache = CompileCache(root: try ToolProcess.temporaryDirectory())
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let now = Date()
        func make(_ name: String, hoursAgo: Double) throws {
            try FileManager.default.createDirectory(at: cache.entry(name), withIntermediateDirectories: true)
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(-hoursAgo * 3600)], ofItemAtPath: cache.entry(name).path)
        }
        let count = CompileCache.keptEntries + 6
        for index in 0..<count { try make("helper-\(index)", hoursAgo: Double(index + 1)) }
        try make("failed-old", hoursAgo: 1000)
        for index in 0..<4 { try make("core-\(index)", hoursAgo: Double(index)) }
        try make("building/1-killed", hoursAgo: 0.1)
        // A pointer per distinct decode run: bounded on their own, not at the helpers' expense.
        for index in 0..<count { try make("run-\(index)", hoursAgo: Double(index + 1)) }
        // A lock file per entry ever built: those of entries gone go, unless a process holds one.
        let locks = cache.root.appendingPathComponent("locks")
        try FileManager.default.createDirectory(at: locks, withIntermediateDirectories: true)
        for name in ["helper-0", "helper-gone", "helper-building", "failed-old"] {
            FileManager.default.createFile(atPath: locks.appendingPathComponent(name).path, contents: nil)
        }
        let held = try #require(FileLock.waiting(for: locks.appendingPathComponent("helper-building").path))
        defer { held.release() }
        let running = try cache.makeBuildFolder()
        cache.markUsed("helper-\(count - 1)")  // the oldest, used just now
        cache.evictOldEntries()

        let left = Set(try FileManager.default.contentsOfDirectory(atPath: cache.root.path))
        let helpers = left.filter { $0.hasPrefix("helper-") }
        #expect(helpers.count == CompileCache.keptEntries)
        #expect(helpers.contains("helper-\(count - 1)"))
        #expect(helpers.contains("helper-0"))
        #expect(!helpers.contains("helper-\(count - 2)"))
        #expect(!left.contains("failed-old"))
        #expect(Set(left.filter { $0.hasPrefix("core-") }) == ["core-0", "core-1"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.entry("building").path) == [running.url.lastPathComponent])
        running.remove()
        let pointers = left.filter { $0.hasPrefix("run-") }
        #expect(pointers.count == CompileCache.keptEntries)
        #expect(pointers.contains("run-0"))
        #expect(!pointers.contains("run-\(count - 1)"))
        // `module-cache`: the build folder's set-up took its lock, and its entry is there.
        let lockFiles = Set(try FileManager.default.contentsOfDirectory(atPath: locks.path))
        #expect(lockFiles == ["helper-0", "helper-building", "module-cache"], "\(lockFiles)")
    }
}
