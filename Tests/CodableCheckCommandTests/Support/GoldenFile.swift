import Foundation
import Testing

/// Golden outputs under `Fixtures/cli/golden/`: compared line by line; `UPDATE_GOLDEN=1`
/// rewrites them instead (then review the diff before committing).
enum GoldenFile {
    static let folder = ToolPaths.packageRoot.appendingPathComponent("Fixtures/cli/golden")

    static func expectMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        expectLines(actual, expected, sourceLocation: sourceLocation)
    }
}

/// Runs `python3 -c SCRIPT` with `input` on standard input: the tests use Python's standard
/// library as an independent consumer of the XML and JSON reports.
enum Python {
    struct Outcome {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    static func run(_ script: String, input: String = "", arguments: [String] = []) throws -> Outcome {
        let outcome = try ToolProcess.run(
            ["-c", script] + arguments, stdin: input, environment: ["PATH": pathWithPython],
            executable: URL(fileURLWithPath: try executable()))
        return Outcome(stdout: outcome.stdout, stderr: outcome.stderr, status: outcome.status)
    }

    static let pathWithPython = "/usr/bin:/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "")

    /// The system `python3`, else the first on the test's PATH.
    static func executable() throws -> String {
        for directory in pathWithPython.split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw NotFound()
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "python3 is needed to validate the XML and SARIF reports" }
    }
}
