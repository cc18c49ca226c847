import Foundation
import Testing

@testable import CodableCheckCommand

/// `codable-check.1` is generated (`make man`) from the specs the parser reads; the committed
/// page must be what the generator writes now.
@Suite struct ManPageTests {
    static let committedPage = ToolPaths.packageRoot.appendingPathComponent("Sources/codable-check/codable-check.1")

    @Test func committedPageIsWhatTheGeneratorWrites() throws {
        let committed = try String(contentsOf: Self.committedPage, encoding: .utf8)
        // `make man` rewrites the page; then review the diff and commit it.
        expectLines(committed, HelpCommand.manPage)
    }

    @Test func theHiddenFlagPrintsThePage() throws {
        let outcome = try ToolProcess.run(["help", "--man"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == HelpCommand.manPage)
    }

    /// Each option's line in the page is the help `decode --help` prints for it.
    @Test func optionsReadAsInHelp() {
        let page = HelpCommand.manPage
        for command in HelpCommand.commands {
            #expect(page.contains(#".SH "\#(command.name.uppercased()) OPTIONS""#) == !command.options.isEmpty)
            for option in command.options {
                #expect(
                    page.contains(".TP\n\(ManPageFormatter.optionTag(option))\n\(ManPageFormatter.escaped(option.help))\n"),
                    "\(option.spelling) is not in the page as help shows it")
            }
        }
    }

    @Test func escapingKeepsTextLiteral() {
        #expect(ManPageFormatter.escaped("--type a\\b") == "\\-\\-type a\\eb")
        #expect(ManPageFormatter.escaped(".jsonl files") == "\\&.jsonl files")
        #expect(ManPageFormatter.escaped("'quoted'") == "\\&'quoted'")
    }
}
