import Foundation
import Testing

/// A ```` ```console ```` block of the README or the guide: the command lines it shows, each
/// with the output and exit status the page promises.
///
/// The convention, in Markdown:
///
/// ````text
/// ```console
/// $ codable-check decode Fixtures/cli/book-invalid.json --schema Fixtures/cli/Models --type Book
/// …what standard output and standard error show together, as on a terminal…
/// $ echo $?
/// 1
/// ```
/// ````
///
/// Every `$ ` line is a shell command run from the package root; the lines up to the next `$ `
/// line are its output. `$ echo $?` shows the previous command's exit status; a command not
/// followed by one must exit with 0.
struct ConsoleExample: CustomTestStringConvertible, Sendable {
    struct Command: Sendable {
        var commandLine: String
        var expectedOutput: String
        var expectedStatus: Int32
    }

    /// `README.md`, `StrictMode.md`.
    var page: String
    /// 1-based line of the opening fence.
    var line: Int
    var commands: [Command]

    var testDescription: String { "\(page):\(line) \(commands.first?.commandLine ?? "")" }

    static let fence = "```"
    static let statusCommand = "echo $?"

    /// The console blocks of one page, or what keeps a block from being run: a console block
    /// without a `$ ` line first, a block never closed, or a `$ ` line in a fence of another
    /// language (an example with output that the test would not see).
    static func examples(inPage page: String, text: String) -> (examples: [ConsoleExample], problems: [String]) {
        var examples: [ConsoleExample] = []
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            // A fence may be indented, as in a list item; its body loses the same indentation.
            let indentation = lines[index].prefix(while: { $0 == " " }).count
            let opening = lines[index].dropFirst(indentation)
            guard opening.hasPrefix(fence) else {
                index += 1
                continue
            }
            let language = opening.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
            let indentedFence = String(repeating: " ", count: indentation) + fence
            guard let closing = lines[(index + 1)...].firstIndex(of: indentedFence) else {
                problems.append("\(page):\(index + 1): a code block that is never closed")
                break
            }
            let body = lines[(index + 1)..<closing].map { line in
                line.prefix(indentation).allSatisfy { $0 == " " } ? String(line.dropFirst(indentation)) : line
            }
            if language == "console" {
                switch commands(in: body) {
                case .success(let commands):
                    examples.append(ConsoleExample(page: page, line: index + 1, commands: commands))
                case .failure(let problem):
                    problems.append("\(page):\(index + 1): \(problem.description)")
                }
            } else if body.contains(where: { $0.hasPrefix("$ ") }) {
                problems.append("\(page):\(index + 1): a '$ ' command line in a '\(language)' block; show it in a 'console' block")
            }
            index = closing + 1
        }
        return (examples, problems)
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    private static func commands(in body: [String]) -> Result<[Command], Problem> {
        guard let first = body.first, first.hasPrefix("$ "), first != "$ \(statusCommand)" else {
            return .failure(Problem(description: "a console block must start with a '$ ' command line"))
        }
        var commands: [Command] = []
        var outputLines: [String] = []
        var awaitingStatus = false
        /// Whether the lines read are the last command's output (until its `echo $?`).
        var collectingOutput = false
        func finishOutput() {
            guard collectingOutput else { return }
            commands[commands.count - 1].expectedOutput = outputLines.map { $0 + "\n" }.joined()
            outputLines = []
            collectingOutput = false
        }
        for line in body {
            if awaitingStatus {
                guard let status = Int32(line) else {
                    return .failure(Problem(description: "'$ \(statusCommand)' must be followed by a number, found '\(line)'"))
                }
                commands[commands.count - 1].expectedStatus = status
                awaitingStatus = false
            } else if line == "$ \(statusCommand)" {
                finishOutput()
                awaitingStatus = true
            } else if line.hasPrefix("$ ") {
                finishOutput()
                commands.append(Command(commandLine: String(line.dropFirst(2)), expectedOutput: "", expectedStatus: 0))
                collectingOutput = true
            } else if collectingOutput {
                outputLines.append(line)
            } else {
                return .failure(Problem(description: "'\(line)' follows an exit status; output belongs before '$ \(statusCommand)'"))
            }
        }
        if awaitingStatus {
            return .failure(Problem(description: "'$ \(statusCommand)' at the end of the block, without the status"))
        }
        finishOutput()
        return .success(commands)
    }
}
