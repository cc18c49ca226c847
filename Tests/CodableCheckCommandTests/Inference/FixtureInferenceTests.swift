import CodableCheckCore
import CodableCheckTestSupport
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
    func run(_ arguments: [String]) -> InProcessRun {
        InProcessRun(arguments, in: ToolPaths.packageRoot.path)
    }

    /// Every `.json`, `.jsonl` and `.ndjson` file under `Fixtures/`, relative to the package.
    static let samplePaths: [String] = {
        let root = ToolPaths.packageRoot.appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { file in [".json", ".jsonl", ".ndjson"].contains { file.hasSuffix($0) } }
            .map { "Fixtures/" + $0 }.sorted()
    }()

    /// The folders that hold samples, each a test case (so a loaded machine runs them side by side).
    static let folders: [String] = Array(Set(samplePaths.map { String($0[..<$0.lastIndex(of: "/")!]) })).sorted()

    @Test func theSweepSeesEveryFixture() {
        #expect(Self.samplePaths.count > 1000)
        #expect(Self.folders.contains("Fixtures/corpus"))
    }

    @Test(.hangGuard, arguments: folders)
    func everySampleRoundTripsOrIsRefusedForAReason(_ folder: String) throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = Self.samplePaths.filter { $0.hasPrefix(folder + "/") && !$0.dropFirst(folder.count + 1).contains("/") }
        let empty = directory.appendingPathComponent("Empty.swift")
        try "import Foundation\n".write(to: empty, atomically: true, encoding: .utf8)
        for (index, path) in paths.enumerated() {
            let inferred = run(["infer", path, "--name", "Sample"])
            guard inferred.status == 0 else {
                #expect(inferred.status == 2, "\(path)")
                expectRefusalHasAReason(inferred.stderr, path: path)
                // A plain root comes with the type that decodes it: check the claim.
                if let type = inferred.stderr.firstMatch(of: /decode them with --type '([^']+)'/)?.1 {
                    let decoded = run(["decode", path, "--schema", empty.path, "--type", String(type), "--quiet"])
                    #expect(decoded.status == 0, "\(path): \(decoded.stderr)")
                }
                continue
            }
            let schema = directory.appendingPathComponent("Sample\(index).swift")
            try inferred.stdout.write(to: schema, atomically: true, encoding: .utf8)
            let type = try #require(inferred.stdout.firstMatch(of: /--type '([^']+)'/)?.1)
            let decoded = run(["decode", path, "--schema", schema.path, "--type", String(type), "--quiet"])
            #expect(decoded.status == 0, "\(path): \(decoded.stderr)\n\(inferred.stdout)")
        }
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
        let reasons = [
            "codable-check: error: the samples must be JSON objects or arrays of objects to infer a Codable type; they hold ",
            "codable-check: error: the samples nest arrays in arrays more than 48 levels deep at the root",
        ]
        #expect(reasons.contains { stderr.hasPrefix($0) }, "\(path): \(stderr)", sourceLocation: sourceLocation)
        // An object at the root is always described, unless a key of it is malformed.
        if !path.hasSuffix("l"), !stderr.contains("values JSONDecoder would reject"),
            let bytes = FileManager.default.contents(atPath: ToolPaths.packageRoot.appendingPathComponent(path).path),
            let document = try? JSONReader.read(Array(bytes))
        {
            #expect(document.tape.kind(at: document.rootIndex) != .object, "\(path): \(stderr)", sourceLocation: sourceLocation)
        }
    }
}
