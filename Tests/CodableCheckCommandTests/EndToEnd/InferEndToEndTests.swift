import Foundation
import Testing

/// `codable-check infer` end to end: what it writes, that Swift compiles it, and that `decode`
/// accepts every sample with it in strict mode.
@Suite struct InferEndToEndTests {
    static let corpus = ToolPaths.packageRoot.appendingPathComponent("Fixtures/corpus")
    static let documents = ToolPaths.packageRoot.appendingPathComponent("Fixtures/documents")

    /// Infers from `samples`, writes the declarations to a temporary file, and decodes every
    /// sample with them; returns the declarations.
    @discardableResult
    func expectRoundTrip(
        _ samples: [String], name: String, extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let inferred = try ToolProcess.run(["infer"] + samples + ["--name", name] + extra)
        #expect(inferred.status == 0, "infer failed: \(inferred.stderr)", sourceLocation: sourceLocation)
        #expect(inferred.stderr == "", sourceLocation: sourceLocation)
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = directory.appendingPathComponent("\(name).swift")
        try inferred.stdout.write(to: schema, atomically: true, encoding: .utf8)
        let type = try #require(inferred.stdout.firstMatch(of: /--type '([^']+)'/)?.1, sourceLocation: sourceLocation)
        var arguments =
            ["decode"] + samples + ["--schema", schema.path, "--type", String(type), "--quiet"] + extra.filter { $0 == "--lines" }
        if inferred.stdout.contains("--date-strategy iso8601") { arguments += ["--date-strategy", "iso8601"] }
        let decoded = try ToolProcess.run(arguments)
        #expect(decoded.status == 0, "\(decoded.stderr)\n\(inferred.stdout)", sourceLocation: sourceLocation)
        return inferred.stdout
    }

    /// Without options the declarations need no decoder settings: the header's command line
    /// (and a plain `JSONDecoder()`) decodes the samples. With `--date-strategy iso8601`, ISO
    /// 8601 strings are `Date` and the header names the strategy.
    @Test(arguments: ["twitter", "citm_catalog", "canada", "github_events"], [[], ["--date-strategy", "iso8601"]])
    func corpusDocumentsRoundTrip(_ name: String, _ options: [String]) throws {
        let text = try expectRoundTrip([Self.corpus.appendingPathComponent("\(name).json").path], name: "Document", extra: options)
        // Only github_events has ISO 8601 strings (twitter's dates are `Sun Aug 31 00:29:15 +0000 2014`).
        let usesDates = !options.isEmpty && name == "github_events"
        #expect(text.contains(/let \w+: Date/) == usesDates)
        #expect(text.contains("' --date-strategy iso8601\n") == usesDates)
    }

