import CodableCheckCore
import CodableCheckTestSupport
import Foundation
import Testing

@testable import CodableCheckCommand

/// The parts of `--compile` that need no compiler: reading files' outlines, choosing the files a
/// type needs, reading the compiler's errors, cache keys and folders, and the helper's replies.
@Suite struct CompilePathTests {
    /// `Parcel` needs `ParcelWeight` (another file, named only in the body); `Storefront` needs
    /// nothing of them, and nothing needs `Storefront`.
    @Test func aTypeTakesTheFilesItNamesTransitivelyAndNoOthers() {
        let folder = ToolPaths.packageRoot.appendingPathComponent("Fixtures/compile")
        let files = ["Parcels/Parcel.swift", "Parcels/ParcelWeight.swift", "Unavailable/Storefront.swift"].map {
            folder.appendingPathComponent($0).path
        }
        let names = { (root: String) in
            DeclarationFileSelection(schemaFiles: files, rootNames: [root]).files.map { ($0.path as NSString).lastPathComponent }
        }
        #expect(names("Parcel") == ["Parcel.swift", "ParcelWeight.swift"])
        #expect(names("Storefront") == ["Storefront.swift"])
        #expect(names("ParcelWeight") == ["ParcelWeight.swift"])
        #expect(names("Missing").isEmpty)
    }

