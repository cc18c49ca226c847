import CodableCheckTestSupport
import Foundation
import Testing

/// `--compile` on models that import a library the interpreter models (BetterCodable, Kodable,
/// Firestore), whose sources are not among the schema files: the helper is built with the
/// tool's stand-in for the library (`LibraryStandIn`), the document is decided by the compiled
/// app, not the interpreter, and both reach the same verdict and the same first error (kind,
/// and the coding path Foundation reports) on the same fixtures, valid and broken.
///
/// Shares `CompileEndToEndTests`' cache and its reasons (slow builds, run in parallel with
/// their cache's lock, the shared hang guard, skipped visibly without `swiftc`).
@Suite(.hangGuard) struct LibraryStandInEndToEndTests {
    struct Case: CustomStringConvertible {
        /// Relative to `Fixtures/`.
        var folder: String
        var schema: String
        var type: String
        var documents: [String]
        /// An `import` the fixture leaves out (the interpreter knows the wrappers by name),
        /// written at the top of a copy, as the app's file has it.
        var importing: String?

        var description: String { "\(schema) as \(type)" }
    }

    static let cases: [Case] = [
        Case(
            folder: "lossy", schema: "Models/Wrapped.swift", type: "Feed",
            documents: ["feed-messy.json", "feed-bad-date.json", "feed-wrong-shapes.json"]),
        Case(
            folder: "lossy", schema: "Models/Firestore.swift", type: "Book", documents: ["book.json", "book-no-timestamp.json"]),
        Case(folder: "lossy", schema: "Models/Firestore.swift", type: "[Office]", documents: ["office.json"]),
        Case(
            folder: "real-apps/patterns/wrapper-typealias", schema: "ChannelStats.swift", type: "[ChannelStats]",
            documents: ["valid.json", "broken.json"], importing: "BetterCodable"),
        // Kodable: plain properties beside `@Coding`/`@CodableDate`, each option the interpreter
        // models, valid and broken in each way (missing, null, wrong type, coerced, validated).
        Case(
            folder: "compile/Kodable", schema: "Shipment.swift", type: "Shipment",
            documents: [
                "valid", "coerce", "nulls", "validation", "nested-missing", "no-flags", "plain-wrong", "bool-2", "items-wrong",
                "date-bad", "date-null", "default-fail", "name-bool", "pages-frac",
            ].map { "documents/\($0).json" }),
        Case(folder: "lossy", schema: "Models/User.swift", type: "User", documents: ["user.json", "user-garbage.json", "plain.json"]),
        Case(folder: "lossy", schema: "Models/Release.swift", type: "AlbumRelease", documents: ["release.json", "release-bad-dates.json"]),
        // Issue 22 item 5's README example (`.timestamp` from `978307200.0`), compiled.
        Case(
            folder: "real-apps/patterns/kodable-readme-dates", schema: "EpisodeDates.swift", type: "EpisodeDates",
            documents: ["valid.json", "broken.json"], importing: "Kodable"),
    ]

    /// What a `--format json` report says of one document: whether it decoded, who decided,
    /// and its first error as Foundation reports it (kind and coding path).
    struct Verdict: Equatable, CustomStringConvertible {
        var ok: Bool
        var firstError: [String]?
        var decidedBy: String

        var description: String { "ok: \(ok), first error: \(firstError ?? []), decided: \(decidedBy)" }
    }

