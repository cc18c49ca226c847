import Foundation
import Testing

/// Every SARIF log the golden tests produce (`Fixtures/cli/golden/*sarif*.json`: valid runs,
/// invalid documents, approximated verdicts, runs stopped by an error), validated against the
/// official SARIF 2.1.0 JSON schema (`Fixtures/sarif/`, see its README) by Python's
/// `jsonschema`, in one `python3` process. The golden tests prove the tool writes exactly these.
@Suite struct SARIFSchemaTests {
    static let schema = ToolPaths.packageRoot.appendingPathComponent("Fixtures/sarif/sarif-schema-2.1.0.json")

    @Test(.enabled(if: JSONSchemaPython.isRequired, "CODABLE_CHECK_REQUIRE_JSONSCHEMA=1 (set by .ci/run)"))
    func jsonschemaIsInstalledWhereRequired() {
        #expect(
            JSONSchemaPython.path != nil,
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

    @Test(.enabled(if: JSONSchemaPython.path != nil, "no python3 on PATH imports jsonschema (pip install jsonschema)"))
    func goldenLogsAreValidSARIF() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: GoldenFile.folder.path)
            .filter { $0.contains("sarif") && $0.hasSuffix(".json") }.sorted()
        // The logs of a completed run, invalid documents, approximations and each way of stopping.
        #expect(names.count >= 6)
        let paths = names.map { GoldenFile.folder.appendingPathComponent($0).path }
        let outcome = try JSONSchemaPython.run(Self.script, [Self.schema.path] + paths)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        expectLines(outcome.stdout, paths.map { "\($0): valid\n" }.joined())
    }
}