    /// A `--type` of 70 nested arrays is more than the schema reader follows: infer says so
    /// and writes nothing.
    @Test func rootArraysNestedTooDeepAreAnError() throws {
        let sample = String(repeating: "[", count: 70) + #"{"a": 1}"# + String(repeating: "]", count: 70)
        let outcome = try ToolProcess.run(["infer", "--name", "Row"], stdin: sample)
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: error: the samples nest arrays in arrays more than 48 levels deep at the root, deeper than the schema reader follows\n",
                    status: 2))
    }

    /// Every valid document of a domain at once: one declaration must accept them all.
    @Test(arguments: [
        "articles", "books", "canvas", "diary", "events", "landmarks", "languages", "orders", "songs", "telemetry", "users",
    ])
    func validFixtureDocumentsRoundTripTogether(_ domain: String) throws {
        let folder = Self.documents.appendingPathComponent("\(domain)/valid")
        // Samples of the domain's default type (`name.json`; `name.Type.json` are other types),
        // so they share one shape.
        let samples = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".json") && $0.split(separator: ".").count == 2 }
            .map { folder.appendingPathComponent($0).path }
        try #require(!samples.isEmpty)
        try expectRoundTrip(samples, name: "Sample")
    }

    @Test func jsonLinesSamplesWithEnumsGolden() throws {
        let outcome = try ToolProcess.run(
            ["infer", "--lines", "infer/events.jsonl", "--name", "Event", "--enums", "--date-strategy", "iso8601"],
            in: ToolPaths.cliFixtures)
        #expect(outcome.status == 0)
        try GoldenFile.expectMatches(outcome.stdout, named: "infer-events.swift")
        try expectRoundTrip(
            [ToolPaths.cliFixtures.appendingPathComponent("infer/events.jsonl").path], name: "Event",
            extra: ["--lines", "--enums", "--date-strategy", "iso8601"])
    }

    /// The declarations are real Swift: the compiler type-checks them.
    @Test func swiftCompilerAcceptsTheDeclarations() throws {
        let outcome = try ToolProcess.run(
            ["infer", "--lines", "infer/events.jsonl", "--name", "Event", "--enums", "--date-strategy", "iso8601"],
            in: ToolPaths.cliFixtures)
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Event.swift")
        try outcome.stdout.write(to: file, atomically: true, encoding: .utf8)
        guard
            let swiftc = ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first(where: FileManager.default.isExecutableFile)
                ?? Self.which("swiftc")
        else { return }
        let compiled = try ToolProcess.run(["-typecheck", file.path], executable: URL(fileURLWithPath: swiftc))
        #expect(compiled.status == 0, "\(compiled.stderr)")
    }

    @Test func samplesOnStandardInput() throws {
        let outcome = try ToolProcess.run(["infer", "--name", "Point"], stdin: #"[{"x": 1, "y": 2.5}, {"x": 3, "y": 4}]"#)
        let expected = """
            // Codable declarations inferred by codable-check from 1 sample.
            // Check a document against them:
            //   codable-check decode DOCUMENT --schema THIS_FILE --type '[Point]'

            import Foundation

            struct Point: Codable {
                let x: Int
                let y: Double
            }

            """
        expectLines(outcome.stdout, expected)
    }

    @Test(arguments: [
        (
            #"[1, 2]"#,
            "codable-check: error: the samples must be JSON objects or arrays of objects to infer a Codable type; they hold array of number; no declarations are needed: decode them with --type '[Int]'\n"
        ),
        (
            #"[{"a": 1}, 2]"#,
            "codable-check: error: the samples must be JSON objects or arrays of objects to infer a Codable type; they hold array of number and array of object\n"
        ),
        (
            "[1e-999]",
            "codable-check: error: the samples must be JSON objects or arrays of objects to infer a Codable type; they hold array of values JSONDecoder would reject\n"
        ),
        (
            "[[]]",
            "codable-check: error: the samples must be JSON objects or arrays of objects to infer a Codable type; they hold array of empty array\n"
        ),
        (
            #"{"a": "#,
            """
            codable-check: error: sample '<stdin>' is not valid JSON: unexpected end of input, expected a value
            <stdin>:1:7: error: dataCorrupted: unexpected end of input, expected a value
             1 | {"a":\u{20}
               |       ^
              = note: JSONDecoder says: The given data was not valid JSON.

            """
        ),
        (
            "{\"a\": 1}\n[1,,2]",
            """
            codable-check: error: sample '<stdin>' is not valid JSON: unexpected content after the top-level value
            <stdin>:2:1: error: dataCorrupted: unexpected content after the top-level value
             2 | [1,,2]
               | ^
              = note: JSONDecoder says: The given data was not valid JSON.

            """
        ),
        (
            "",
            "codable-check: error: sample '<stdin>' is not valid JSON: the input is empty\n<stdin>:1:1: error: dataCorrupted: the input is empty\n 1 |\n   | ^\n  = note: JSONDecoder says: The given data was not valid JSON.\n"
        ),
    ])
    func unusableSamplesAreInputErrors(_ stdin: String, _ message: String) throws {
        let outcome = try ToolProcess.run(["infer", "--name", "Book"], stdin: stdin)
        #expect(outcome == .init(stdout: "", stderr: message, status: 2))
    }

    @Test func dateStrategyOtherThanISO8601IsAUsageError() throws {
        let outcome = try ToolProcess.run(["infer", "--date-strategy", "seconds"], stdin: "{}")
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: error: invalid value 'seconds' for option '--date-strategy': expected deferred or iso8601; infer recognises dates only as ISO 8601 strings\n",
                    status: 2))
    }

    @Test func invalidNameIsAUsageError() throws {
        let outcome = try ToolProcess.run(["infer", "--name", "my book"], stdin: "{}")
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr
                == "codable-check: error: invalid value 'my book' for option '--name': expected a Swift type name, such as 'Book'\n")
    }

    static func which(_ tool: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
