import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

@testable import CodableCheckCommand

/// `decode`'s schema cache: a second run reads the plan from the cache; an edited or added model
/// file, another `--type` or other `#if` options are misses; a damaged entry is ignored and
/// written again; `CODABLE_CHECK_NO_CACHE` turns it off; and no cache is ever an error.
@Suite struct SchemaPlanCacheTests {
    /// A folder with `Models/` and documents, and the cache in `cache/` inside it.
    struct Sandbox {
        let directory: URL

        init() throws {
            directory = try ToolProcess.temporaryDirectory()
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("Models"), withIntermediateDirectories: true)
            try write("struct Book: Codable {\n    let title: String\n    let pages: Int\n}\n", to: "Models/Book.swift")
            try write(#"{"title": "Dune", "pages": 412}"#, to: "dune.json")
        }

        var plans: URL { directory.appendingPathComponent("cache/codable-check/plans") }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }

        /// The cache's entries, by name.
        var entries: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: plans.path)) ?? []).filter { $0.hasPrefix("plan-") }.sorted()
        }

        func entry(_ name: String) throws -> [UInt8] {
            [UInt8](try Data(contentsOf: plans.appendingPathComponent(name)))
        }

        func replaceEntry(_ name: String, with bytes: [UInt8]) throws {
            try Data(bytes).write(to: plans.appendingPathComponent(name))
        }

        /// `decode --type TYPE --schema Models dune.json`, in-process, with the cache here.
        func decode(_ type: String = "Book", _ extra: [String] = [], environment: [String: String]? = nil) -> (
            status: Int32, stderr: String
        ) {
            let run = InProcessRun(["decode", "--type", type, "--schema", "Models"] + extra + ["dune.json"], in: directory.path) {
                $0.environment = environment ?? ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
            }
            return (run.status, run.stderr)
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    static let valid = (status: Int32(0), stderr: "1 input, 1 valid, 0 invalid, 0 errors\n")

    @Test func aSecondRunReadsThePlanTheFirstStored() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(sandbox.decode() == Self.valid)
        #expect(sandbox.entries.count == 1)
        // The key of these files and options names the entry the run wrote.
        let sources = try SchemaSources.read(paths: [sandbox.directory.appendingPathComponent("Models").path])
        let key = try #require(SchemaPlanCache.Key(typeExpression: "Book", configuration: .host, sources: sources))
        #expect(sandbox.entries == [key.name])
        // An entry of this key with another plan in it is what the next run decodes with: the
        // plan came from the cache, not from the model files.
        let other = ObjectPlan(typeName: "Book", fields: [FieldPlan(propertyName: "title", key: "title", value: .integer(.int))])
        try sandbox.replaceEntry(key.name, with: try #require(SchemaPlanCache.entry(for: .object(other), key: key)))
        let fromCache = sandbox.decode()
        #expect(fromCache.status == 1)
        #expect(fromCache.stderr.contains("typeMismatch"), "\(fromCache.stderr)")
    }

    @Test func anEditedFileIsReadAgainWhateverItsModificationTime() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(sandbox.decode() == Self.valid)
        let file = sandbox.directory.appendingPathComponent("Models/Book.swift")
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        // Same length, same modification time: only the contents say it changed.
        try sandbox.write("struct Book: Codable {\n    let title: String\n    let pages: Bool\n}\n", to: "Models/Book.swift")
        try FileManager.default.setAttributes([.modificationDate: try #require(modified)], ofItemAtPath: file.path)
        let edited = sandbox.decode()
        #expect(edited.status == 1)
        #expect(edited.stderr.contains("typeMismatch at pages: expected Bool"), "\(edited.stderr)")
        #expect(sandbox.entries.count == 2)
    }

    @Test func aFileAddedToTheSchemaFolderIsAMiss() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(sandbox.decode() == Self.valid)
        try sandbox.write(
            "extension Book {\n    enum CodingKeys: String, CodingKey {\n        case title = \"name\", pages\n    }\n}\n",
            to: "Models/BookKeys.swift")
        let added = sandbox.decode()
        #expect(added.status == 1)
        #expect(added.stderr.contains("\"name\""), "\(added.stderr)")
        #expect(sandbox.entries.count == 2)
    }

    @Test func anotherTypeOrConfigurationIsAnotherEntry() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "struct Book: Codable {\n    let title: String\n#if DEBUG\n    let pages: String\n#else\n    let pages: Int\n#endif\n}\n",
            to: "Models/Book.swift")
        #expect(sandbox.decode() == Self.valid)
        let debug = sandbox.decode("Book", ["--define", "DEBUG"])
        #expect(debug.status == 1)
        #expect(debug.stderr.contains("typeMismatch at pages: expected String"), "\(debug.stderr)")
        #expect(sandbox.decode("Book?") == Self.valid)
        #expect(sandbox.entries.count == 3)
        // Each again, now from its own entry.
        #expect(sandbox.decode() == Self.valid)
        #expect(sandbox.decode("Book", ["--define", "DEBUG"]) == debug)
        #expect(sandbox.entries.count == 3)
    }

    @Test func thePackagesLanguageModeIsPartOfTheKey() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "struct Book: Codable {\n    let title: String\n#if swift(>=6.0)\n    let pages: String\n#else\n    let pages: Int\n#endif\n}\n",
            to: "Models/Book.swift")
        let manifest = "import PackageDescription\nlet package = Package(name: \"Shelf\")\n"
        try sandbox.write("// swift-tools-version:5.9\n" + manifest, to: "Package.swift")
        #expect(sandbox.decode() == Self.valid)
        // The same model files, read in Swift 6 mode now.
        try sandbox.write("// swift-tools-version:6.0\n" + manifest, to: "Package.swift")
        let swift6 = sandbox.decode()
        #expect(swift6.status == 1)
        #expect(swift6.stderr.contains("typeMismatch at pages: expected String"), "\(swift6.stderr)")
        #expect(sandbox.entries.count == 2)
        // A mode given for every file: the manifest no longer matters, and is not in the key.
        #expect(sandbox.decode("Book", ["--swift-version", "5"]) == Self.valid)
        #expect(sandbox.entries.count == 3)
        try sandbox.write("// swift-tools-version:5.9\n" + manifest, to: "Package.swift")
        #expect(sandbox.decode("Book", ["--swift-version", "5"]) == Self.valid)
        #expect(sandbox.decode() == Self.valid)
        #expect(sandbox.entries.count == 3)
    }

    /// `--schema ./Models/` names the files `--schema Models` does: the same entry, not a
    /// second one planned and stored beside it.
    @Test func theSchemaPathsSpellingIsNotPartOfTheKey() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(sandbox.decode() == Self.valid)
        let name = try #require(sandbox.entries.first)
        for spelling in ["./Models", "Models/", ".//Models/./", sandbox.directory.appendingPathComponent("Models").path] {
            let run = InProcessRun(["decode", "--type", "Book", "--schema", spelling, "dune.json"], in: sandbox.directory.path) {
                $0.environment = ["XDG_CACHE_HOME": sandbox.directory.appendingPathComponent("cache").path]
            }
            #expect((run.status, run.stderr) == Self.valid, "\(spelling)")
            #expect(sandbox.entries == [name], "\(spelling)")
        }
    }

    @Test func aDamagedOrForeignEntryIsIgnoredAndWrittenAgain() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(sandbox.decode() == Self.valid)
        let name = try #require(sandbox.entries.first)
        let good = try sandbox.entry(name)
        var flipped = good
        flipped[good.count - 40] ^= 0x55
        var foreign = good
        foreign[0] = UInt8(ascii: "C")
        let damaged: [[UInt8]] = [[], Array(good.prefix(good.count / 2)), Array(good.dropLast()), flipped, foreign, good + [0]]
        for bytes in damaged {
            try sandbox.replaceEntry(name, with: bytes)
            #expect(sandbox.decode() == Self.valid)
            #expect(try sandbox.entry(name) == good)
        }
    }

    @Test func anEntryOfAnotherKeyUnderThisNameIsAMiss() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(sandbox.decode() == Self.valid)
        let name = try #require(sandbox.entries.first)
        // What another build, or a colliding digest, could leave under this name: whole, but
        // keyed by other files.
        let sources = SchemaSources(files: [.init(path: "/elsewhere/Book.swift", text: "struct Book: Codable {}", root: 0)])
        let otherKey = try #require(SchemaPlanCache.Key(typeExpression: "Book", configuration: .host, sources: sources))
        let wrong = ObjectPlan(typeName: "Book", fields: [])
        try sandbox.replaceEntry(name, with: try #require(SchemaPlanCache.entry(for: .object(wrong), key: otherKey)))
        #expect(sandbox.decode() == Self.valid)
        #expect(try sandbox.entry(name) != SchemaPlanCache.entry(for: .object(wrong), key: otherKey))
    }

    @Test func theEnvironmentTurnsItOff() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let environment = ["XDG_CACHE_HOME": sandbox.directory.appendingPathComponent("cache").path, "CODABLE_CHECK_NO_CACHE": "1"]
        #expect(sandbox.decode(environment: environment) == Self.valid)
        #expect(!FileManager.default.fileExists(atPath: sandbox.plans.path))
        // Empty is not set.
        #expect(sandbox.decode(environment: environment.merging(["CODABLE_CHECK_NO_CACHE": ""]) { $1 }) == Self.valid)
        #expect(sandbox.entries.count == 1)
    }

    @Test func plansWithWarningsOrAnInterpretedInitializerAreNotStored() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "struct Book: Codable {\n    let title: String\n    let pages: Int\n    let kind = \"novel\"\n}\n", to: "Models/Book.swift")
        let warned = sandbox.decode()
        #expect(warned.stderr.contains("warning: immutable property 'kind'"), "\(warned.stderr)")
        #expect(sandbox.decode() == warned)
        try sandbox.write(
            """
            struct Book: Decodable {
                let title: String
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    title = try container.decode(String.self, forKey: .title)
                }
                enum CodingKeys: String, CodingKey { case title }
            }
            """, to: "Models/Book.swift")
        #expect(sandbox.decode() == Self.valid)
        #expect(sandbox.entries.isEmpty)
    }

    @Test func theFolderKeepsTheMostRecentlyUsedEntries() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.plans, withIntermediateDirectories: true)
        // 70 entries used an hour ago and before, one a minute apart, the oldest first.
        let old = (0..<70).map { String(format: "plan-old%02d", $0) }
        for (age, name) in old.reversed().enumerated() {
            let url = sandbox.plans.appendingPathComponent(name)
            try Data("stale".utf8).write(to: url)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3_600 - 60 * Double(age))], ofItemAtPath: url.path)
        }
        // A writer's file from two days ago (its process was killed), and one being written now.
        let abandoned = sandbox.plans.appendingPathComponent(".plan-abandoned-1-2")
        try Data().write(to: abandoned)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -2 * 86_400)], ofItemAtPath: abandoned.path)
        let writing = sandbox.plans.appendingPathComponent(".plan-writing-3-4")
        try Data().write(to: writing)

        #expect(sandbox.decode() == Self.valid)
        let kept = sandbox.entries
        #expect(kept.count == SchemaPlanCache.keptEntries)
        // The run's own entry, and the 63 most recently used of the others.
        #expect(kept.filter { !$0.hasPrefix("plan-old") }.count == 1)
        #expect(kept.filter { $0.hasPrefix("plan-old") } == Array(old.suffix(63)))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: writing.path))
    }

    @Test func runsWithUserInfoReadTheModelFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(sandbox.decode("Book", ["--user-info", "strict=true"]) == Self.valid)
        #expect(sandbox.entries.isEmpty)
    }

    @Test func aCacheThatCannotBeWrittenIsNoError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("not a folder", to: "cache")
        let environment = ["XDG_CACHE_HOME": sandbox.directory.appendingPathComponent("cache").path]
        #expect(sandbox.decode(environment: environment) == Self.valid)
        #expect(sandbox.decode(environment: environment) == Self.valid)
        // Nor is no cache folder at all.
        #expect(sandbox.decode(environment: [:]) == Self.valid)
    }

    /// The plans folder, joined as text, is `plans` in `CompileCache`'s folder (a `URL` there):
    /// the same folder whatever slashes or `..` the variables hold, and none without them.
    @Test(arguments: [
        ["XDG_CACHE_HOME": "/var/cache/app"], ["XDG_CACHE_HOME": "/var/cache/app/"], ["XDG_CACHE_HOME": "/"],
        ["XDG_CACHE_HOME": "/var//cache/../cache/./app", "HOME": "/home/ada"], ["XDG_CACHE_HOME": "relative", "HOME": "/home/ada/"],
        ["HOME": "/home/ada"], ["HOME": "/"], ["HOME": "home/ada"], ["HOME": "./ada/.."], ["HOME": "~"], ["HOME": "~/x"],
        ["HOME": ""], [:],
    ])
    func thePlansFolderIsInTheCompileCache(environment: [String: String]) {
        let plans = SchemaPlanCache(environment: environment)?.folder
        let compile = CompileCache(environment: environment)?.root.appendingPathComponent("plans")
        #expect((plans == nil) == (compile == nil))
        if let plans, let compile {
            #expect(URL(fileURLWithPath: plans).standardizedFileURL.path == compile.standardizedFileURL.path, "\(environment)")
        }
    }
}
