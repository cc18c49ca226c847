import CodableCheckCore
import Foundation
import Testing

@testable import CodableCheckCommand

/// `infer` on every JSON file under `Fixtures/`, one sample at a time, in-process: either the
/// declarations it writes decode the sample with `decode` in strict mode, or it refuses with one
/// of the two reasons a sample can have no declarations (not JSON at all; no object at the root,
/// as in `"fantasy"` or `[1, 2]`, where the plain `--type` it suggests must decode the sample).
/// Broken documents that are JSON (a wrong type, a missing key) are samples like any other:
/// infer describes what they hold.
@Suite struct FixtureInferenceTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: [String]) -> Run {
        let stdout = BufferedOutput()
        let stderr = BufferedOutput()
        let context = CommandContext(
            arguments: arguments, environment: [:], currentDirectory: ToolPaths.packageRoot.path,
            standardOutput: stdout, standardError: stderr, readStandardInput: { [] })
        let status = CodableCheckCommand.run(context)
        return Run(status: status.rawValue, stdout: stdout.text, stderr: stderr.text)
    }

    /// Every `.json`, `.jsonl` and `.ndjson` file under `Fixtures/`, relative to the package.
    static let samplePaths: [String] = {
        let root = ToolPaths.packageRoot.appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { file in [".json", ".jsonl", ".ndjson"].contains { file.hasSuffix($0) } }
            .map { "Fixtures/" + $0 }.sorted()
    }()

    @Test(.timeLimit(.minutes(5))) func everyFixtureSampleRoundTripsOrIsRefusedForAReason() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(Self.samplePaths.count > 1000)
        let empty = directory.appendingPathComponent("Empty.swift")
        try "import Foundation\n".write(to: empty, atomically: true, encoding: .utf8)
        var roundTrips = 0
        var plainRoots = 0
        for (index, path) in Self.samplePaths.enumerated() {
            let inferred = run(["infer", path, "--name", "Sample"])
            guard inferred.status == 0 else {
                #expect(inferred.status == 2, "\(path)")
                expectRefusalHasAReason(inferred.stderr, path: path)
                // A plain root comes with the type that decodes it: check the claim.
                if let type = inferred.stderr.firstMatch(of: /decode them with --type '([^']+)'/)?.1 {
                    let decoded = run(["decode", path, "--schema", empty.path, "--type", String(type), "--quiet"])
                    #expect(decoded.status == 0, "\(path): \(decoded.stderr)")
                    plainRoots += 1
                }
                continue
            }
            let schema = directory.appendingPathComponent("Sample\(index).swift")
            try inferred.stdout.write(to: schema, atomically: true, encoding: .utf8)
            let type = try #require(inferred.stdout.firstMatch(of: /--type '([^']+)'/)?.1)
            let decoded = run(["decode", path, "--schema", schema.path, "--type", String(type), "--quiet"])
            #expect(decoded.status == 0, "\(path): \(decoded.stderr)\n\(inferred.stdout)")
            roundTrips += 1
        }
        // The documents of every domain, the corpus and the CLI fixtures are objects or arrays
        // of them: most samples must give declarations.
        #expect(roundTrips > Self.samplePaths.count / 2)
        // `Genre` documents (`"fantasy"`), JSONTestSuite's scalars and arrays of them.
        #expect(plainRoots > 10)
    }

    /// A refusal is for malformed JSON (which the reader rejects too) or for a sample with no
    /// object at its root; never because the declarations failed their own check.
    func expectRefusalHasAReason(_ stderr: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if stderr.hasPrefix("codable-check: error: sample '\(path)'"), stderr.contains(" is not valid JSON: ") {
            if !path.hasSuffix("l") {
                let bytes = FileManager.default.contents(atPath: ToolPaths.packageRoot.appendingPathComponent(path).path) ?? Data()
                #expect(throws: JSONSyntaxError.self, "\(path)", sourceLocation: sourceLocation) {
                    try JSONReader.read(Array(bytes))
                }
            }
            return
        }
        #expect(
            stderr.hasPrefix(
                "codable-check: error: the samples must be JSON objects or arrays of objects to infer a Codable type; they hold "),
            "\(path): \(stderr)", sourceLocation: sourceLocation)
    }
}
