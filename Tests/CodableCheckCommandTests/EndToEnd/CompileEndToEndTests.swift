import CodableCheckTestSupport
import Foundation
import Testing

/// `decode --compile` and `types --compile` on `Fixtures/compile/`, with the real `swiftc`: the
/// app's own `init(from:)` decodes, what decoding does not reach is left out, a declaration
/// decoding needs that does not compile falls back with the compiler's reason, a changed source
/// gets a new helper, and a cache moved elsewhere keeps working.
///
/// Compiling is slow (the core library once per toolchain, then seconds per helper), so the
/// suite shares one cache across runs, `.build/compile-tests-cache` (a fresh clone builds the
/// core once, later runs reuse it and the helpers of unchanged fixtures), and lets one helper
/// serve several tests where the product would (`types --compile` builds one for every type of
/// a schema, which `decode --compile` reuses). Its tests run in parallel, with each other and
/// with the other suites sharing that cache (`LibraryStandInEndToEndTests`,
/// `DocumentationExampleTests`): two runs needing one helper build it once (the cache's lock),
/// and whether a run built anything is read from its own trace (`compilerRuns`), never from
/// the cache's entries, which other runs change meanwhile. The only time limit is the shared
/// hang guard, far above the slowest run seen on the loaded 2-core machine (a core build there
/// took five minutes). Without `swiftc` the tests are skipped, visibly; `.ci/run` sets
/// `CODABLE_CHECK_REQUIRE_SWIFTC=1` so CI cannot pass by skipping them.
@Suite(.hangGuard) struct CompileEndToEndTests {
    static let fixtures = ToolPaths.packageRoot.appendingPathComponent("Fixtures/compile")
    static let requiresSwiftc = ProcessInfo.processInfo.environment["CODABLE_CHECK_REQUIRE_SWIFTC"] == "1"
    /// The folder holding `swiftc` on this process's `PATH`.
    static let compilerFolder: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        .first { FileManager.default.isExecutableFile(atPath: $0 + "/swiftc") }
    static let hasSwiftc = compilerFolder != nil
    /// The cache shared by every run (`XDG_CACHE_HOME`), bounded as any cache is.
    static let cacheHome: URL = {
        let url = ToolPaths.packageRoot.appendingPathComponent(".build/compile-tests-cache")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
    static let valid = ToolProcess.Outcome(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0)

    func run(_ arguments: [String], in directory: URL = fixtures, cache: URL = cacheHome) throws -> ToolProcess.Outcome {
        try compilerRuns(arguments, in: directory, cache: cache).outcome
    }

    func cacheEntries(prefix: String, cache: URL = cacheHome) throws -> Set<String> {
        let folder = cache.appendingPathComponent("codable-check")
        // Before the first compile, there is no cache folder yet.
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(prefix) })
    }

    /// A copy of some fixture files in a new folder, each starting with a comment naming the
    /// folder, so that their helper is new to the cache.
    func freshCopy(of files: [String], documents: [String] = []) throws -> URL {
        let directory = try ToolProcess.temporaryDirectory()
        for name in files {
            let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
            try ("// \(directory.lastPathComponent)\n" + text).write(
                to: directory.appendingPathComponent((name as NSString).lastPathComponent), atomically: true, encoding: .utf8)
        }
        for name in documents {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test(.enabled(if: requiresSwiftc, "CODABLE_CHECK_REQUIRE_SWIFTC=1 (set by .ci/run)"))
    func swiftcIsInstalledWhereRequired() {
        #expect(Self.hasSwiftc, "CODABLE_CHECK_REQUIRE_SWIFTC=1 but no swiftc on PATH; the compile tests would skip")
    }

    /// A first `--compile` in an empty cache takes the core library from the tool's own build
    /// (the checkout's `.build/debug` products, built by this `swiftc`) instead of compiling it
    /// from its sources, a minute or more of CPU: only the app's declarations are compiled.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aFirstCompileTakesTheCoreFromTheToolsOwnBuild() throws {
        let cache = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let outcome = try ToolProcess.run(
            ["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"], in: Self.fixtures,
            environment: [
                "PATH": "\(Self.compilerFolder ?? "/nonexistent"):/usr/bin:/bin", "XDG_CACHE_HOME": cache.path,
                "CODABLE_CHECK_COMPILE_TRACE": "1",
            ])
        #expect(outcome.stderr.contains("core library taken from the tool's build products"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("core library compiled"), "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("1 input, 1 valid, 0 invalid, 0 errors\n"), "\(outcome.stderr)")
        #expect(try cacheEntries(prefix: "core-", cache: cache).count == 1)
    }

    /// `Parcel.init(from:)` reads weight labels with a parser in another file, which the
    /// interpreter does not follow: it assumes the label reads (never a false error) and says so,
    /// so it cannot see a label the app rejects. Compiled, the app's own code accepts the
    /// valid labels and reports the one it cannot read, with the app's message, at its place, in
    /// every format.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func theAppsOwnInitFromDecidesAndItsErrorsAreLocated() throws {
        let interpreted = try run(["decode", "parcels-broken.json", "--type", "[Parcel]", "--schema", "Parcels"])
        #expect(interpreted.stderr.contains("the condition is assumed to hold"), "\(interpreted.stderr)")
        #expect(interpreted.stderr.contains("1 invalid (1 approximated)"), "\(interpreted.stderr)")
        #expect(!interpreted.stderr.contains("heavy"), "the interpreter follows the parser now, so this test would prove nothing")

        let valid = try run(["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"])
        #expect(valid == Self.valid)

        let (broken, brokenRuns) = try compilerRuns([
            "decode", "parcels-broken.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile",
        ])
        expectLines(
            broken.stderr,
            """
            parcels-broken.json:3:55: error: dataCorrupted at [1].weight: unreadable weight label: heavy
             3 |   {"tracking_number": "1Z999AA10123456786", "weight": "heavy"},
               |                                                       ^
              = note: JSONDecoder says: Unreadable weight label: heavy
            1 input, 0 valid, 1 invalid, 1 error

            """)
        #expect(broken.status == 1)

        let (github, githubRuns) = try compilerRuns(
            ["decode", "parcels-broken.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile", "--format", "github"])
        #expect(
            github.stdout.hasPrefix(
                "::error file=parcels-broken.json,line=3,col=55,title=dataCorrupted at [1].weight::unreadable weight label: heavy%0AJSONDecoder says: Unreadable weight label: heavy\n"
            ))
        let (printed, printedRuns) = try compilerRuns([
            "decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile", "--print",
        ])
        // `Parcel` is only Decodable: nothing to print, and nothing made up either.
        #expect(printed.status == 0)
        // The later runs were cache hits, with another `--type` made of the same types too.
        let (single, singleRuns) = try compilerRuns(
            ["decode", "parcels-broken.json", "--type", "[String: Parcel]", "--schema", "Parcels", "--compile"])
        #expect(single.stderr.hasSuffix("1 input, 0 valid, 1 invalid, 1 error\n"), "\(single.stderr)")
        // At most one of them built a helper (each run's own trace: other tests build meanwhile).
        let builds = [brokenRuns, githubRuns, printedRuns, singleRuns].filter { !$0.isEmpty }
        #expect(builds.count <= 1, "\(builds)")
    }

    /// `--compile=auto` sends only what the interpreter approximates to the compiler: `Parcel`
    /// (its weight parser is not followed) is decided by the app's own code, with the helper the
    /// test above built, and the run says which path decided.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func autoCompilesWhatTheInterpreterApproximates() throws {
        let outcome = try run(["decode", "parcels-broken.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile=auto"])
        #expect(
            outcome.stderr.hasPrefix(
                "codable-check: note: --compile=auto: the interpreter would approximate 'Parcel', so the app's own code decides\nparcels-broken.json:3:55: error: dataCorrupted at [1].weight: unreadable weight label: heavy\n"
            ), "\(outcome.stderr)")
        #expect(outcome.status == 1)
    }

    /// `Storefront.swift` imports UIKit for a computed banner image: decoding never reaches it,
    /// so the helper leaves it out and builds, with `import Foundation` for UIKit, and the app's
    /// code finds the error the interpreter finds.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func whatDecodingDoesNotReachIsLeftOut() throws {
        let outcome = try run(["decode", "storefront.json", "--type", "Storefront", "--schema", "Unavailable", "--compile"])
        expectLines(
            outcome.stderr,
            """
            Unavailable/Storefront.swift:2:8: warning: --compile: no module 'UIKit' here; compiled with 'import Foundation' in its place, so these declarations use nothing else from it
            storefront.json:1:41: error: typeMismatch at accentColor: expected String, found number 7
             1 | {"name": "Corner Books", "accentColor": 7}
               |                                         ^
              = note: JSONDecoder says: Expected to decode String but found number instead.
            1 input, 0 valid, 1 invalid, 1 error

            """)
        #expect(outcome.status == 1)
    }

    /// `Poster.Artwork` decodes straight into a `UIImage`: its decoding needs UIKit, so the
    /// warning names each place and symbol the compiler could not find, and the interpreter
    /// decodes. The failure is remembered: the next run falls back without compiling again.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aTypeWhoseDecodingNeedsAMissingFrameworkNamesTheSymbol() throws {
        let outcome = try run(["decode", "poster.json", "--type", "Poster", "--schema", "Unavailable", "--compile"])
        expectLines(
            outcome.stderr.split(separator: "\n").prefix(4).joined(separator: "\n"),
            """
            codable-check: warning: --compile: 'Poster' does not compile here (errors in 'Poster.Artwork' below); decoding 'Poster' with the interpreter instead
            Unavailable/Poster.swift:2:8: note: --compile: no module 'UIKit' on this platform
            Unavailable/Poster.swift:12:20: error: cannot find type 'UIImage' in scope (in 'Poster.Artwork')
            Unavailable/Poster.swift:16:21: error: cannot find 'UIImage' in scope (in 'Poster.Artwork')
            """)
        #expect(outcome.stderr.contains("poster.json:1:36: error: typeMismatch at artwork: expected String"), "\(outcome.stderr)")
        #expect(outcome.status == 1)
        #expect(!(try cacheEntries(prefix: "failed-")).isEmpty)
        let again = try compilerRuns(["decode", "poster.json", "--type", "Poster", "--schema", "Unavailable", "--compile"])
        #expect(again.outcome == outcome)
        #expect(again.runs.isEmpty, "\(again.runs)")
    }

    /// A raw string ending in a backslash and a `\` line continuation hid or shifted what
    /// followed from the compile path's old scanner: the job's declarations are found, the
    /// scheduler extension is left out at its own line, and the app's check runs.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func rawStringsAndLineContinuationsHideNothing() throws {
        let outcome = try run(["decode", "backups.json", "--type", "[BackupJob]", "--schema", "Backups", "--compile"])
        expectLines(
            outcome.stderr,
            """
            Backups/BackupJob.swift:34:1: warning: --compile: left out 'extension BackupJob', which does not compile here (cannot find type 'Schedulable' in scope); the helper for '[BackupJob]' builds without it, so its decoding uses nothing from it
            backups.json:1:71: error: dataCorrupted at [1].source: not a path under C:\\: D:\\Photos
             1 | [{"source": "C:\\\\Users\\\\ada\\\\Documents", "keeps_days": 7}, {"source": "D:\\\\Photos"}]
               |                                                                       ^
              = note: JSONDecoder says: Not a path under C:\\: D:\\Photos
            1 input, 0 valid, 1 invalid, 1 error

            """)
    }

    /// A copy of the parcel models in a temporary folder: the carrier starts printing pounds, the
    /// parser learns them, and the next run must use the new parser, not the cached helper. The
    /// parser's file imports UIKit for nothing: it compiles with `import Foundation` instead, and
    /// the warning says so.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aChangedSourceNeverReusesAStaleHelper() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("Parcels/Parcel.swift"), to: directory.appendingPathComponent("Parcel.swift"))
        let parser = try String(contentsOf: Self.fixtures.appendingPathComponent("Parcels/ParcelWeight.swift"), encoding: .utf8)
        let parserFile = directory.appendingPathComponent("ParcelWeight.swift")
        try parser.replacingOccurrences(of: "import Foundation\n", with: "import Foundation\nimport UIKit\n")
            .write(to: parserFile, atomically: true, encoding: .utf8)
        try #"[{"tracking_number": "1Z1", "weight": "2 lb"}]"#.write(
            to: directory.appendingPathComponent("pounds.json"), atomically: true, encoding: .utf8)
        let arguments = ["decode", "pounds.json", "--type", "[Parcel]", "--schema", ".", "--compile"]

        let before = try run(arguments, in: directory)
        expectLines(
            before.stderr,
            """
            ParcelWeight.swift:2:8: warning: --compile: no module 'UIKit' here; compiled with 'import Foundation' in its place, so these declarations use nothing else from it
            pounds.json:1:39: error: dataCorrupted at [0].weight: unreadable weight label: 2 lb
             1 | [{"tracking_number": "1Z1", "weight": "2 lb"}]
               |                                       ^
              = note: JSONDecoder says: Unreadable weight label: 2 lb
            1 input, 0 valid, 1 invalid, 1 error

            """)

        let learned = try String(contentsOf: parserFile, encoding: .utf8).replacingOccurrences(
            of: #"case "g": return Int(amount.rounded())"#,
            with: #"case "g": return Int(amount.rounded())"# + "\n" + #"        case "lb": return Int((amount * 453.59237).rounded())"#)
        try learned.write(to: parserFile, atomically: true, encoding: .utf8)
        let after = try run(arguments, in: directory)
        expectLines(
            after.stderr,
            """
            ParcelWeight.swift:2:8: warning: --compile: no module 'UIKit' here; compiled with 'import Foundation' in its place, so these declarations use nothing else from it
            1 input, 1 valid, 0 invalid, 0 errors

            """)
        // The user's files are read, never written: the copy still imports UIKit.
        #expect(try String(contentsOf: parserFile, encoding: .utf8).contains("import UIKit\n"))
    }

    /// `types --compile` builds one helper for every type and lists what it really serves; a
    /// type whose decoding needs UIKit is not listed as compiled, and says why. `decode
    /// --compile` then decodes with that same helper: no new build.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func typesCompileListsWhatReallyBuiltAndDecodeUsesIt() throws {
        let outcome = try run(["types", "--schema", "Parcels", "--schema", "Unavailable", "--compile"])
        // The type lines and the count; properties and the interpreter's warning are as without --compile.
        let typeLines = outcome.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(": warning: ") }
        expectLines(
            typeLines.joined(separator: "\n"),
            """
            Parcels/Parcel.swift:6:8: struct Parcel (custom init(from:), interpreted from its body) [compiled]
            Unavailable/Poster.swift:7:8: struct Poster (synthesized init(from:)) [exact]
            Unavailable/Poster.swift:11:12: struct Poster.Artwork (custom init(from:), interpreted from its body) [exact]
            Unavailable/Storefront.swift:6:8: struct Storefront (synthesized init(from:)) [compiled]
            4 types: 2 exact, 2 compiled
            """)
        #expect(outcome.stderr.contains("codable-check: warning: --compile: 'Poster' does not compile here"), "\(outcome.stderr)")
        #expect(outcome.status == 0)

        // The JSON listing carries what standard error said, and every compiler error behind each
        // type that did not build, placed in its file and declaration (the helper is cached now).
        let json = try run(["types", "--schema", "Parcels", "--schema", "Unavailable", "--compile", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let warnings = try #require(report["compileWarnings"] as? [String])
        #expect(warnings.allSatisfy { json.stderr.contains($0 + "\n") }, "\(warnings)\n\(json.stderr)")
        #expect(warnings.contains { $0.hasPrefix("codable-check: warning: --compile: 'Poster' does not compile here") })
        let types = try #require(report["types"] as? [[String: Any]])
        let entries = Dictionary(uniqueKeysWithValues: types.map { ($0["name"] as? String ?? "", $0) })
        // Poster fails through its artwork: both carry the artwork's errors, UIImage at 12:20 and 16:21.
        for name in ["Poster", "Poster.Artwork"] {
            let errors = try #require(entries[name]?["compileErrors"] as? [[String: Any]], "\(name)")
            let places = errors.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? ""):\($0["declaration"] ?? "")" }
            #expect(
                places == ["Unavailable/Poster.swift:12:20:Poster.Artwork", "Unavailable/Poster.swift:16:21:Poster.Artwork"], "\(name)")
            #expect(errors.allSatisfy { ($0["message"] as? String)?.contains("UIImage") == true }, "\(name)")
        }
        #expect(entries["Storefront"]?["fidelity"] as? String == "compiled")
        #expect(entries["Storefront"]?["compileErrors"] == nil)

        let (decoded, runs) = try compilerRuns(
            [
                "decode", "storefront.json", "--type", "Storefront", "--schema", "Parcels", "--schema", "Unavailable", "--compile",
                "--verbose",
            ])
        #expect(decoded.stderr.contains("which serves 'Parcel' and 'Storefront'"), "\(decoded.stderr)")
        #expect(runs.isEmpty, "\(runs)")
    }

    /// One helper for every type takes the union of what each type's decoding reaches, where a
    /// name one type uses (the shipment's `String.normalized`) also keeps a same-named member of
    /// another (the archive's `normalized()`), which pulls in a CloudKit record neither type's
    /// decoding needs. Such a declaration, reached by no type on its own, is left out of the
    /// shared helper (a `--verbose` note): both types compile, where a failing build once took
    /// them both out. `decode --compile` then reuses that helper.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func whatNoTypeReachesOnItsOwnDoesNotSinkTheSharedHelper() throws {
        let listing = try run(["types", "--schema", "Dispatch", "--compile"])
        let typeLines = listing.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(": warning: ") }
        expectLines(
            typeLines.joined(separator: "\n"),
            """
            Dispatch/Archive.swift:7:8: struct Archive (synthesized init(from:)) [compiled]
            Dispatch/Shipment.swift:5:8: struct Shipment (custom init(from:), interpreted from its body) [compiled]
            2 types: 2 compiled
            """)
        #expect(!listing.stderr.contains("does not compile"), "\(listing.stderr)")
        #expect(listing.status == 0)

        let (decoded, runs) = try compilerRuns(
            ["decode", "shipments.json", "--type", "[Shipment]", "--schema", "Dispatch", "--compile", "--verbose"])
        #expect(decoded.stderr.contains("which serves 'Archive' and 'Shipment'"), "\(decoded.stderr)")
        #expect(
            decoded.stderr.contains(
                "Dispatch/Archive.swift:17:1: warning: --compile: left out 'struct ArchiveRecord', which does not compile here (cannot find type 'CKRecordZone' in scope)"
            ), "\(decoded.stderr)")
        #expect(decoded.stderr.hasSuffix("1 input, 1 valid, 0 invalid, 0 errors\n"), "\(decoded.stderr)")
        #expect(runs.isEmpty, "\(runs)")
    }

    /// A conformance to a marker protocol of a module not among the schema files (woocommerce's
    /// `Codegen`) is left out of the helper's copy of a type that declares its own `init(from:)`,
    /// which no protocol extension can replace, with a warning. A type whose `init(from:)` is
    /// synthesized keeps it: a protocol's extension may supply the `init(from:)` Swift would use
    /// instead, so it does not compile, and says why.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aMissingModulesMarkerProtocolIsLeftOutOnlyWhereDecodingCannotUseIt() throws {
        let listing = try run(["types", "--schema", "Markers", "--compile"])
        let typeLines = listing.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(": warning: ") }
        expectLines(
            typeLines.joined(separator: "\n"),
            """
            Markers/Order.swift:8:8: struct Order (custom init(from:), interpreted from its body) [compiled]
            Markers/Order.swift:31:8: struct CouponLine (synthesized init(from:)) [exact]
            2 types: 1 exact, 1 compiled
            """)
        let leftOut =
            "Markers/Order.swift:8:26: warning: --compile: compiled 'Order' without its conformance to 'GeneratedFakeable' (no module 'Codegen' here); its own init(from:) decodes it whatever that protocol's extensions hold, and it builds without the protocol\n"
        #expect(listing.stderr.contains(leftOut), "\(listing.stderr)")
        #expect(
            listing.stderr.contains(
                "Markers/Order.swift:8:45: warning: --compile: compiled 'Order' without its conformance to 'GeneratedCopiable'"))
        #expect(
            listing.stderr.contains("codable-check: warning: --compile: 'CouponLine' does not compile here (errors in 'CouponLine' below)"))
        #expect(
            listing.stderr.contains("Markers/Order.swift:31:29: error: cannot find type 'GeneratedFakeable' in scope (in 'CouponLine')"))

        let decoded = try run(["decode", "orders.json", "--type", "[Order]", "--schema", "Markers", "--compile"])
        #expect(decoded.stderr.hasPrefix(leftOut), "\(decoded.stderr)")
        #expect(decoded.stderr.contains("orders.json:1:68: error: dataCorrupted at [1].total: "), "\(decoded.stderr)")
        #expect(!decoded.stderr.contains("with the interpreter instead"), "\(decoded.stderr)")
        #expect(decoded.status == 1)
    }

    /// Two packages declaring a type of the same name (turf's and directions'
    /// `LocationCoordinate2DCodable`), beside a type that does not compile: the listing says
    /// what built, where the tool once crashed on the name it met twice.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func typesOfTheSameNameInTwoPackagesAreListed() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (package, properties) in [("Maps", "latitude, longitude"), ("Routes", "lat, lon")] {
            let folder = directory.appendingPathComponent("Sources/\(package)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "import Foundation\n\n/// A point of \(package).\nstruct Coordinate: Decodable {\n    var \(properties): Double\n}\n".write(
                to: folder.appendingPathComponent("Coordinate.swift"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("Unavailable/Poster.swift"),
            to: directory.appendingPathComponent("Sources/Routes/Poster.swift"))
        let listing = try run(["types", "--schema", "Sources", "--compile"], in: directory)
        #expect(listing.status == 0, "\(listing.stderr)")
        // Neither `Coordinate` is marked compiled: a helper would serve only one, and `decode
        // --type Coordinate` refuses the ambiguous name.
        let typeLines = listing.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(": warning: ") }
        expectLines(
            typeLines.joined(separator: "\n"),
            """
            Sources/Maps/Coordinate.swift:4:8: struct Coordinate (synthesized init(from:)) [exact]
            Sources/Routes/Coordinate.swift:4:8: struct Coordinate (synthesized init(from:)) [exact]
            Sources/Routes/Poster.swift:7:8: struct Poster (synthesized init(from:)) [exact]
            Sources/Routes/Poster.swift:11:12: struct Poster.Artwork (custom init(from:), interpreted from its body) [exact]
            4 types: 4 exact
            """)
        #expect(
            listing.stderr.contains("'the schema's types' does not compile here (errors in 'Poster.Artwork' below)"), "\(listing.stderr)")
    }

    /// The app force-unwraps a unit conversion: an unknown unit crashes its code. That is an
    /// error of the document that caused it, with the runtime's reason; the next line is decoded
    /// by a new helper.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aCrashInTheAppsCodeIsAnErrorOfThatDocument() throws {
        let outcome = try run(["decode", "readings.jsonl", "--type", "Reading", "--schema", "Crashing", "--compile"])
        expectLines(
            outcome.stderr,
            """
            readings.jsonl:2:1: error: dataCorrupted at <root>: the app's code crashed decoding this document as 'Reading': CodableCheckHelper/Reading.swift:18: Fatal error: Unexpectedly found nil while unwrapping an Optional value
             2 | {"value": 294.6, "unit": "K"}
               | ^
            3 documents, 2 valid, 1 invalid, 1 error

            """)
        #expect(outcome.status == 1)
    }

    /// Two packages, as `--schema` finds them in a checkout: `Catalog` (whose `Price` calls its
    /// parser as `Catalog.parsePrice`, naming its own module) and `Shelf` (which imports it).
    /// Both have a `Codable.swift`. `Shelf` declares a conformance to a protocol of the app's
    /// sync engine, not in these folders: left out with a warning, as decoding does not need
    /// it. The shelf's nested `Book` does not pull in the server's `Book` record, whose
    /// framework this machine lacks. The stock service writes dates in two formats, which the
    /// app's formatter tries in order: so do the repeated `--date-strategy formatted:`.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func appPackagesCompileAsTheirOwnModules() throws {
        let options = [
            "--type", "Shelf", "--schema", "Packages", "--date-strategy", "formatted:yyyy-MM-dd'T'HH:mm:ssZZZZZ", "--date-strategy",
            "formatted:yyyy-MM-dd",
        ]
        let leftOut =
            "Packages/Sources/Shelf/Shelf.swift:18:1: warning: --compile: left out 'extension Shelf', which does not compile here (cannot find type 'Syncable' in scope); the helper for 'Shelf' builds without it, so its decoding uses nothing from it\n"
        let valid = try run(["decode", "shelves.jsonl", "--compile"] + options)
        #expect(valid == .init(stdout: "", stderr: leftOut + "2 documents, 2 valid, 0 invalid, 0 errors\n", status: 0))

        let broken = try run(["decode", "shelves-broken.jsonl", "--compile"] + options)
        expectLines(
            broken.stderr,
            leftOut + """
                shelves-broken.jsonl:1:85: error: dataCorrupted at books[0].price: unreadable price: twelve euros
                 1 | {"name": "Poetry", "restocked": "2024-03-01", "books": [{"title": "Ariel", "price": "twelve euros"}]}
                   |                                                                                     ^
                  = note: JSONDecoder says: Unreadable price: twelve euros
                shelves-broken.jsonl:2:33: error: dataCorrupted at restocked: date string does not match format expected by formatter
                 2 | {"name": "Travel", "restocked": "March 2nd", "books": []}
                   |                                 ^
                  = note: JSONDecoder says: Date string does not match format expected by formatter.
                2 documents, 0 valid, 2 invalid, 2 errors

                """)
        #expect(broken.status == 1)

        // The interpreter reads the same two formats and rejects the same date at the same place.
        let interpreted = try run(["decode", "shelves-broken.jsonl"] + options)
        #expect(interpreted.stderr.contains("shelves-broken.jsonl:2:33: error: dataCorrupted at restocked: "))
        // Only the valid line reaches `Price`, whose parser the interpreter does not follow.
        #expect(interpreted.stderr.contains("2 documents, 1 valid (1 approximated), 1 invalid, 1 error\n"))

        let types = try run(["types", "--schema", "Packages", "--compile"])
        // Each type line without how the interpreter reads it: where, what, and the bracket.
        let typeLines = types.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(": warning: ") }.map { line in
            guard let open = line.range(of: " ("), let bracket = line.range(of: " [", options: .backwards) else { return String(line) }
            return String(line[..<open.lowerBound] + line[bracket.lowerBound...])
        }
        expectLines(
            typeLines.joined(separator: "\n"),
            """
            Packages/Sources/Catalog/Codable.swift:4:15: struct Price [compiled]
            Packages/Sources/Shelf/BookRecord.swift:5:13: class Book [exact]
            Packages/Sources/Shelf/Shelf.swift:5:8: struct Shelf [compiled]
            Packages/Sources/Shelf/Shelf.swift:7:12: struct Shelf.Book [compiled]
            4 types: 1 exact, 3 compiled
            """)
        // The server's record (a Fluent model, read exactly as FluentKit decodes it) needs its
        // framework to compile: not compiled, and said why.
        #expect(types.stderr.contains("codable-check: warning: --compile: 'Book' does not compile here (errors in 'Book' below)"))
    }

    /// The interpreter and the compiled models of `Fixtures/Models/CustomDecoding.swift` meet the
    /// same first error (the one `JSONDecoder` throws) in the `init(from:)` fixtures: each path
    /// checks the other. (The interpreter goes on to find more; compiled code stops.) One helper,
    /// built by `types --compile`, decodes both.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func theCompiledAndInterpretedPathsMeetTheSameFirstError() throws {
        let folder = ToolPaths.packageRoot.appendingPathComponent("Fixtures/initfrom")
        let schema = "../Models/CustomDecoding.swift"
        let listing = try run(["types", "--schema", schema, "--compile"], in: folder)
        #expect(listing.stdout.contains("struct Canvas") && listing.stdout.contains("[compiled]"), "\(listing.stdout)")
        var compilerRunsAfterTheListing: [String] = []
        for (file, type) in [("canvas-broken.json", "Canvas"), ("survey-points-broken.json", "[SurveyPoint]")] {
            func firstError(_ extra: [String]) throws -> [String]? {
                let (outcome, runs) = try compilerRuns(
                    ["decode", file, "--type", type, "--schema", schema, "--format", "json"] + extra, in: folder)
                compilerRunsAfterTheListing += runs
                let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
                let results = report?["results"] as? [[String: Any]]
                let error = (results?.first?["errors"] as? [[String: Any]])?.first
                return error.map { error in ["kind", "path", "line", "column", "foundationMessage"].map { "\(error[$0] ?? "-")" } }
            }
            let interpreted = try #require(try firstError([]))
            #expect(try firstError(["--compile"]) == interpreted, "\(file)")
        }
        // No helper was built again for these types.
        #expect(compilerRunsAfterTheListing.isEmpty, "\(compilerRunsAfterTheListing)")
    }

    /// A run like one before it (same schema files and contents, `--type`, options, compiler,
    /// directory) goes straight to that run's helper (`CompiledRunPointer`): nothing is parsed,
    /// outlined or chosen (octokit's cached run took 0.4 s of CPU for that), and it says what the
    /// first run said. A file changed since is a miss, and a new helper.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aRunLikeAnEarlierOneGoesStraightToItsHelper() throws {
        let directory = try freshCopy(of: ["Parcels/Parcel.swift", "Parcels/ParcelWeight.swift"], documents: ["parcels.json"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["decode", "parcels.json", "--type", "[Parcel]", "--schema", ".", "--compile"]
        func traced() throws -> ToolProcess.Outcome {
            try ToolProcess.run(
                arguments, in: directory,
                environment: [
                    "PATH": "\(Self.compilerFolder ?? "/nonexistent"):/usr/bin:/bin", "XDG_CACHE_HOME": Self.cacheHome.path,
                    "CODABLE_CHECK_COMPILE_TRACE": "1",
                ])
        }
        let first = try traced()
        #expect(!first.stderr.contains("found for this schema and type"), "\(first.stderr)")
        #expect(first.stderr.hasSuffix("1 input, 1 valid, 0 invalid, 0 errors\n"), "\(first.stderr)")
        let second = try traced()
        #expect(second.stderr.contains("found for this schema and type; nothing read or chosen"), "\(second.stderr)")
        #expect(second.stderr.hasSuffix("1 input, 1 valid, 0 invalid, 0 errors\n"), "\(second.stderr)")
        #expect(try run(arguments, in: directory) == Self.valid)

        let model = directory.appendingPathComponent("Parcel.swift")
        try (try String(contentsOf: model, encoding: .utf8) + "\n// edited\n").write(to: model, atomically: true, encoding: .utf8)
        let edited = try traced()
        #expect(!edited.stderr.contains("found for this schema and type"), "\(edited.stderr)")
        #expect(edited.stderr.contains("module"), "a new helper is built: \(edited.stderr)")
    }

    /// Declarations with `package` access (DiscordBM's models, penny's) compile: each module is
    /// compiled with a package name, as SwiftPM does, where swiftc refused every one of them.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func packageAccessCompiles() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let models = directory.appendingPathComponent("Sources/Models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
        package struct Shipment: Codable {
            package var id: Int
            package var label: String

            package init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(Int.self, forKey: .id)
                label = try container.decodeIfPresent(String.self, forKey: .label) ?? "unlabelled"
            }
        }

        """.write(to: models.appendingPathComponent("Shipment.swift"), atomically: true, encoding: .utf8)
        try #"{"id": 7}"#.write(to: directory.appendingPathComponent("shipment.json"), atomically: true, encoding: .utf8)
        let outcome = try run(["decode", "shipment.json", "--type", "Shipment", "--schema", "Sources", "--compile"], in: directory)
        #expect(outcome == Self.valid, "\(outcome.stderr)")
    }

    /// A cache restored at another path (a CI cache) is used there: its helpers run, and a new
    /// helper builds with the core it holds, its module cache made again for the new path.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aCacheMovedElsewhereIsUsedThere() throws {
        // The shared cache has a core and the parcel helper after this.
        #expect(try run(["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"]) == Self.valid)
        let moved = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: moved) }
        let source = Self.cacheHome.appendingPathComponent("codable-check")
        let copy = moved.appendingPathComponent("codable-check")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        // The entries the test needs, and the module cache made for the old path. Other tests'
        // runs change the shared cache meanwhile (a compiler writing the module cache, an entry
        // published or evicted): a file gone before it is copied is left out, as a CI cache
        // saved at that moment would leave it out.
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path)
        where name.hasPrefix("core-") || name.hasPrefix("helper-") || name == "module-cache" {
            copyWhatIsStillThere(source.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        let cores = try cacheEntries(prefix: "core-", cache: moved)
        #expect(try run(["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"], cache: moved) == Self.valid)
        let directory = try freshCopy(of: ["Parcels/Parcel.swift", "Parcels/ParcelWeight.swift"], documents: ["parcels.json"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let rebuilt = try run(["decode", "parcels.json", "--type", "[Parcel]", "--schema", ".", "--compile"], in: directory, cache: moved)
        #expect(rebuilt == Self.valid)
        #expect(try cacheEntries(prefix: "core-", cache: moved) == cores)
    }

    /// Copies `source` (a file or a folder) to `destination`, leaving out what vanishes meanwhile.
    func copyWhatIsStillThere(_ source: URL, to destination: URL) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            try? FileManager.default.copyItem(at: source, to: destination)
            return
        }
        try? FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [] {
            copyWhatIsStillThere(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }

    /// What cannot work with `--compile` is refused before anything is compiled.
    @Test func compileRefusesWhatTheAppsCodeCannotDo() throws {
        let lossy = try run(["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile", "--mode", "lossy"])
        #expect(
            lossy
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: error: '--compile' decodes with the app's own init(from:), which has no lossy mode; drop '--mode lossy' or '--compile'\n",
                    status: 2))
        let unknown = try run(["decode", "parcels.json", "--type", "[Parcle]", "--schema", "Parcels", "--compile"])
        #expect(unknown == .init(stdout: "", stderr: "codable-check: error: unknown type 'Parcle'; did you mean 'Parcel'?\n", status: 2))
        // Not a type expression: the usage error, not a build whose errors point into a generated file.
        for malformed in ["[Parcel", "Parcel>"] {
            let outcome = try run(["decode", "parcels.json", "--type", malformed, "--schema", "Parcels", "--compile"])
            #expect(
                outcome
                    == .init(
                        stdout: "",
                        stderr:
                            "codable-check: error: '\(malformed)' is not a decodable Swift type expression, such as 'Book' or '[String: Book]'\n",
                        status: 2))
        }
    }

    /// A cached helper cut short (a full disk, a clean-up gone wrong) cannot run: it is built
    /// again, not run and taken for the app's code crashing on every document.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aTruncatedCachedHelperIsBuiltAgain() throws {
        let directory = try freshCopy(of: ["Parcels/Parcel.swift", "Parcels/ParcelWeight.swift"], documents: ["parcels.json"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["decode", "parcels.json", "--type", "[Parcel]", "--schema", ".", "--compile"]
        let first = try compilerRuns(arguments, in: directory)
        #expect(first.outcome == Self.valid)
        try #require(!first.runs.isEmpty, "the copy's helper is new to the cache")
        // Which helper it built: the same run again goes to it through the run pointer the first
        // run left, whose trace names it (`CompiledRunPointer`).
        let pointed = try ToolProcess.run(
            arguments, in: directory,
            environment: [
                "PATH": "\(Self.compilerFolder ?? "/nonexistent"):/usr/bin:/bin", "XDG_CACHE_HOME": Self.cacheHome.path,
                "CODABLE_CHECK_COMPILE_TRACE": "1",
            ])
        let named = try #require(pointed.stderr.range(of: "trace: --compile: helper '"), "\(pointed.stderr)")
        let built = String(pointed.stderr[named.upperBound...].prefix { $0 != "'" })
        let executable = Self.cacheHome.appendingPathComponent("codable-check/\(built)/helper")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: executable.path)[.size] as? Int)
        // Replaced by a cut-short copy, not truncated in place: the kernel refuses writes to a
        // program that may still be running (ETXTBSY).
        let cutShort = executable.appendingPathExtension("cut")
        try Data(try Data(contentsOf: executable).prefix(100)).write(to: cutShort)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cutShort.path)
        #expect(rename(cutShort.path, executable.path) == 0)
        let again = try compilerRuns(arguments, in: directory)
        #expect(again.outcome == Self.valid)
        #expect(!again.runs.isEmpty, "built again")
        // Built again into the same entry, whole.
        #expect(try FileManager.default.attributesOfItem(atPath: executable.path)[.size] as? Int == size)
    }

    /// `types --compile` with an unwritable cache says why, and lists the types.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func typesWithAnUnwritableCacheNamesItsReason() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("cache")
        try Data().write(to: file)
        let outcome = try run(["types", "--schema", "Unavailable", "--compile"], cache: file)
        #expect(
            outcome.stderr.contains(
                "cannot write to the compile cache '\(file.path)/codable-check': '\(file.path)' is a file, not a folder"),
            "\(outcome.stderr)")
        #expect(outcome.stdout.contains("struct Storefront"))
        #expect(outcome.status == 0)
    }

    /// A cache folder that cannot be written names the folder and the reason, and the
    /// interpreter decodes: not a message about running the compiler.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func anUnwritableCacheIsNamedWithItsReason() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A file where the cache folder should go: even root cannot make a folder in it.
        let file = directory.appendingPathComponent("cache")
        try Data().write(to: file)
        let outcome = try run(["decode", "storefront.json", "--type", "Storefront", "--schema", "Unavailable", "--compile"], cache: file)
        #expect(
            outcome.stderr.hasPrefix(
                "codable-check: warning: --compile: cannot write to the compile cache '\(file.path)/codable-check': '\(file.path)' is a file, not a folder; decoding 'Storefront' with the interpreter instead\n"
            ), "\(outcome.stderr)")
        #expect(outcome.status == 1)
    }

    /// After a fallback, the closing note does not send the user to `--compile` they just gave:
    /// it says the app's code could not decide, and points at the warning that says why.
    @Test func theNoteAfterAFallbackDoesNotClaimTheCompilerDecoded() throws {
        let outcome = try ToolProcess.run(
            ["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"], in: Self.fixtures,
            environment: ["PATH": "/nonexistent", "XDG_CACHE_HOME": Self.cacheHome.path])
        #expect(outcome.status == 0)
        #expect(!outcome.stderr.contains("--compile decodes with it"), "\(outcome.stderr)")
        #expect(
            outcome.stderr.hasSuffix(
                "1 input, 1 valid (1 approximated), 0 invalid, 0 errors\ncodable-check: note: 1 document decided by approximation: the check in `guard let grams = ParcelWeight.grams(fromLabel: label) else {` in 'Parcel.init(from:)' assumed to hold (Parcels/Parcel.swift:19:9); the app's own code may decide otherwise: --compile fell back to the interpreter (the warning above says why)\n"
            ), "\(outcome.stderr)")
        // The annotations a CI run shows say the same, and so does --require-exact's error.
        let github = try ToolProcess.run(
            ["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile", "--format", "github", "--require-exact"],
            in: Self.fixtures, environment: ["PATH": "/nonexistent", "XDG_CACHE_HOME": Self.cacheHome.path])
        #expect(!github.stdout.contains("--compile decodes with"), "\(github.stdout)")
        #expect(
            github.stdout.contains(
                "%0A--require-exact accepts only exact verdicts; --compile fell back to the interpreter (the warning above says why)\n"),
            "\(github.stdout)")
        #expect(
            github.stdout.contains(
                "%0Athe app's own code may decide otherwise: --compile fell back to the interpreter (the warning above says why)\n"),
            "\(github.stdout)")
        // --quiet prints no warning to point at.
        let quiet = try ToolProcess.run(
            ["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile", "--format", "github", "--quiet"],
            in: Self.fixtures, environment: ["PATH": "/nonexistent", "XDG_CACHE_HOME": Self.cacheHome.path])
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(
            quiet.stdout.hasSuffix(
                "--compile fell back to the interpreter (without --quiet, a warning says why)\n1 input, 1 valid (1 approximated), 0 invalid, 0 errors\n"
            ), "\(quiet.stdout)")
    }

    /// `--compile=auto` on a type the interpreter follows whole: the interpreter decides, exactly,
    /// and nothing is looked for or built (no compiler here, and no warning about it). The next
    /// run takes the stored plan, as the interpreter's runs do, and says the same.
    @Test func autoLeavesWhatTheInterpreterFollowsToIt() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["decode", "storefront.json", "--type", "Storefront", "--schema", "Unavailable", "--compile=auto"]
        let environment = ["PATH": "/nonexistent", "XDG_CACHE_HOME": directory.path]
        let outcome = try ToolProcess.run(arguments, in: Self.fixtures, environment: environment)
        let plans = directory.appendingPathComponent("codable-check/plans")
        #expect(try FileManager.default.contentsOfDirectory(atPath: plans.path).count == 1)
        #expect(try ToolProcess.run(arguments, in: Self.fixtures, environment: environment) == outcome)
        #expect(
            outcome.stderr.hasPrefix(
                "codable-check: note: --compile=auto: the interpreter follows everything 'Storefront' decodes, so it decides exactly; nothing is compiled\nstorefront.json:1:41: error: typeMismatch at accentColor"
            ), "\(outcome.stderr)")
        #expect(outcome.status == 1)
        let misspelled = try run(["decode", "storefront.json", "--type", "Storefront", "--schema", "Unavailable", "--compile=always"])
        #expect(
            misspelled
                == .init(
                    stdout: "", stderr: "codable-check: error: invalid value 'always' for option '--compile': expected 'auto'\n", status: 2)
        )
    }

    /// A copy of the `Packages` fixture (two app modules) in a new folder, each file starting
    /// with a comment naming the folder, so that its helpers are new to the cache.
    func freshPackages() throws -> URL {
        let directory = try ToolProcess.temporaryDirectory()
        let source = Self.fixtures.appendingPathComponent("Packages")
        for module in ["Catalog", "Shelf"] {
            let folder = directory.appendingPathComponent("Packages/Sources/\(module)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent("Sources/\(module)").path) {
                let text = try String(contentsOf: source.appendingPathComponent("Sources/\(module)/\(name)"), encoding: .utf8)
                try ("// \(directory.lastPathComponent)\n" + text).write(
                    to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        return directory
    }

    /// A `--compile` run, traced (`CODABLE_CHECK_COMPILE_TRACE`): its outcome without the
    /// trace's lines, as a user sees it, and the compiler runs it made, one line each (`Shelf (3
    /// files): built (1.2 s)`); none when the run found its helper (or its failure) in the cache,
    /// or waited for another run building it.
    func compilerRuns(_ arguments: [String], in directory: URL = fixtures, cache: URL = cacheHome) throws -> (
        outcome: ToolProcess.Outcome, runs: [String]
    ) {
        var outcome = try ToolProcess.run(
            arguments, in: directory,
            environment: [
                "PATH": "\(Self.compilerFolder ?? "/nonexistent"):/usr/bin:/bin", "XDG_CACHE_HOME": cache.path,
                "CODABLE_CHECK_COMPILE_TRACE": "1",
            ])
        let trace = "codable-check: trace: --compile: "
        let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        outcome.stderr = lines.filter { !$0.hasPrefix(trace) }.joined(separator: "\n")
        let runs = lines.compactMap { line in line.hasPrefix(trace + "module ") ? String(line.dropFirst(trace.count + 7)) : nil }
        return (outcome, runs)
    }

    /// A build that leaves out what fails runs the compiler again, but never on a module whose
    /// files did not change: `Catalog` builds once while `Shelf` is compiled again without the
    /// extension and the server record that do not compile, and what a run left out is not
    /// found failing again (one run per change, not one per change and module).
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aModuleThatBuiltIsNotCompiledAgainInTheSameBuild() throws {
        let directory = try freshPackages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (listing, runs) = try compilerRuns(["types", "--schema", "Packages", "--compile"], in: directory)
        #expect(listing.stdout.contains("4 types: 1 exact, 3 compiled"), "\(listing.stdout)")
        #expect(runs.filter { $0.hasPrefix("Catalog ") }.count == 1, "\(runs)")
        #expect(runs.last?.hasPrefix("Shelf ") == true && runs.last?.contains(": built") == true, "\(runs)")
        #expect(runs.count <= 4, "\(runs)")
    }

    /// An `import` of one of the schema's modules that nothing decoding needs is chosen from
    /// (a view model's analytics) is compiled as `import Foundation` from the first run: the
    /// module is not compiled, and the compiler would otherwise stop on it and need a second run.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func anImportOfAModuleNothingIsChosenFromCostsNoRun() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let analytics = directory.appendingPathComponent("Sources/Analytics")
        let app = directory.appendingPathComponent("Sources/Reader")
        try FileManager.default.createDirectory(at: analytics, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try """
        // \(directory.lastPathComponent)
        public final class Tracker {
            public static let shared = Tracker()
            public func record(_ event: String) {}
        }

        """.write(to: analytics.appendingPathComponent("Tracker.swift"), atomically: true, encoding: .utf8)
        try """
        import Analytics
        import Foundation

        struct Article: Decodable {
            var title: String
            var words: Int

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                title = try container.decode(String.self, forKey: .title)
                words = max(0, try container.decode(Int.self, forKey: .words))
            }

            enum CodingKeys: String, CodingKey { case title, words }
        }

        final class ArticleViewModel {
            func opened(_ article: Article) { Tracker.shared.record("opened \\(article.title)") }
        }

        """.write(to: app.appendingPathComponent("Article.swift"), atomically: true, encoding: .utf8)
        try Data(#"{"title": "Tides", "words": 1200}"#.utf8).write(to: directory.appendingPathComponent("article.json"))
        let (decoded, runs) = try compilerRuns(
            ["decode", "article.json", "--type", "Article", "--schema", "Sources", "--compile"], in: directory)
        #expect(decoded.stderr.hasSuffix("1 input, 1 valid, 0 invalid, 0 errors\n"), "\(decoded.stderr)")
        #expect(runs.count == 1 && runs.first?.hasPrefix("Reader (1 files): built") == true, "\(runs)")
    }

    /// What one run leaves out stays out on the next, and a type left out later takes its
    /// declaration with it: the marker conformance left out of `Receipt` (its own `init(from:)`
    /// needs nothing of `Codegen`) is not written back into its blanked declaration once
    /// `Receipt` itself is left out for the audit log its `init(from:)` calls, which once broke
    /// the copy (`expected expression`) and every other type with it (woocommerce: 24 -> 0).
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aTypeLeftOutAfterItsConformanceTakesItsDeclarationAlong() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        // \(directory.lastPathComponent)
        import Codegen
        import Foundation

        struct Receipt: Decodable, GeneratedFakeable {
            var total: Int

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                total = try container.decode(Int.self, forKey: .total)
                AuditLog.shared.note(total)
            }

            enum CodingKeys: String, CodingKey { case total }
        }

        struct Till: Decodable {
            var name: String
            var opened: Date
        }

        """.write(to: directory.appendingPathComponent("Till.swift"), atomically: true, encoding: .utf8)
        let (listing, runs) = try compilerRuns(["types", "--schema", ".", "--compile"], in: directory)
        #expect(listing.stdout.contains("struct Till (synthesized init(from:)) [compiled]"), "\(listing.stdout)\n\(listing.stderr)")
        #expect(listing.stderr.contains("warning: --compile: 'Receipt' does not compile here"), "\(listing.stderr)")
        #expect(listing.stderr.contains("cannot find 'AuditLog' in scope"), "\(listing.stderr)")
        #expect(runs.last?.contains(": built") == true, "\(runs)")
    }

    /// A `private` file-scope type (posthog's `JSON`, woocommerce's `ContentEnvelope`) is
    /// compiled with its access raised to internal in the helper's copy, so that `main.swift`
    /// can name it; nothing else in the module declares or names it, so no other declaration
    /// means something else. Before, the helper failed with "'Envelope' is inaccessible due to
    /// 'private' protection level" and the interpreter approximated `Envelope`.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aPrivateTypeIsCompiledWithItsAccessRaised() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        // \(directory.lastPathComponent)
        import Foundation

        struct Survey: Decodable {
            var questions: [String]
        }

        private struct Envelope: Decodable {
            var survey: Survey
            var status: String

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                survey = try container.decode(Survey.self, forKey: .survey)
                let status = try container.decode(String.self, forKey: .status)
                guard Self.isKnown(status) else {
                    throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: "unknown status \\(status)")
                }
                self.status = status
            }

            private static func isKnown(_ status: String) -> Bool {
                var letters = 0
                for character in status where character.isLetter { letters += 1 }
                return letters == 4 && status.hasPrefix("o")
            }

            private enum CodingKeys: String, CodingKey { case survey, status }
        }

        """.write(to: directory.appendingPathComponent("Survey.swift"), atomically: true, encoding: .utf8)
        try #"{"survey": {"questions": ["q1"]}, "status": "ajar"}"#.write(
            to: directory.appendingPathComponent("envelope.json"), atomically: true, encoding: .utf8)
        let (listing, _) = try compilerRuns(["types", "--schema", ".", "--compile"], in: directory)
        #expect(
            listing.stdout.contains("struct Envelope (custom init(from:), interpreted from its body) [compiled]"),
            "\(listing.stdout)\n\(listing.stderr)")
        #expect(!listing.stderr.contains("inaccessible"), "\(listing.stderr)")
        let (envelope, _) = try compilerRuns(
            ["decode", "--schema", ".", "--type", "Envelope", "--compile", "envelope.json"], in: directory)
        #expect(envelope.status == 1, "\(envelope.stdout)\n\(envelope.stderr)")
        #expect(envelope.stderr.contains("envelope.json:1:45: error: dataCorrupted at status: unknown status ajar"), "\(envelope.stderr)")
        #expect(!envelope.stderr.contains("does not compile"), "\(envelope.stderr)")
    }

    /// DiscordBM's payloads conform to `ValidatablePayload`, whose checks need what this
    /// machine lacks (NIO's `ByteBuffer`). Decoding cannot tell whether a payload conforms, so
    /// the conformance and `validate()` are left out of the helper's copy, and the payload builds
    /// and decodes as the app does: as Foundation decodes the same stored shape (`PayloadShape`,
    /// compiled into this test). Before, the missing `ByteBuffer` kept it out of the helper.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aConformanceDecodingCannotUseIsLeftOut() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = directory.appendingPathComponent("Sources/Chat")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        // \(directory.lastPathComponent)
        import Foundation

        protocol ValidatablePayload: Sendable {
            func validate() -> [String]
        }

        extension ValidatablePayload {
            func validateByteCount(_ text: String?, max: Int) -> [String] {
                (text.map { ByteBuffer(string: $0).readableBytes } ?? 0) > max ? ["too long"] : []
            }
        }

        struct CreateMessage: Sendable, Codable, ValidatablePayload {
            var content: String?
            var nonce: Int
            func validate() -> [String] { validateByteCount(content, max: 2000) }
        }

        """.write(to: sources.appendingPathComponent("Payloads.swift"), atomically: true, encoding: .utf8)
        let documents = [#"{"content": "hi", "nonce": 7}"#, #"{"content": "hi", "nonce": "7"}"#, #"{"content": null}"#]
        for (index, document) in documents.enumerated() {
            try document.write(to: directory.appendingPathComponent("m\(index).json"), atomically: true, encoding: .utf8)
        }
        let (listing, _) = try compilerRuns(["types", "--schema", "Sources/Chat", "--compile"], in: directory)
        #expect(
            listing.stdout.contains("struct CreateMessage") && listing.stdout.contains("[compiled]"), "\(listing.stdout)\n\(listing.stderr)"
        )
        #expect(!listing.stderr.contains("does not compile"), "\(listing.stderr)")
        for (index, document) in documents.enumerated() {
            let (outcome, _) = try compilerRuns(
                ["decode", "--schema", "Sources/Chat", "--type", "CreateMessage", "--compile", "--format", "json", "m\(index).json"],
                in: directory)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
            let result = try #require((report["results"] as? [[String: Any]])?.first)
            #expect(result["verdict"] as? String == "compiled", "\(outcome.stdout)")
            let errors = (result["errors"] as? [[String: Any]]) ?? []
            do {
                _ = try JSONDecoder().decode(PayloadShape.self, from: Data(document.utf8))
                #expect(errors.isEmpty, "\(document): \(outcome.stdout)")
            } catch let error as DecodingError {
                let expected = FoundationDecodingOutcome(error)
                #expect(errors.first?["kind"] as? String == expected.kind, "\(document): \(outcome.stdout)")
                #expect(errors.first?["codingPath"] as? [String] == expected.codingPath, "\(document): \(outcome.stdout)")
            }
        }
    }

    /// woocommerce's `Networking` files use `Date` without `import Foundation`: Xcode's
    /// framework umbrella header imports it for them. The helper's copy gets the import after
    /// its last line (said in a warning), and `Media` builds and decodes as Foundation decodes
    /// the same shape (`MediaShape`). Before, `cannot find type 'Date' in scope` kept it out.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aFileUsingFoundationWithoutImportingItIsCompiledWithIt() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = directory.appendingPathComponent("Networking/Model")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try """
        // \(directory.lastPathComponent)
        /// WordPress Site Media
        public struct Media: Decodable, Equatable {
            public let mediaID: Int64
            public let date: Date
            public let title: String?
        }

        """.write(to: model.appendingPathComponent("Media.swift"), atomically: true, encoding: .utf8)
        let documents = [#"{"mediaID": 1, "date": 0, "title": null}"#, #"{"mediaID": 1, "date": "2024-05-01"}"#, #"{"date": 1}"#]
        for (index, document) in documents.enumerated() {
            try document.write(to: directory.appendingPathComponent("m\(index).json"), atomically: true, encoding: .utf8)
        }
        let (listing, _) = try compilerRuns(["types", "--schema", "Networking", "--compile"], in: directory)
        #expect(listing.stdout.contains("[compiled]"), "\(listing.stdout)\n\(listing.stderr)")
        #expect(
            listing.stderr.contains(
                "Media.swift:5:22: warning: --compile: compiled with 'import Foundation', which this file does not write (cannot find type 'Date' in scope without it)"
            ), "\(listing.stderr)")
        for (index, document) in documents.enumerated() {
            let (outcome, _) = try compilerRuns(
                ["decode", "--schema", "Networking", "--type", "Media", "--compile", "--format", "json", "m\(index).json"], in: directory)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
            let result = try #require((report["results"] as? [[String: Any]])?.first)
            #expect(result["verdict"] as? String == "compiled", "\(outcome.stdout)")
            let errors = (result["errors"] as? [[String: Any]]) ?? []
            do {
                _ = try JSONDecoder().decode(MediaShape.self, from: Data(document.utf8))
                #expect(errors.isEmpty, "\(document): \(outcome.stdout)")
            } catch let error as DecodingError {
                let expected = FoundationDecodingOutcome(error)
                #expect(errors.first?["kind"] as? String == expected.kind, "\(document): \(outcome.stdout)")
                #expect(errors.first?["codingPath"] as? [String] == expected.codingPath, "\(document): \(outcome.stdout)")
            }
        }
    }

    /// A package of the app's own macros: `@CaseInsensitive<String>` writes an `init(from:)`
    /// that matches a `String` enum's raw values whatever their case, which no reading of the
    /// declarations can know. Its generic argument, on a line of its own as DiscordBM writes
    /// `@UnstableEnum<String>`, once cut the attribute off the enum in the helper's copy.
    func macroPackage() throws -> URL {
        let directory = try ToolProcess.temporaryDirectory()
        let write = { (path: String, text: String) in
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        try write(
            "Sources/Shop/Order.swift",
            """
            // \(directory.lastPathComponent)
            import Foundation

            @attached(member, names: named(init))
            macro CaseInsensitive<Text>() = #externalMacro(module: "ShopMacros", type: "CaseInsensitive")

            @CaseInsensitive<String>
            enum Size: String, Decodable {
                case small, large
            }

            struct Order: Decodable {
                var size: Size
            }

            """)
        try write(
            "Macros/ShopMacros/CaseInsensitive.swift",
            #"""
            import SwiftSyntax
            import SwiftSyntaxMacros

            public struct CaseInsensitive: MemberMacro {
                public static func expansion(
                    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
                ) throws -> [DeclSyntax] {
                    [
                        """
                        init(from decoder: any Decoder) throws {
                            let text = try decoder.singleValueContainer().decode(String.self)
                            guard let value = Self(rawValue: text.lowercased()) else {
                                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown size \\(text)"))
                            }
                            self = value
                        }
                        """
                    ]
                }
            }

            """#)
        try write(
            "Macros/ShopMacros/Plugin.swift",
            """
            import SwiftCompilerPlugin
            import SwiftSyntaxMacros

            @main
            struct Plugin: CompilerPlugin {
                let providingMacros: [any Macro.Type] = [CaseInsensitive.self]
            }

            """)
        try write("large.json", #"{"size": "LARGE"}"#)
        try write("medium.json", #"{"size": "Medium"}"#)
        return directory
    }

    /// The app's own macro is compiled into a plugin from its package's sources (the toolchain
    /// ships the SwiftSyntax its own plugins use) and expanded in the helper as in the app's
    /// build: `"LARGE"` is a `Size` there, `"Medium"` fails with the macro's own error. Before,
    /// the attribute was an 'unknown attribute' and `Size` never compiled.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func theAppsOwnMacroIsBuiltAndExpanded() throws {
        let directory = try macroPackage()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (listing, runs) = try compilerRuns(["types", "--schema", "Sources/Shop", "--compile"], in: directory)
        #expect(
            listing.stdout.contains("enum Size") && listing.stdout.contains("2 types: 2 compiled"), "\(listing.stdout)\n\(listing.stderr)")
        #expect(runs.last?.contains(": built") == true, "\(runs)")
        let large = try compilerRuns(["decode", "--schema", "Sources/Shop", "--type", "Order", "--compile", "large.json"], in: directory)
        #expect(large.outcome.status == 0, "\(large.outcome.stdout)\n\(large.outcome.stderr)")
        let medium = try compilerRuns(["decode", "--schema", "Sources/Shop", "--type", "Order", "--compile", "medium.json"], in: directory)
        #expect(medium.outcome.status == 1, "\(medium.outcome.stdout)\n\(medium.outcome.stderr)")
        #expect(medium.outcome.stderr.contains("error: dataCorrupted at size: unknown size Medium"), "\(medium.outcome.stderr)")
    }

    /// A macro whose sources are not found is never left out (the type would decode as if the
    /// macro wrote nothing): the compiler's error about it keeps `Size`, and `Order` that holds
    /// it, out of the helper, said as for any declaration that does not compile.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func aMacroWithoutItsSourcesKeepsItsTypeOut() throws {
        let directory = try macroPackage()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Macros"))
        let (listing, _) = try compilerRuns(["types", "--schema", "Sources/Shop", "--compile"], in: directory)
        #expect(!listing.stdout.contains("[compiled]"), "\(listing.stdout)")
        #expect(listing.stderr.contains("does not compile here (errors in 'Size' below)"), "\(listing.stderr)")
        #expect(
            listing.stderr.contains("external macro implementation type 'ShopMacros.CaseInsensitive' could not be found"),
            "\(listing.stderr)")
    }

    /// Without a compiler, `--compile` says so and the interpreter decodes.
    @Test func withoutSwiftcTheInterpreterDecodesAndSaysWhy() throws {
        let outcome = try ToolProcess.run(
            ["decode", "storefront.json", "--type", "Storefront", "--schema", "Unavailable", "--compile"], in: Self.fixtures,
            environment: ["PATH": "/nonexistent", "XDG_CACHE_HOME": Self.cacheHome.path])
        #expect(
            outcome.stderr.hasPrefix(
                "codable-check: warning: --compile: no 'swiftc' on PATH; decoding 'Storefront' with the interpreter instead\nstorefront.json:1:41: error: typeMismatch at accentColor"
            ))
        #expect(outcome.status == 1)
    }
}

/// `CreateMessage`'s stored shape in `aConformanceDecodingCannotUseIsLeftOut`, without the
/// conformance decoding cannot use: what the app decodes.
private struct PayloadShape: Codable {
    var content: String?
    var nonce: Int
}

/// `Media`'s shape in `aFileUsingFoundationWithoutImportingItIsCompiledWithIt`.
private struct MediaShape: Decodable {
    let mediaID: Int64
    let date: Date
    let title: String?
}

/// A `DecodingError`'s case and coding path, as the tool's JSON report names them.
private struct FoundationDecodingOutcome {
    var kind: String
    var codingPath: [String]

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(_, let context): (kind, codingPath) = ("typeMismatch", context.codingPath.map(\.stringValue))
        case .valueNotFound(_, let context): (kind, codingPath) = ("valueNotFound", context.codingPath.map(\.stringValue))
        case .keyNotFound(let key, let context):
            (kind, codingPath) = ("keyNotFound", (context.codingPath + [key]).map(\.stringValue))
        case .dataCorrupted(let context): (kind, codingPath) = ("dataCorrupted", context.codingPath.map(\.stringValue))
        @unknown default: (kind, codingPath) = ("unknown", [])
        }
    }
}
