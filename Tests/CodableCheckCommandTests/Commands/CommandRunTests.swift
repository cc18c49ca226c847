import Testing

@testable import CodableCheckCommand

/// Commands run in-process through `CodableCheckCommand.run`, with buffers for the streams.
@Suite struct CommandRunTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: [String], stdinIsTerminal: Bool = false) -> Run {
        let stdout = BufferedOutput()
        let stderr = BufferedOutput()
        let context = CommandContext(
            arguments: arguments, environment: [:], currentDirectory: "/nonexistent-directory",
            standardOutput: stdout, standardError: stderr, readStandardInput: { [] },
            standardInputIsTerminal: stdinIsTerminal)
        let status = CodableCheckCommand.run(context)
        return Run(status: status.rawValue, stdout: stdout.text, stderr: stderr.text)
    }

    @Test func helpGoesToStandardOutput() {
        let result = run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout == HelpCommand.toolHelp)
        #expect(result.stderr == "")
    }

    @Test func commandHelpMatchesItsSpec() {
        #expect(run(["decode", "-h"]).stdout == HelpFormatter.help(for: DecodeCommand.spec, toolName: "codable-check"))
        #expect(run(["help", "types"]).stdout == HelpFormatter.help(for: TypesCommand.spec, toolName: "codable-check"))
    }

    @Test func helpAfterEndOfOptionsIsAnInput() {
        let result = run(["decode", "--type", "Book", "--", "--help"])
        #expect(result.stderr == "codable-check: error: cannot read input '--help': no such file\n")
        #expect(result.status == 2)
    }

    @Test func usageErrorIsOneLineOnStandardError() {
        let result = run(["decode", "--type", "Book", "--verbos"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "codable-check: error: unknown option '--verbos'; did you mean '--verbose'?\n")
    }

    @Test func noInputFromATerminalAsksForOne() {
        let result = run(["decode", "--type", "Book"], stdinIsTerminal: true)
        #expect(result.stderr == "codable-check: error: no input: give JSON files, '-' for standard input, or pipe a document in\n")
        #expect(result.status == 2)
    }

    @Test func lossyModeIsNotAvailableYet() {
        #expect(
            run(["decode", "--type", "Book", "--mode=lossy"]).stderr
                == "codable-check: error: '--mode lossy' is not implemented yet; use '--mode strict'\n")
    }

    @Test func helpUsageWrapsAt80Columns() {
        let lines = HelpFormatter.help(for: DecodeCommand.spec, toolName: "codable-check").split(separator: "\n", omittingEmptySubsequences: false)
        let usage = lines.drop { !$0.hasPrefix("USAGE:") }.prefix { !$0.isEmpty }
        #expect(usage.first == "USAGE: codable-check decode [INPUT ...] --type TYPE [--schema PATH ...]")
        // The date strategy's value list is one word longer than a line; every other line fits.
        #expect(usage.filter { $0.count > 80 }.count <= 1)
    }
}
