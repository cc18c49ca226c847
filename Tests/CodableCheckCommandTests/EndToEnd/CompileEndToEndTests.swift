import CodableCheckTestSupport
import Foundation
import Testing

/// `decode --compile` and `types --compile` on `Fixtures/compile/`, with the real `swiftc`: the
/// app's own `init(from:)` decodes, a declaration that does not compile falls back with the
/// compiler's reason, and a changed source gets a new helper.
///
/// Compiling is slow (the core library once, then a few seconds per helper), so the suite runs
/// its tests one after another and shares one cache folder: the core is built once per run.
/// Without `swiftc` the tests are skipped, visibly; `.ci/run` sets `CODABLE_CHECK_REQUIRE_SWIFTC=1`
/// so CI cannot pass by skipping them.
@Suite(.serialized) struct CompileEndToEndTests {
    static let fixtures = ToolPaths.packageRoot.appendingPathComponent("Fixtures/compile")
    static let requiresSwiftc = ProcessInfo.processInfo.environment["CODABLE_CHECK_REQUIRE_SWIFTC"] == "1"
    /// The folder holding `swiftc` on this process's `PATH`.
    static let compilerFolder: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        .first { FileManager.default.isExecutableFile(atPath: $0 + "/swiftc") }
    static let hasSwiftc = compilerFolder != nil
    /// One cache for the whole run (`XDG_CACHE_HOME`), removed by nobody: it is under the
    /// temporary folder, and a later run starts a new one.
    static let cacheHome: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("codable-check-compile-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func run(_ arguments: [String], in directory: URL = fixtures) throws -> ToolProcess.Outcome {
        try ToolProcess.run(
            arguments, in: directory,
            environment: ["PATH": "\(Self.compilerFolder ?? "/nonexistent"):/usr/bin:/bin", "XDG_CACHE_HOME": Self.cacheHome.path])
    }