    func verdict(_ arguments: [String], in folder: URL) throws -> Verdict {
        let outcome = try ToolProcess.run(
            arguments + ["--format", "json"], in: folder,
            environment: [
                "PATH": "\(CompileEndToEndTests.compilerFolder ?? "/nonexistent"):/usr/bin:/bin",
                "XDG_CACHE_HOME": CompileEndToEndTests.cacheHome.path,
            ])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome)")
        let result = try #require((report["results"] as? [[String: Any]])?.first, "\(outcome)")
        let error = (result["errors"] as? [[String: Any]])?.first
        // Where the app's error has another path than its place (a strategy throwing without a
        // decoder), the interpreter says which path Foundation reports.
        let path = error.map { ($0["foundationCodingPath"] ?? $0["codingPath"]) as? [Any] ?? [] }
        return Verdict(
            ok: result["ok"] as? Bool ?? false, firstError: error.map { ["\($0["kind"] ?? "-")"] + (path ?? []).map { "\($0)" } },
            decidedBy: result["verdict"] as? String ?? "-")
    }

    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"), arguments: cases)
    func theCompiledAppWithTheStandInAgreesWithTheInterpreter(_ example: Case) throws {
        var folder = ToolPaths.packageRoot.appendingPathComponent("Fixtures/\(example.folder)")
        if let module = example.importing {
            let copy = try ToolProcess.temporaryDirectory()
            for name in [example.schema] + example.documents {
                var text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                if name == example.schema { text = "import \(module)\n" + text }
                try text.write(to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            folder = copy
        }
        defer { if example.importing != nil { try? FileManager.default.removeItem(at: folder) } }
        for document in example.documents {
            let arguments = ["decode", document, "--type", example.type, "--schema", example.schema]
            let interpreted = try verdict(arguments, in: folder)
            let compiled = try verdict(arguments + ["--compile"], in: folder)
            #expect(compiled.decidedBy == "compiled", "\(document): \(compiled)")
            #expect(compiled.ok == interpreted.ok, "\(document): compiled \(compiled), interpreted \(interpreted)")
            #expect(compiled.firstError == interpreted.firstError, "\(document): compiled \(compiled), interpreted \(interpreted)")
        }
    }

    /// The run says the library was compiled from the stand-in, and how to use the real one.
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func aRunWithTheStandInSaysSo() throws {
        let outcome = try ToolProcess.run(
            ["decode", "feed-messy.json", "--type", "Feed", "--schema", "Models/Wrapped.swift", "--compile"],
            in: ToolPaths.packageRoot.appendingPathComponent("Fixtures/lossy"),
            environment: [
                "PATH": "\(CompileEndToEndTests.compilerFolder ?? "/nonexistent"):/usr/bin:/bin",
                "XDG_CACHE_HOME": CompileEndToEndTests.cacheHome.path,
            ])
        #expect(
            outcome.stderr.hasPrefix(
                "codable-check: note: --compile: no sources of 'BetterCodable' among the schema files; compiled with codable-check's stand-in for it"
            ), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("interpreter instead"), "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("1 input, 1 valid, 0 invalid, 0 errors, 1 warning\n"), "\(outcome.stderr)")
    }

    /// `types --compile` says it too: a type it marks compiled is as exact as the stand-in.
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func typesCompileSaysTheStandInWasUsed() throws {
        let outcome = try ToolProcess.run(
            ["types", "--schema", "Models/Firestore.swift", "--compile"],
            in: ToolPaths.packageRoot.appendingPathComponent("Fixtures/lossy"),
            environment: [
                "PATH": "\(CompileEndToEndTests.compilerFolder ?? "/nonexistent"):/usr/bin:/bin",
                "XDG_CACHE_HOME": CompileEndToEndTests.cacheHome.path,
            ])
        #expect(outcome.stdout.contains("struct Book (synthesized init(from:)) [compiled]"), "\(outcome.stdout)")
        #expect(
            outcome.stderr.contains(
                "codable-check: note: --compile: no sources of 'FirebaseFirestore' among the schema files; compiled with codable-check's stand-in for it"
            ), "\(outcome.stderr)")
    }

    /// A part of Kodable the stand-in leaves out (`KodableTransformable`, a custom wrapper): the
    /// helper does not build, and the run falls back to the interpreter naming the missing symbols.
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func aPartOfKodableTheStandInLeavesOutFallsBackNamingIt() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        import Foundation
        import Kodable

        struct WebAddress: KodableTransform {
            func transformFromJSON(value: String) throws -> URL {
                guard let url = URL(string: value) else { throw URLError(.badURL) }
                return url
            }

            func transformToJSON(value: URL) throws -> String { value.absoluteString }
        }

        typealias CodingURL = KodableTransformable<WebAddress>

        struct Repository: Kodable {
            @Coding var name: String
            @CodingURL("html_url") var page: URL
        }

        """.write(to: directory.appendingPathComponent("Repository.swift"), atomically: true, encoding: .utf8)
        try #"{"name": "codable-check", "html_url": "https://example.com/codable-check"}"#.write(
            to: directory.appendingPathComponent("repository.json"), atomically: true, encoding: .utf8)
        let outcome = try ToolProcess.run(
            ["decode", "repository.json", "--type", "Repository", "--schema", "Repository.swift", "--compile"], in: directory,
            environment: [
                "PATH": "\(CompileEndToEndTests.compilerFolder ?? "/nonexistent"):/usr/bin:/bin",
                "XDG_CACHE_HOME": CompileEndToEndTests.cacheHome.path,
            ])
        #expect(outcome.stderr.contains("decoding 'Repository' with the interpreter instead"), "\(outcome.stderr)")
        #expect(
            outcome.stderr.contains("Repository.swift:13:23: error: cannot find type 'KodableTransformable' in scope (in 'CodingURL')"),
            "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("--compile decodes with it"), "\(outcome.stderr)")
    }

    /// The Kodable stand-in follows Kodable's README, as the interpreter does without a pin; an
    /// app whose `Package.resolved` pins Kodable builds with its released code, which reads
    /// `@CodableDate`'s number otherwise: the stand-in is not used, so no compiled verdict
    /// claims the README's behaviour, and the interpreter follows the pin (a `typeMismatch`).
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func aPinnedKodableIsNotStoodInFor() throws {
        let package = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/Podcasts")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let pattern = ToolPaths.packageRoot.appendingPathComponent("Fixtures/real-apps/patterns/kodable-readme-dates")
        let model = try String(contentsOf: pattern.appendingPathComponent("EpisodeDates.swift"), encoding: .utf8)
        try ("import Kodable\n" + model).write(to: sources.appendingPathComponent("EpisodeDates.swift"), atomically: true, encoding: .utf8)
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Podcasts\")\n".write(
            to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try RealAppPatternTests.kodablePin.write(to: package.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
        let arguments = [
            "decode", pattern.appendingPathComponent("valid.json").path, "--type", "EpisodeDates", "--schema", "Sources", "--compile",
        ]
        let compiled = try verdict(arguments, in: package)
        #expect(compiled.decidedBy != "compiled", "\(compiled)")
        #expect(compiled.firstError == ["typeMismatch", "published_at"], "\(compiled)")
        let outcome = try ToolProcess.run(
            arguments, in: package,
            environment: [
                "PATH": "\(CompileEndToEndTests.compilerFolder ?? "/nonexistent"):/usr/bin:/bin",
                "XDG_CACHE_HOME": CompileEndToEndTests.cacheHome.path,
            ])
        #expect(!outcome.stderr.contains("compiled with codable-check's stand-in"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("EpisodeDates.swift:1:8: error: no such module 'Kodable'"), "\(outcome.stderr)")
        // Why, and what to pass instead.
        #expect(
            outcome.stderr.contains("pins kodable 2.0.1, whose code the app builds with, so the stand-in is not used"), "\(outcome.stderr)")
    }

    /// The app's own copy of the library among the schema files is compiled, not the stand-in.
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func theLibrarysOwnSourcesAmongTheSchemaWinOverTheStandIn() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = directory.appendingPathComponent("Sources/BetterCodable")
        let app = directory.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        // The app's copy: a @LossyArray that keeps nothing, so the run shows whose code decoded.
        try """
        @propertyWrapper
        public struct LossyArray<T: Codable>: Codable {
            public var wrappedValue: [T]
            public init(wrappedValue: [T]) { self.wrappedValue = wrappedValue }
            public init(from decoder: Decoder) throws { wrappedValue = [] }
            public func encode(to encoder: Encoder) throws { try wrappedValue.encode(to: encoder) }
        }

        """.write(to: library.appendingPathComponent("LossyArray.swift"), atomically: true, encoding: .utf8)
        try """
        import BetterCodable

        struct Shelf: Codable {
            @LossyArray var books: [String]
        }

        """.write(to: app.appendingPathComponent("Shelf.swift"), atomically: true, encoding: .utf8)
        try #"{"books": ["Dune", 7]}"#.write(to: directory.appendingPathComponent("shelf.json"), atomically: true, encoding: .utf8)
        let outcome = try ToolProcess.run(
            ["decode", "shelf.json", "--type", "Shelf", "--schema", "Sources", "--compile", "--print"], in: directory,
            environment: [
                "PATH": "\(CompileEndToEndTests.compilerFolder ?? "/nonexistent"):/usr/bin:/bin",
                "XDG_CACHE_HOME": CompileEndToEndTests.cacheHome.path,
            ])
        #expect(!outcome.stderr.contains("stand-in"), "\(outcome.stderr)")
        #expect(outcome.stdout == #"{"books":[]}"# + "\n", "\(outcome.stdout)")
    }
}
