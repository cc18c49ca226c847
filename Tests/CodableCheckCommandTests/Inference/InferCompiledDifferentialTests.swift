import CodableCheckTestSupport
import Foundation
import Testing

/// The declarations `infer` writes, compiled by `swiftc` and run through Foundation's
/// `JSONDecoder` on the samples they came from: every sample must decode, to the same value
/// `decode --print` gives with the same declarations read as a schema (both re-encoded by the
/// rules of `JSONEncoder` with sorted keys). Takes about 10 s, most of it `swiftc`.
@Suite struct InferCompiledDifferentialTests {
    struct Case {
        var sample: String
        var typeName: String
        var inferOptions: [String] = []
        /// One document per line.
        var isLines = false
        /// Inferred with `--date-strategy iso8601`: decoded with `.iso8601` on both sides.
        var usesDates = false
    }

    static let cases = [
        Case(sample: "Fixtures/corpus/github_events.json", typeName: "GitHubEvent"),
        Case(sample: "Fixtures/corpus/twitter.json", typeName: "TwitterSearch"),
        // Keys and enum values that are Swift keywords (`precedencegroup` too, which the schema
        // reader accepts bare and swiftc does not), not identifiers, or equal for Swift only.
        Case(sample: "Fixtures/cli/infer/swift-symbols.json", typeName: "Symbol", inferOptions: ["--enums"]),
        Case(
            sample: "Fixtures/cli/infer/events.jsonl", typeName: "Event", inferOptions: ["--enums", "--date-strategy", "iso8601"],
            isLines: true, usesDates: true),
    ]

    @Test(.hangGuard) func compiledDeclarationsDecodeTheSamplesLikeTheSchema() throws {
        guard
            let swiftc = ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first(where: FileManager.default.isExecutableFile)
                ?? InferEndToEndTests.which("swiftc")
        else { return }
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = ToolPaths.packageRoot
        var sources: [String] = []
        var expected = ""
        var typeExpressions: [String] = []
        for item in Self.cases {
            let inferred = try ToolProcess.run(["infer", item.sample, "--name", item.typeName] + item.inferOptions, in: root)
            try #require(inferred.status == 0, "\(inferred.stderr)")
            let file = directory.appendingPathComponent("\(item.typeName).swift")
            try inferred.stdout.write(to: file, atomically: true, encoding: .utf8)
            sources.append(file.path)
            let type = try #require(inferred.stdout.firstMatch(of: /--type '([^']+)'/)?.1)
            typeExpressions.append(String(type))
            let decoded = try ToolProcess.run(
                ["decode", item.sample, "--schema", file.path, "--type", String(type), "--print", "--quiet"]
                    + (item.usesDates ? ["--date-strategy", "iso8601"] : []), in: root)
            #expect(decoded.status == 0, "\(decoded.stderr)")
            expected += decoded.stdout
        }
        let main = directory.appendingPathComponent("main.swift")
        try Self.mainSource(typeExpressions: typeExpressions).write(to: main, atomically: true, encoding: .utf8)
        let program = directory.appendingPathComponent("decode-samples")
        let compiled = try ToolProcess.run(
            sources + [main.path, "-o", program.path], executable: URL(fileURLWithPath: swiftc))
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let run = try ToolProcess.run(Self.cases.map { root.appendingPathComponent($0.sample).path }, executable: program)
        #expect(run.status == 0, "\(run.stderr)")
        expectLines(run.stdout, expected)
    }

    /// Decodes each case's sample with `JSONDecoder` as its inferred type and prints the value
    /// as `JSONEncoder` writes it with sorted keys (dates as `JSONEncoder`'s default, as `--print` does).
    static func mainSource(typeExpressions: [String]) -> String {
        var lines = [
            "import Foundation",
            "",
            "func check<T: Codable>(_ type: T.Type, _ path: String, isLines: Bool, usesDates: Bool) {",
            "    let text = try! String(contentsOfFile: path, encoding: .utf8)",
            "    let documents = isLines ? text.split(separator: \"\\n\").map(String.init) : [text]",
            "    let decoder = JSONDecoder()",
            "    if usesDates { decoder.dateDecodingStrategy = .iso8601 }",
            "    let encoder = JSONEncoder()",
            "    encoder.outputFormatting = .sortedKeys",
            "    for document in documents {",
            "        do {",
            "            let value = try decoder.decode(type, from: Data(document.utf8))",
            "            print(String(decoding: try encoder.encode(value), as: UTF8.self))",
            "        } catch {",
            "            print(\"\\(path): \\(error)\")",
            "        }",
            "    }",
            "}",
            "",
        ]
        for (index, (item, type)) in zip(cases, typeExpressions).enumerated() {
            lines.append(
                "check(\(type).self, CommandLine.arguments[\(index + 1)], isLines: \(item.isLines), usesDates: \(item.usesDates))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
