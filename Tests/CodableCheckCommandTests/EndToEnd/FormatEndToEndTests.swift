import Foundation
import Testing

/// The CI formats, each against a golden output and against its consumer's rules: Python's XML
/// parser for JUnit, Python's JSON parser plus SARIF 2.1.0's required structure for SARIF, and
/// the GitHub runner's command syntax (re-parsed and unescaped here) for `github`.
@Suite struct FormatEndToEndTests {
    /// Errors, warnings, malformed JSON, a valid file, a JSON Lines stream and a path with a
    /// comma and a colon (escaped in GitHub properties).
    static let inputs = ["book-invalid.json", "book-valid.json", "book-malformed.json", "book-deviations.json", "stream/books.jsonl"]

    func report(_ format: String, inputs: [String] = inputs) throws -> ToolProcess.Outcome {
        try ToolProcess.run(
            ["decode"] + inputs + ["--type", "Book", "--schema", "Models", "--format", format],
            in: ToolPaths.cliFixtures)
    }

    @Test(arguments: ["github", "junit", "sarif", "json"])
    func matchesGoldenOutput(_ format: String) throws {
        let outcome = try report(format)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "")
        let name = ["github": "github.txt", "junit": "junit.xml", "sarif": "sarif.json", "json": "json-lines.json"][format]!
        try GoldenFile.expectMatches(outcome.stdout, named: name)
    }

    @Test func junitIsWellFormedAndCountsAgree() throws {
        let outcome = try report("junit")
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.stdin.buffer.read())
            assert root.tag == 'testsuites', root.tag
            total = failures = 0
            for suite in root:
                assert suite.tag == 'testsuite' and suite.get('name'), suite.attrib
                cases = suite.findall('testcase')
                failed = [c for c in cases if c.find('failure') is not None]
                assert int(suite.get('tests')) == len(cases), suite.attrib
                assert int(suite.get('failures')) == len(failed), suite.attrib
                for c in failed:
                    f = c.find('failure')
                    assert f.get('message') and f.get('type') and f.text, f.attrib
                total += len(cases); failures += len(failed)
            assert int(root.get('tests')) == total and int(root.get('failures')) == failures, root.attrib
            print(len(root), total, failures)
            """
        let checked = try Python.run(script, input: outcome.stdout)
        #expect(checked.stderr == "")
        #expect(checked.stdout == "5 9 5\n")
    }

    @Test func junitEscapesMarkupAndControlCharacters() throws {
        let stdin = "{\"title\": \"<a & \\\"b\\\">\", \"pages\": \"<&>\u{7}\", \"tags\": []}\n"
        let outcome = try ToolProcess.run(
            ["decode", "--lines", "-", "--type", "Book", "--schema", "Models", "--format", "junit"], stdin: stdin,
            in: ToolPaths.cliFixtures)
        let checked = try Python.run(
            "import sys, xml.etree.ElementTree as ET; r = ET.fromstring(sys.stdin.buffer.read()); print(r.find('testsuite/testcase/failure').get('message'))",
            input: outcome.stdout)
        #expect(checked.stdout == "1 error: typeMismatch at pages: expected Int, found string \"<&>\\u{7}\"\n")
    }

    @Test func sarifHasTheRequiredStructure() throws {
        let outcome = try report("sarif")
        let script = """
            import json, sys
            log = json.load(sys.stdin)
            assert log['version'] == '2.1.0' and log['$schema'].endswith('sarif-2.1.0.json')
            assert isinstance(log['runs'], list) and len(log['runs']) == 1
            run = log['runs'][0]
            driver = run['tool']['driver']
            assert driver['name'] == 'codable-check' and driver['version']
            ids = [rule['id'] for rule in driver['rules']]
            assert len(ids) == len(set(ids)) and all(r['shortDescription']['text'] for r in driver['rules'])
            levels = set()
            for result in run['results']:
                assert result['ruleId'] == ids[result['ruleIndex']]
                assert result['level'] in ('none', 'note', 'warning', 'error')
                assert result['message']['text']
                for location in result['locations']:
                    physical = location['physicalLocation']
                    assert physical['artifactLocation']['uri']
                    region = physical['region']
                    assert region['startLine'] >= 1 and region['startColumn'] >= 1
                levels.add(result['level'])
            print(len(run['results']), ','.join(ids), ','.join(sorted(levels)))
            """
        let checked = try Python.run(script, input: outcome.stdout)
        #expect(checked.stderr == "")
        #expect(checked.stdout == "9 typeMismatch,keyNotFound,dataCorrupted,trailingComma error,warning\n")
    }

    /// Parses each workflow command as the runner does (`::name key=value,...::message`) and
    /// unescapes it: the properties and message must come back exactly.
    @Test func githubCommandsRoundTripThroughTheRunnersEscaping() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let odd = "odd, name: 100%.json"
        try Data(#"{"title": 1, "pages": 1, "tags": []}"#.utf8).write(to: directory.appendingPathComponent(odd))
        let schema = ToolPaths.cliFixtures.appendingPathComponent("Models").path
        let outcome = try ToolProcess.run(
            ["decode", odd, "--type", "Book", "--schema", schema, "--format", "github"], in: directory)
        let line = String(outcome.stdout.split(separator: "\n")[0])
        #expect(line.hasPrefix("::error file=odd%2C name%3A 100%25.json,line=1,col=11,title=typeMismatch at title::"))
        let command = try #require(GitHubCommand(line))
        #expect(command.name == "error")
        #expect(command.properties == ["file": odd, "line": "1", "col": "11", "title": "typeMismatch at title"])
        #expect(command.message == "expected String, found number 1\nJSONDecoder says: Expected to decode String but found number instead.")
    }

    @Test func githubEscaping() {
        #expect(GitHubCommand.unescape("a%25b%0D%0Ac") == "a%b\r\nc")
        let reporterEscaped = "100%25 done%0Anext"
        #expect(GitHubCommand.unescape(reporterEscaped) == "100% done\nnext")
    }
}

/// A workflow command as GitHub's runner reads it, for the tests.
struct GitHubCommand {
    var name: String
    var properties: [String: String]
    var message: String

    init?(_ line: String) {
        guard line.hasPrefix("::"), let end = line.range(of: "::", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex)
        else { return nil }
        let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
        message = Self.unescape(String(line[end.upperBound...]))
        let parts = head.split(separator: " ", maxSplits: 1)
        name = String(parts[0])
        properties = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: ",") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                guard keyValue.count == 2 else { return nil }
                properties[String(keyValue[0])] = Self.unescape(String(keyValue[1]))
            }
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
