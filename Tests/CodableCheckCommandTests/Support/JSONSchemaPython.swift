import Foundation

/// The `python3` that imports `jsonschema`, for the tests that validate what the tool writes
/// with an independent JSON Schema validator (SARIF logs, exported model schemas). Found once.
enum JSONSchemaPython {
    /// `.ci/run` sets it, so CI validates instead of skipping.
    static let isRequired = ProcessInfo.processInfo.environment["CODABLE_CHECK_REQUIRE_JSONSCHEMA"] == "1"

    /// The test's own environment: a pyenv or virtualenv `python3` needs its HOME and variables.
    static let environment = ProcessInfo.processInfo.environment

    /// The first `python3` on the test's PATH (then /usr/bin, /bin) that imports `jsonschema`.
    static let path: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/python3"
            guard FileManager.default.isExecutableFile(atPath: candidate),
                let outcome = try? ToolProcess.run(
                    ["-c", "import jsonschema"], environment: environment, executable: URL(fileURLWithPath: candidate))
            else { continue }
            if outcome.status == 0 { return candidate }
        }
        return nil
    }()

    /// Runs `script` with `arguments` in that `python3`.
    static func run(_ script: String, _ arguments: [String]) throws -> ToolProcess.Outcome {
        guard let path else { throw Missing() }
        return try ToolProcess.run(["-c", script] + arguments, environment: environment, executable: URL(fileURLWithPath: path))
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "no python3 on PATH imports jsonschema (pip install jsonschema)" }
    }
}
