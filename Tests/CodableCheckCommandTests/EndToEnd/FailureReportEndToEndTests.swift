import Foundation
import Testing

/// A run that ends with exit status 2 still writes a valid report of the format asked for,
/// holding the error (issue 23, item 5): CI reads the report, and an empty one breaks the
/// upload-sarif and JUnit steps. Each format against a golden output, for a model file the tool
/// cannot read, a usage error after `--format`, and a missing input.
@Suite struct FailureReportEndToEndTests {
    /// Each way of stopping, by name: the golden files are `failure-NAME-FORMAT.EXT`.
    static let stops: [String: [String]] = [
        "model": ["decode", "book-valid.json", "--type", "Shelf", "--schema", "Broken"],
        "usage": ["decode", "book-valid.json", "--schema", "Models", "--tyep", "Book"],
        "input": ["decode", "book-valid.json", "missing.json", "--type", "Book", "--schema", "Models"],
    ]
    static let extensions = ["json": "json", "junit": "xml", "sarif": "json", "github": "txt"]

    /// The format comes first: a usage error after it is reported in it.
    func report(_ stop: String, _ format: String) throws -> ToolProcess.Outcome {
        let arguments = Self.stops[stop]!
        return try ToolProcess.run(
            [arguments[0], "--format", format] + arguments.dropFirst(), in: ToolPaths.cliFixtures)
    }

    static func goldenName(_ stop: String, _ format: String) -> String {
        "failure-\(stop)-\(format).\(extensions[format]!)"
    }

    @Test(arguments: ["model", "usage", "input"], ["json", "junit", "sarif", "github"])
    func matchesGoldenOutput(_ stop: String, _ format: String) throws {
        let outcome = try report(stop, format)
        #expect(outcome.status == 2)
        // The text error is still on standard error, for the log.
        #expect(outcome.stderr.hasPrefix("codable-check: error: "))
        try GoldenFile.expectMatches(outcome.stdout, named: Self.goldenName(stop, format))
    }

    /// The model file's diagnostic is located in every format that locates: at its file, line
    /// and column.
    @Test func modelErrorIsLocatedAtTheDeclaration() throws {
        let github = try report("model", "github")
        let command = try #require(GitHubCommand(github.stdout.split(separator: "\n")[0].description))
        #expect(command.name == "error")
        #expect(command.properties["file"] == "Broken/Shelf.swift")
        #expect(command.properties["line"] == "4" && command.properties["col"] == "9")
        #expect(command.message == "unknown type 'Volume' in property 'books' of 'Shelf'")

        let json = try JSONSerialization.jsonObject(with: Data(try report("model", "json").stdout.utf8)) as? [String: Any]
        let error = try #require(json?["error"] as? [String: Any])
        #expect(error["category"] as? String == "schema")
        let site = try #require((error["sites"] as? [[String: Any]])?.first)
        #expect(site["file"] as? String == "Broken/Shelf.swift" && site["line"] as? Int == 4 && site["column"] as? Int == 9)
    }

    /// JUnit readers count the stopped run as an error, not as a pass or a failed document.
    @Test(arguments: ["model", "usage", "input"])
    func junitCountsTheError(_ stop: String) throws {
        let outcome = try report(stop, "junit")
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.stdin.buffer.read())
            errors = root.findall('testsuite/testcase/error')
            assert int(root.get('errors')) == len(errors) == 1, root.attrib
            assert errors[0].get('message') and errors[0].get('type') and errors[0].text
            print(errors[0].get('type'))
            """
        let checked = try Python.run(script, input: outcome.stdout)
        #expect(checked.stderr == "")
        #expect(checked.stdout == ["model": "schema\n", "usage": "usage\n", "input": "input\n"][stop])
    }

    /// A completed run says so too: its one invocation succeeded, with no notification.
    @Test func completedSARIFRunIsSuccessful() throws {
        let outcome = try ToolProcess.run(
            ["decode", "book-valid.json", "--type", "Book", "--schema", "Models", "--format", "sarif"], in: ToolPaths.cliFixtures)
        #expect(outcome.status == 0)
        let log = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let run = try #require((log?["runs"] as? [[String: Any]])?.first)
        let invocations = try #require(run["invocations"] as? [[String: Any]])
        #expect(invocations.count == 1)
        #expect(invocations[0]["executionSuccessful"] as? Bool == true)
        #expect(invocations[0]["toolExecutionNotifications"] == nil)
    }

    /// Before `--format` is read nothing says which format: the error is on standard error only,
    /// as in the text format.
    @Test func usageErrorBeforeTheFormatWritesNoReport() throws {
        let outcome = try ToolProcess.run(
            ["decode", "book-valid.json", "--tyep", "Book", "--format", "json"], in: ToolPaths.cliFixtures)
        #expect(outcome.status == 2)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "codable-check: error: unknown option '--tyep'; did you mean '--type'?\n")
    }
}