    func cacheEntries(prefix: String) throws -> [String] {
        let folder = Self.cacheHome.appendingPathComponent("codable-check")
        // Before the suite's first compile, there is no cache folder yet.
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(prefix) }
    }

    @Test(.enabled(if: requiresSwiftc, "CODABLE_CHECK_REQUIRE_SWIFTC=1 (set by .ci/run)"))
    func swiftcIsInstalledWhereRequired() {
        #expect(Self.hasSwiftc, "CODABLE_CHECK_REQUIRE_SWIFTC=1 but no swiftc on PATH; the compile tests would skip")
    }

    /// `Parcel.init(from:)` reads weight labels with a parser in another file, which the
    /// interpreter does not follow: it leaves the weight unchecked (issue 16: never a false
    /// error), so it cannot see a label the app rejects. Compiled, the app's own code accepts the
    /// valid labels and reports the one it cannot read, with the app's message, at its place, in
    /// every format.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard)
    func theAppsOwnInitFromDecidesAndItsErrorsAreLocated() throws {
        let interpreted = try run(["decode", "parcels-broken.json", "--type", "[Parcel]", "--schema", "Parcels"])
        #expect(interpreted.stderr.contains("property 'weightInGrams' is not checked"), "\(interpreted.stderr)")
        #expect(!interpreted.stderr.contains("heavy"), "the interpreter follows the parser now, so this test would prove nothing")

        // The suite's tests share one cache and their order is not fixed: count what this test adds.
        let helpersBefore = Set(try cacheEntries(prefix: "helper-"))
        let valid = try run(["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"])
        #expect(valid == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
        let helpersAfterFirstRun = Set(try cacheEntries(prefix: "helper-"))
        #expect(helpersAfterFirstRun.subtracting(helpersBefore).count <= 1)

        let broken = try run(["decode", "parcels-broken.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"])
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

        let github = try run(
            ["decode", "parcels-broken.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile", "--format", "github"])
        #expect(
            github.stdout.hasPrefix(
                "::error file=parcels-broken.json,line=3,col=55,title=dataCorrupted at [1].weight::unreadable weight label: heavy%0AJSONDecoder says: Unreadable weight label: heavy\n"
            ))
        let printed = try run(["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile", "--print"])
        // `Parcel` is only Decodable: nothing to print, and nothing made up either.
        #expect(printed.status == 0)
        // Three runs, at most one new helper: the later runs were cache hits.
        #expect(Set(try cacheEntries(prefix: "helper-")) == helpersAfterFirstRun)
        #expect(try cacheEntries(prefix: "core-").count == 1)
    }

    /// `Storefront.swift` imports UIKit and uses `UIImage`: with `import Foundation` in place of
    /// the import it still does not compile, so the warning names the declaration and the
    /// compiler's errors, and the interpreter decodes.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard)
    func aDeclarationThatDoesNotCompileIsNamedAndTheInterpreterDecodes() throws {
        let failuresBefore = Set(try cacheEntries(prefix: "failed-"))
        let outcome = try run(["decode", "storefront.json", "--type", "Storefront", "--schema", "Unavailable", "--compile"])
        expectLines(
            outcome.stderr,
            """
            codable-check: warning: --compile: 'Storefront' does not compile here (errors in 'Storefront' below); decoding 'Storefront' with the interpreter instead
            Unavailable/Storefront.swift:2:8: error: no such module 'UIKit'
            Unavailable/Storefront.swift:10:17: error: cannot find type 'UIImage' in scope (in 'Storefront')
            Unavailable/Storefront.swift:11:9: error: cannot find 'UIImage' in scope (in 'Storefront')
            storefront.json:1:41: error: typeMismatch at accentColor: expected String, found number 7
             1 | {"name": "Corner Books", "accentColor": 7}
               |                                         ^
              = note: JSONDecoder says: Expected to decode String but found number instead.
            1 input, 0 valid, 1 invalid, 1 error

            """)
        #expect(outcome.status == 1)
        // The failure is remembered: the next run falls back without compiling again.
        let failuresAfter = Set(try cacheEntries(prefix: "failed-"))
        #expect(failuresAfter.subtracting(failuresBefore).count <= 1)
        #expect(!failuresAfter.isEmpty)
        let again = try run(["decode", "storefront.json", "--type", "Storefront", "--schema", "Unavailable", "--compile"])
        #expect(again == outcome)
        #expect(Set(try cacheEntries(prefix: "failed-")) == failuresAfter)
    }

    /// A copy of the parcel models in a temporary folder: the carrier starts printing pounds, the
    /// parser learns them, and the next run must use the new parser, not the cached helper. The
    /// parser's file imports UIKit for nothing: it compiles with `import Foundation` instead, and
    /// the warning says so.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard)
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

    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard)
    func typesCompileMarksWhatCompiles() throws {
        let outcome = try run(["types", "--schema", "Parcels", "--schema", "Unavailable", "--compile"])
        // The type lines and the count; properties and the interpreter's warning are as without --compile.
        expectLines(
            outcome.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(": warning: ") }.joined(separator: "\n"),
            """
            Parcels/Parcel.swift:6:8: struct Parcel (custom init(from:), interpreted from its body except `guard let grams = ParcelWeight.grams(fromLabel: label) else {` at Parcels/Parcel.swift:19:9) [compiled]
            Unavailable/Storefront.swift:6:8: struct Storefront (synthesized init(from:)) [exact]
            2 types: 1 exact, 1 compiled
            """)
        #expect(outcome.stderr.hasPrefix("codable-check: warning: --compile: 'Storefront' does not compile here"))
        #expect(outcome.status == 0)
    }

    /// The app force-unwraps a unit conversion: an unknown unit crashes its code. That is an
    /// error of the document that caused it, with the runtime's reason; the next line is decoded
    /// by a new helper.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard)
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
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard)
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
        #expect(types.stderr.hasPrefix("codable-check: warning: --compile: 'Book' does not compile here (errors in 'Book' below)"))
    }

    /// Two processes building the same helper at once: both decode with it, the cache keeps one
    /// whole copy, and no build folder is left behind.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard)
    func twoProcessesFillingTheCacheAtOnceBothSucceed() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A comment makes the sources new to the cache, so both processes must build.
        for name in ["Parcel.swift", "ParcelWeight.swift"] {
            let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Parcels/\(name)"), encoding: .utf8)
            try ("// \(directory.lastPathComponent)\n" + text).write(
                to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("parcels.json"), to: directory.appendingPathComponent("parcels.json"))
        let helpersBefore = try cacheEntries(prefix: "helper-").count
        let arguments = ["decode", "parcels.json", "--type", "[Parcel]", "--schema", ".", "--compile"]
        nonisolated(unsafe) var outcomes: [ToolProcess.Outcome?] = [nil, nil]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            outcomes[index] = try? run(arguments, in: directory)
        }
        for outcome in outcomes {
            #expect(outcome == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
        }
        #expect(try cacheEntries(prefix: "helper-").count == helpersBefore + 1)
        let building = Self.cacheHome.appendingPathComponent("codable-check/building")
        #expect(try FileManager.default.contentsOfDirectory(atPath: building.path).isEmpty)
    }

    /// The interpreter and the compiled models of `Fixtures/Models/CustomDecoding.swift` meet the
    /// same first error (the one `JSONDecoder` throws) in the `init(from:)` fixtures: each path
    /// checks the other. (The interpreter goes on to find more; compiled code stops.)
    @Test(
        .enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard,
        arguments: [("canvas-broken.json", "Canvas"), ("survey-points-broken.json", "[SurveyPoint]")])
    func theCompiledAndInterpretedPathsMeetTheSameFirstError(file: String, type: String) throws {
        let folder = ToolPaths.packageRoot.appendingPathComponent("Fixtures/initfrom")
        func firstError(_ extra: [String]) throws -> [String]? {
            let outcome = try run(
                ["decode", file, "--type", type, "--schema", "../Models/CustomDecoding.swift", "--format", "json"] + extra, in: folder)
            let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
            let results = report?["results"] as? [[String: Any]]
            let error = (results?.first?["errors"] as? [[String: Any]])?.first
            return error.map { error in ["kind", "path", "line", "column", "foundationMessage"].map { "\(error[$0] ?? "-")" } }
        }
        let interpreted = try #require(try firstError([]))
        #expect(try firstError(["--compile"]) == interpreted)
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
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"), .hangGuard)
    func aTruncatedCachedHelperIsBuiltAgain() throws {
        let arguments = ["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"]
        let valid = ToolProcess.Outcome(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0)
        #expect(try run(arguments) == valid)
        let helpers = try cacheEntries(prefix: "helper-")
        #expect(helpers.count >= 1)
        for helper in helpers {
            // Replaced by a cut-short copy, not truncated in place: a helper another test started may
            // still be running from this file, and the kernel refuses writes to it (ETXTBSY).
            let executable = Self.cacheHome.appendingPathComponent("codable-check/\(helper)/helper")
            let cutShort = executable.appendingPathExtension("cut")
            try Data(try Data(contentsOf: executable).prefix(100)).write(to: cutShort)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cutShort.path)
            #expect(rename(cutShort.path, executable.path) == 0)
        }
        #expect(try run(arguments) == valid)
        #expect(try cacheEntries(prefix: "helper-") == helpers)
    }

    /// `types --compile` with the same unwritable cache says the same, and lists the types.
    @Test(.enabled(if: hasSwiftc, "swiftc is not on PATH"))
    func typesWithAnUnwritableCacheNamesItsReason() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("cache")
        try Data().write(to: file)
        let outcome = try ToolProcess.run(
            ["types", "--schema", "Unavailable", "--compile"], in: Self.fixtures,
            environment: ["PATH": "\(Self.compilerFolder ?? "/nonexistent"):/usr/bin:/bin", "XDG_CACHE_HOME": file.path])
        #expect(
            outcome.stderr.contains(
                "cannot write to the compile cache '\(file.path)/codable-check': '\(file.path)' is a file, not a folder"))
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
        let outcome = try ToolProcess.run(
            ["decode", "storefront.json", "--type", "Storefront", "--schema", "Unavailable", "--compile"], in: Self.fixtures,
            environment: ["PATH": "\(Self.compilerFolder ?? "/nonexistent"):/usr/bin:/bin", "XDG_CACHE_HOME": file.path])
        #expect(
            outcome.stderr.hasPrefix(
                "codable-check: warning: --compile: cannot write to the compile cache '\(file.path)/codable-check': '\(file.path)' is a file, not a folder; decoding 'Storefront' with the interpreter instead\n"
            ))
        #expect(outcome.status == 1)
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
