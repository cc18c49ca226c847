import Foundation
import Testing

/// The built executable on bad command lines: one line on stderr, nothing on stdout, status 2.
@Suite struct UsageEndToEndTests {
    struct UsageCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var stderr: String
        var testDescription: String { arguments.isEmpty ? "(no arguments)" : arguments.joined(separator: " ") }
    }

    static let cases: [UsageCase] = [
        .init(arguments: [], stderr: "codable-check: error: missing command; see 'codable-check --help'\n"),
        .init(arguments: ["decod"], stderr: "codable-check: error: unknown command 'decod'; did you mean 'decode'?\n"),
        .init(
            arguments: ["book.json"],
            stderr: "codable-check: error: unknown command 'book.json'; did you mean 'codable-check decode book.json'?\n"),
        .init(arguments: ["--verison"], stderr: "codable-check: error: unknown option '--verison'; did you mean '--version'?\n"),
        .init(arguments: ["decode", "a.json"], stderr: "codable-check: error: missing required option '--type TYPE'\n"),
        .init(
            arguments: ["decode", "--tyep", "Book"],
            stderr: "codable-check: error: unknown option '--tyep'; did you mean '--type'?\n"),
        .init(
            arguments: ["decode", "--type", "Book", "--format", "xml"],
            stderr:
                "codable-check: error: invalid value 'xml' for option '--format': expected 'text', 'json', 'github', 'junit' or 'sarif'\n"),
        .init(
            arguments: ["decode", "--type", "Book", "--mode", "loose"],
            stderr: "codable-check: error: invalid value 'loose' for option '--mode': expected 'strict' or 'lossy'; did you mean 'lossy'?\n"
        ),
        .init(
            arguments: ["decode", "missing.json", "--type", "Book"],
            stderr: "codable-check: error: cannot read input 'missing.json': no such file\n"),
        .init(
            arguments: ["decode", ".", "--type", "Book"],
            stderr: "codable-check: error: cannot read input '.': it is a folder without .json, .jsonl or .ndjson files\n"),
        .init(
            arguments: ["types", "--schema", "Nowhere.swift"],
            stderr: "codable-check: error: cannot read schema 'Nowhere.swift': no such file\n"),
        .init(arguments: ["help", "typse"], stderr: "codable-check: error: no command or help topic 'typse'; did you mean 'types'?\n"),
    ]

    @Test(arguments: cases)
    func badCommandLine(_ usage: UsageCase) throws {
        let outcome = try ToolProcess.run(usage.arguments, in: try ToolProcess.temporaryDirectory())
        #expect(outcome.stderr == usage.stderr)
        #expect(outcome.stdout == "")
        #expect(outcome.status == 2)
    }

    @Test func unreadableInput() throws {
        let directory = try ToolProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("secret.json")
        try Data("{}".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }
        let outcome = try ToolProcess.run(["decode", "secret.json", "--type", "Book"], in: directory)
        // Root reads anything; the check only means something for other users.
        if getuid() != 0 {
            #expect(outcome.stderr == "codable-check: error: cannot read input 'secret.json': permission denied\n")
            #expect(outcome.status == 2)
        }
    }
}

/// Help and version go to stdout with status 0.
@Suite struct HelpEndToEndTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func toolHelp(_ arguments: [String]) throws {
        let outcome = try ToolProcess.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.hasPrefix("OVERVIEW: Checks JSON documents against Swift Codable model declarations"))
        #expect(outcome.stdout.contains("\n  decode  "))
        #expect(outcome.stdout.contains("\n  types   "))
        #expect(outcome.stdout.contains("EXIT STATUS:"))
    }

    @Test(arguments: [["decode", "--help"], ["decode", "--type", "Book", "--bogus", "-h"], ["help", "decode"]])
    func decodeHelpWinsOverOtherArguments(_ arguments: [String]) throws {
        let outcome = try ToolProcess.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.hasPrefix("OVERVIEW: Checks that JSON inputs decode as a Swift Codable type"))
        #expect(outcome.stdout.contains("USAGE: codable-check decode [INPUT ...] --type TYPE [--schema PATH ...]"))
        #expect(outcome.stdout.contains("EXAMPLES:\n  codable-check decode book.json --type Book\n"))
        for option in [
            "--type", "--schema", "--mode", "--format", "--print", "--key-strategy", "--date-strategy",
            "--data-strategy", "--float-strategy", "--max-errors", "--quiet", "--json-strict", "--unknown-keys", "--verbose",
        ] {
            #expect(outcome.stdout.contains("\n  \(option) "), "help lists \(option)")
        }
    }

    @Test func typesHelp() throws {
        let outcome = try ToolProcess.run(["types", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("OVERVIEW: Lists the decodable types"))
        #expect(outcome.stdout.contains("EXAMPLES:"))
    }

    @Test func version() throws {
        let outcome = try ToolProcess.run(["--version"])
        #expect(outcome == .init(stdout: "codable-check 0.1.0\n", stderr: "", status: 0))
    }

    @Test func closedStandardOutputIsNotACrash() throws {
        let outcome = try ToolProcess.run(["decode", "--help"], closeStandardOutput: true)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
    }
}