    @Test func compilerErrorsAreReadWithTheirPlaces() {
        let output = """
            /work/app/Models/Feed.swift:2:8: error: no such module 'UIKit'
            1 | import Foundation
            2 | import UIKit
              |        `- error: no such module 'UIKit'
            /work/app/Models/Feed.swift:9:17: warning: variable 'x' was never used
            /work/app/C:weird/Feed.swift:10:3: error: cannot find 'UIImage' in scope
            error: fatalError
            """
        let errors = CompilerDiagnostic.errors(in: output)
        #expect(
            errors == [
                CompilerDiagnostic(
                    file: "/work/app/Models/Feed.swift", line: 2, column: 8, message: "no such module 'UIKit'", declaration: nil),
                CompilerDiagnostic(
                    file: "/work/app/C:weird/Feed.swift", line: 10, column: 3, message: "cannot find 'UIImage' in scope", declaration: nil),
            ])
        #expect(errors.map(\.missingModule) == ["UIKit", nil])
    }

    /// A failing build names the imports behind its errors: an Apple framework is missing on
    /// this platform; any other module (a library such as Kodable, an app's own package) is
    /// missing because its sources were not given, which the user can change.
    @Test func aMissingModuleIsNamedForWhatTheUserCanDo() {
        let path = "/app/Models/Event.swift"
        let text =
            "import Foundation\nimport SwiftUI\nimport Kodable\nimport SystemConfiguration\n\nstruct Event: Kodable {\n    @CodableDate var startsAt: Date\n}\n"
        let file = DeclarationFileSelection.File(path: path, text: text, outline: SourceOutline(text: text), module: ModuleName.fallback)
        let errors = [CompilerDiagnostic(file: path, line: 7, column: 6, message: "unknown attribute 'CodableDate'", declaration: "Event")]
        // The probe's answer (`ModuleAvailability`) names both missing modules it was asked about.
        let lines = CompilePath.failureLines(
            "Event", errors, displayPath: { $0 }, consequence: "decoding 'Event' with the interpreter instead", files: [file],
            unavailable: ["Kodable", "SystemConfiguration"])
        #expect(
            Array(lines.dropFirst()) == [
                "/app/Models/Event.swift:2:8: note: --compile: no module 'SwiftUI' on this platform",
                "/app/Models/Event.swift:3:8: note: --compile: no module 'Kodable' among the schema files or in this toolchain; if it is a library, pass its sources with --schema",
                "/app/Models/Event.swift:4:8: note: --compile: no module 'SystemConfiguration' on this platform",
                "/app/Models/Event.swift:7:6: error: unknown attribute 'CodableDate' (in 'Event')",
            ])
    }

    /// A `Package.resolved` pinning Kodable makes the stand-in step aside (it follows Kodable's
    /// README, not that version's code): the note says so, with the pin and what to pass.
    @Test func aPinnedLibraryTheStandInStepsAsideForIsNamedWithItsPin() throws {
        let package = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/Podcasts")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Podcasts\")\n".write(
            to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try RealAppPatternTests.kodablePin.write(to: package.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
        let path = sources.appendingPathComponent("Episode.swift").standardizedFileURL.path
        let text = "import Foundation\nimport Kodable\n\nstruct Episode: Kodable {\n    @CodableDate var published: Date\n}\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let file = DeclarationFileSelection.File(path: path, text: text, outline: SourceOutline(text: text), module: "Podcasts")
        #expect(LibraryStandIn.files(importedBy: [file], declaredModules: ["Podcasts"]).isEmpty)
        let errors = [CompilerDiagnostic(file: path, line: 2, column: 8, message: "no such module 'Kodable'", declaration: nil)]
        let lines = CompilePath.failureLines(
            "Episode", errors, displayPath: { $0.replacingOccurrences(of: package.standardizedFileURL.path + "/", with: "") },
            consequence: "decoding 'Episode' with the interpreter instead", files: [file])
        #expect(
            lines.dropFirst().first
                == "Sources/Podcasts/Episode.swift:2:8: note: --compile: no module 'Kodable' among the schema files; codable-check's stand-in for it follows Kodable's README, but 'Package.resolved' pins kodable 2.0.1, whose code the app builds with, so the stand-in is not used: pass that version's sources with --schema (SwiftPM checks them out under .build/checkouts/Kodable/Sources)",
            "\(lines)")
    }

    @Test func cacheKeysAreStableAndTellInputsApart() {
        var first = StableHash()
        first.add("ab")
        first.add("c")
        var second = StableHash()
        second.add("a")
        second.add("bc")
        var again = StableHash()
        again.add("ab")
        again.add("c")
        #expect(first.hexDigits == again.hexDigits)
        #expect(first.hexDigits != second.hexDigits)
        #expect(first.hexDigits.count == 32)
        // Pinned: the key must not change between processes (Swift's `Hasher` would).
        var pinned = StableHash()
        pinned.add("Parcel")
        #expect(pinned.hexDigits == Self.pinnedParcelHash)
    }

    static let pinnedParcelHash = "b03bbff39ba9c46bdb848b98e8d6621d"

    @Test func theCacheFolderFollowsXDGThenHome() {
        #expect(CompileCache(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])?.root.path == "/x/cache/codable-check")
        #expect(CompileCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])?.root.path == "/home/u/.cache/codable-check")
        #expect(CompileCache(environment: [:]) == nil)
    }

    /// Two builds of one key: the first rename wins, the second copy is dropped, nothing is left
    /// half-written.
    @Test func publishingTheSameEntryTwiceKeepsOneWholeCopy() throws {
        let cache = CompileCache(root: try ToolProcess.temporaryDirectory())
        defer { try? FileManager.default.removeItem(at: cache.root) }
        for content in ["first", "second"] {
            let folder = try cache.makeBuildFolder()
            try Data(content.utf8).write(to: folder.url.appendingPathComponent("helper"))
            folder.publish(as: cache.entry("helper-key"))
        }
        #expect(FileManager.default.contents(atPath: cache.entry("helper-key/helper").path) == Data("first".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.entry("building").path).isEmpty)
    }

    @Test func theCoreSourcesAreFoundInTheCheckout() throws {
        let sources = try #require(CoreLibrarySources.find(environment: [:]))
        #expect(sources.files.contains { $0.lastPathComponent == "CompiledDecodeServer.swift" })
        #expect(sources.contentHash() == sources.contentHash())
        #expect(CoreLibrarySources.find(environment: ["CODABLE_CHECK_CORE_SOURCES": "/nonexistent"])?.folder == sources.folder)
    }

    /// The generated `main` serves a table, one entry a line (so a compiler error in it names
    /// its entry), after the imports on one line; only type expressions are pasted into it.
    @Test func aTypeExpressionIsPastedIntoMainOnlyWhenItIsOne() throws {
        let main = MainSource(entries: ["Shelf", "Page<Outer.Inner>"])
        let lines = main.text(importing: ["Catalog", "Geo"]).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "@testable import Catalog; @testable import Geo")
        #expect(lines[5] == "    \"Shelf\": (Shelf).self,")
        #expect(lines[6] == "    \"Page<Outer.Inner>\": (Page<Outer.Inner>).self,")
        #expect(main.entry(atLine: 6) == "Shelf" && main.entry(atLine: 7) == "Page<Outer.Inner>" && main.entry(atLine: 8) == nil)
        try HelperBuild.checkSpelling("[String: Outer.Inner?]")
        #expect(throws: CompileFailure.unsupportedType("Book.self)); print(\"x\"")) {
            try HelperBuild.checkSpelling("Book.self)); print(\"x\"")
        }
    }

    /// What a `--type` asks a helper for: the schema's types it names, and the expression as
    /// written when it holds a generic type of the app's.
    @Test func aTypeExpressionAsksForTheTypesItNames() {
        let files = [
            DeclarationSelectionTests.file("/app/Page.swift", "struct Page<Item: Decodable>: Decodable { var items: [Item] }"),
            DeclarationSelectionTests.file("/app/Book.swift", "struct Book: Decodable { var title: String }"),
        ]
        #expect(CompilePath.request(for: "[String: Book]", in: files) == HelperRequest(types: ["Book"]))
        #expect(CompilePath.request(for: "Page<Book>", in: files) == HelperRequest(types: ["Book"], expressions: ["Page<Book>"]))
        #expect(CompilePath.request(for: "[Int]", in: files) == HelperRequest(types: [], expressions: ["[Int]"]))
        let manifest = HelperManifest(served: ["Book", "Shelf.Book"])
        #expect(manifest.serves("[String: Book]") && manifest.serves("Shelf.Book?") && !manifest.serves("Page<Book>"))
    }

    /// The helper's reply, as the command reads it back: paths with keys and indices, Foundation's
    /// words, and the errors the app's code swallowed as warnings.
    @Test func aReplyBecomesTheOutcomeTheReportersUse() throws {
        let problem = DecodingProblem(
            kind: .dataCorrupted, codingPath: [.index(1), .key("weight")], byteOffset: 120, message: "unreadable weight label: heavy",
            foundationDescription: "Unreadable weight label: heavy")
        let reply = CompiledDecodeReply(problems: [.init(problem)], swallowed: [.init(problem)], value: nil)
        let line = try JSONEncoder().encode(reply)
        #expect(String(decoding: line, as: UTF8.self).contains(#""path":[1,"weight"]"#))
        let read = try JSONDecoder().decode(CompiledDecodeReply.self, from: line)
        #expect(read == reply)
        let back = read.problems[0].decodingProblem
        #expect((back.kind, back.codingPath, back.byteOffset) == (.dataCorrupted, [.index(1), .key("weight")], 120))
        #expect(back.foundationDescription == "Unreadable weight label: heavy")
    }

    /// What was changed in copies is said as warnings, except in files taken only tentatively
    /// (an `extension String` found by a member name), which `--verbose` shows.
    @Test func adjustmentsAreWarningsUnlessTentative() {
        let adjustments = SourceAdjustments(
            substitutions: [
                .init(file: "/app/Sources/Shelf/Shelf.swift", line: 2, column: 8, module: "UIKit"),
                .init(file: "/app/Sources/Shelf/Routes.swift", line: 1, column: 8, module: "Vapor", isIncidental: true),
            ],
            dropped: [
                .init(
                    file: "/app/Sources/Shelf/Shelf.swift", line: 18, column: 1, title: "extension Shelf",
                    reason: "cannot find type 'Syncable' in scope")
            ])
        let shown = { (path: String) in String(path.dropFirst("/app/".count)) }
        #expect(
            CompilePath.adjustmentLines(adjustments, incidental: false, typeExpression: "Shelf", displayPath: shown) == [
                "Sources/Shelf/Shelf.swift:2:8: warning: --compile: no module 'UIKit' here; compiled with 'import Foundation' in its place, so these declarations use nothing else from it",
                "Sources/Shelf/Shelf.swift:18:1: warning: --compile: left out 'extension Shelf', which does not compile here (cannot find type 'Syncable' in scope); the helper for 'Shelf' builds without it, so its decoding uses nothing from it",
            ])
        #expect(
            CompilePath.adjustmentLines(adjustments, incidental: true, typeExpression: "Shelf", displayPath: shown) == [
                "Sources/Shelf/Routes.swift:1:8: warning: --compile: no module 'Vapor' here; compiled with 'import Foundation' in its place, so these declarations use nothing else from it"
            ])
    }

    @Test func settingsSpellTheCommandLinesStrategies() {
        var options = ValidationOptions()
        options.keyStrategy = .convertFromSnakeCase
        options.dateStrategy = .formatted("yyyy-MM-dd")
        options.dataStrategy = .deferredToData
        options.producesValue = true
        #expect(
            CompiledDecodeSettings(options)
                == CompiledDecodeSettings(
                    keyStrategy: "snake-case", dateStrategy: "formatted:yyyy-MM-dd", dataStrategy: "deferred", printsValue: true))
        let decoder = CompiledDecodeSettings(options).makeDecoder()
        let date = try? decoder.decode(Date.self, from: Data(#""2024-02-29""#.utf8))
        #expect(date == Date(timeIntervalSince1970: 1_709_164_800))
    }
}
