import Foundation
import Testing

/// Every SARIF log the golden tests produce (`Fixtures/cli/golden/*sarif*.json`: valid runs,
/// invalid documents, approximated verdicts, runs stopped by an error), validated against the
/// official SARIF 2.1.0 JSON schema (`Fixtures/sarif/`, see its README) by Python's
/// `jsonschema`, in one `python3` process. The golden tests prove the tool writes exactly these.
@Suite struct SARIFSchemaTests {
    static let schema = ToolPaths.packageRoot.appendingPathComponent("Fixtures/sarif/sarif-schema-2.1.0.json")

    /// `.ci/run` sets it, so CI validates instead of skipping.
    static let requiresJSONSchema = ProcessInfo.processInfo.environment["CODABLE_CHECK_REQUIRE_JSONSCHEMA"] == "1"

    /// The test's own environment: a pyenv or virtualenv `python3` needs its HOME and variables.
    static let environment = ProcessInfo.processInfo.environment

    /// The first `python3` on the test's PATH (then /usr/bin, /bin) that imports `jsonschema`.
    static let python: String? = {
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

    @Test(.enabled(if: requiresJSONSchema, "CODABLE_CHECK_REQUIRE_JSONSCHEMA=1 (set by .ci/run)"))
    func jsonschemaIsInstalledWhereRequired() {
        #expect(
            Self.python != nil,
            "CODABLE_CHECK_REQUIRE_JSONSCHEMA=1 but no python3 on PATH imports jsonschema (pip install jsonschema); the SARIF schema test would skip"
        )
    }

    static let script = """
        import json, sys
        from jsonschema import Draft4Validator
        validator = Draft4Validator(json.load(open(sys.argv[1])))
        # A log the schema must reject, so a validator that accepts everything fails the test.
        broken = {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}
        assert list(validator.iter_errors(broken)), "the schema accepted a log with level 'fatal'"
        for name in sys.argv[2:]:
            errors = sorted(validator.iter_errors(json.load(open(name))), key=lambda e: list(e.absolute_path))
            for error in errors:
                print("%s: %s: %s" % (name, "/".join(map(str, error.absolute_path)), error.message))
            if not errors:
                print("%s: valid" % name)
        """

    @Test(.enabled(if: python != nil, "no python3 on PATH imports jsonschema (pip install jsonschema)"))
    func goldenLogsAreValidSARIF() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: GoldenFile.folder.path)
            .filter { $0.contains("sarif") && $0.hasSuffix(".json") }.sorted()
        // The logs of a completed run, invalid documents, approximations and each way of stopping.
        #expect(names.count >= 6)
        let paths = names.map { GoldenFile.folder.appendingPathComponent($0).path }
        let outcome = try ToolProcess.run(
            ["-c", Self.script, Self.schema.path] + paths, environment: Self.environment,
            executable: URL(fileURLWithPath: try #require(Self.python)))
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        expectLines(outcome.stdout, paths.map { "\($0): valid\n" }.joined())
    }
}
