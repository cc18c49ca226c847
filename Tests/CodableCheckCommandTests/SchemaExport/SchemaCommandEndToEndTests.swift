import Foundation
import Testing

/// `codable-check schema` through the built executable: the decoder set-up it is of (options,
/// `--decoder`, the project file), and the errors a bad run gives (exit status 2, one line).
@Suite struct SchemaCommandEndToEndTests {
    static let root = ToolPaths.packageRoot

    /// The document's `x-codable-check.decoder`.
    static func decoder(of outcome: ToolProcess.Outcome) throws -> [String: String] {
        let document = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let about = try #require(document?["x-codable-check"] as? [String: Any])
        return try #require(about["decoder"] as? [String: String])
    }

    @Test func theAppsOwnDecoderSetUpIsReadWithDecoder() throws {
        let app = Self.root.appendingPathComponent("Fixtures/setup/TidePool")
        let outcome = try ToolProcess.run(["schema", "--type", "Station", "--decoder", "TideClient.live"], in: app)
        #expect(outcome.status == 0)
        #expect(try Self.decoder(of: outcome) == ["key-strategy": "snake-case", "date-strategy": "iso8601", "data-strategy": "base64"])
        #expect(outcome.stderr.contains("note: decoding with the JSONDecoder set-up 'TideClient.live'"))
        // A set-up with a closure the tool does not read is refused, as by decode.
        let legacy = try ToolProcess.run(["schema", "--type", "Station", "--decoder", "legacy"], in: app)
        #expect(legacy.status == 2 && legacy.stdout == "")
        #expect(legacy.stderr.contains("which codable-check does not read"))
    }

    @Test func theProjectFilesSettingsApplyUnderTheCommandLines() throws {
        let project = Self.root.appendingPathComponent("Fixtures/project")
        let outcome = try ToolProcess.run(["schema", "--type", "Trail"], in: project)
        #expect(outcome.status == 0)
        #expect(try Self.decoder(of: outcome) == ["key-strategy": "snake-case", "date-strategy": "iso8601", "data-strategy": "base64"])
        #expect(
            outcome.stderr.hasPrefix(
                "codable-check: note: using 'date-strategy', 'key-strategy' and 'schema' from .codable-check.json (the command line's options win)\n"
            ))
        let overridden = try ToolProcess.run(["schema", "--type", "Trail", "--key-strategy", "default", "--quiet"], in: project)
        #expect(overridden.stderr == "")
        #expect(try Self.decoder(of: overridden)["key-strategy"] == "default")
    }

    @Test(arguments: [
        (["--type", "Nope"], "codable-check: error: unknown type 'Nope'\n"),
        (
            ["--type", "Book", "--format", "yaml"],
            "codable-check: error: invalid value 'yaml' for option '--format': expected 'json-schema' or 'openapi'\n"
        ),
        (
            ["--type", "[Book"],
            "codable-check: error: '[Book' is not a decodable Swift type expression, such as 'Book' or '[String: Book]'\n"
        ),
    ])
    func aBadRunIsOneErrorLineAndStatus2(arguments: [String], message: String) throws {
        let models = Self.root.appendingPathComponent("Fixtures/cli/Models").path
        let outcome = try ToolProcess.run(["schema", "--schema", models] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == message)
    }
}
