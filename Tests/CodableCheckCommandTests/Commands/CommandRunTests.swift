import Testing

@testable import CodableCheckCommand

/// Commands run in-process (`InProcessRun`), with buffers for the streams.
@Suite struct CommandRunTests {
    func run(_ arguments: [String], stdinIsTerminal: Bool = false) -> InProcessRun {
        InProcessRun(arguments, in: "/nonexistent-directory") { $0.standardInputIsTerminal = stdinIsTerminal }
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

    @Test func lossyModeIsAvailable() {
        // Accepted: the run goes on to look for declarations.
        #expect(
            run(["decode", "--type", "Book", "--mode=lossy"]).stderr == "codable-check: error: no .swift files in '.'; give --schema PATH\n"
        )
    }

    @Test func helpUsageWrapsAt80Columns() {
        let lines = HelpFormatter.help(for: DecodeCommand.spec, toolName: "codable-check").split(
            separator: "\n", omittingEmptySubsequences: false)
        let usage = lines.drop { !$0.hasPrefix("USAGE:") }.prefix { !$0.isEmpty }
        #expect(usage.first == "USAGE: codable-check decode [INPUT ...] --type TYPE [--schema PATH ...]")
        // The date strategy's value list is one word longer than a line; every other line fits.
        #expect(usage.filter { $0.count > 80 }.count <= 1)
    }
}
