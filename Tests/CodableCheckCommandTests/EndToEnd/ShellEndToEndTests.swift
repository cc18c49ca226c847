import Foundation
import Testing

/// Completions, the man page and `--version`: what a shell user touches besides decoding.
@Suite struct ShellEndToEndTests {
    @Test func bashCompletionCompletesCommandsOptionsAndChoices() throws {
        let script = try ToolProcess.run(["completions", "bash"])
        #expect(script.status == 0)
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("completion.bash")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        // Source the script, then ask it what it offers at three cursor positions.
        let driver = """
            source "$1"
            complete_at() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _codable_check; echo "${COMPREPLY[*]}"; }
            complete_at codable-check in
            complete_at codable-check decode --format j
            complete_at codable-check decode --fail-f
            complete_at codable-check completions z
            """
        let outcome = try ToolProcess.run(["-c", driver, "bash", file.path], executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == "infer\njson junit\n--fail-fast\nzsh\n")
    }

    @Test func zshCompletionIsAValidCompdefScript() throws {
        let script = try ToolProcess.run(["completions", "zsh"])
        #expect(script.status == 0)
        #expect(script.stdout.hasPrefix("#compdef codable-check\n"))
        #expect(
            script.stdout.contains(
                "'--format=[text diagnostics on stderr; a JSON, JUnit XML or SARIF 2.1.0 report, or GitHub Actions commands, on stdout]:text|json|github|junit|sarif:(text json github junit sarif)'"
            ))
        guard let zsh = ["/bin/zsh", "/usr/bin/zsh"].first(where: FileManager.default.isExecutableFile) else { return }
        let checked = try ToolProcess.run(["-n", "-c", script.stdout], executable: URL(fileURLWithPath: zsh))
        #expect(checked.status == 0, "\(checked.stderr)")
    }

    @Test func unknownShellIsAUsageError() throws {
        let outcome = try ToolProcess.run(["completions", "fish"])
        #expect(
            outcome
                == .init(
                    stdout: "", stderr: "codable-check: error: invalid shell 'fish': expected 'bash' or 'zsh'; did you mean 'bash'?\n",
                    status: 2))
    }

    @Test func manPageRendersWithoutWarnings() throws {
        let page = ToolPaths.packageRoot.appendingPathComponent("Sources/codable-check/codable-check.1")
        guard let groff = ["/usr/bin/groff", "/bin/groff"].first(where: FileManager.default.isExecutableFile) else { return }
        let outcome = try ToolProcess.run(
            ["-man", "-Tascii", "-ww", "-P-c", "-P-b", "-P-u", page.path], executable: URL(fileURLWithPath: groff))
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.contains("codable-check - check JSON documents against Swift Codable model"))
        // Every decode option the parser accepts is documented.
        let help = try ToolProcess.run(["decode", "--help"]).stdout
        for option in help.matches(of: /\s\s(--[a-z-]+)/).map({ String($0.1) }) where option != "--help" {
            #expect(outcome.stdout.contains(option), "the man page does not mention \(option)")
        }
    }

    @Test func versionIsOneLine() throws {
        let outcome = try ToolProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.firstMatch(of: /^codable-check \d+\.\d+\.\d+\n$/) != nil)
    }
}
