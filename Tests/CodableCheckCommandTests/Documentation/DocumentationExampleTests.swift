import Foundation
import Testing

/// Every ```` ```console ```` block in the README and the guide is run and must print what the
/// page shows, with the exit status it shows (see `ConsoleExample` for the convention), so the
/// documentation cannot drift from the tool.
///
/// Commands run through `/bin/sh` from the package root, with the built `codable-check` first on
/// `PATH`, standard output and standard error in one pipe (as a terminal interleaves them),
/// and an environment that keeps the output plain: `NO_COLOR`, `TERM=dumb`, `CI` (no progress
/// line). Nothing is masked: a page shows only output that does not vary from run to run.
@Suite struct DocumentationExampleTests {
    static let pages: [URL] = {
        let catalog = ToolPaths.packageRoot.appendingPathComponent("Sources/CodableCheckCore/CodableCheckCore.docc")
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
        return [ToolPaths.packageRoot.appendingPathComponent("README.md")]
            + articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
    }()

    static let parsed: (examples: [ConsoleExample], problems: [String]) = {
        var examples: [ConsoleExample] = []
        var problems: [String] = []
        for page in pages {
            guard let text = try? String(contentsOf: page, encoding: .utf8) else {
                problems.append("\(page.path): cannot be read")
                continue
            }
            let found = ConsoleExample.examples(inPage: page.lastPathComponent, text: text)
            examples += found.examples
            problems += found.problems
        }
        return (examples, problems)
    }()

    @Test func everyConsoleBlockCanBeRun() {
        #expect(Self.parsed.problems == [])
    }

    /// A guard against a parser that finds nothing: the README's example and the guide's.
    @Test func theReadmeAndEveryTopicPageShowExamples() {
        let pages = Set(Self.parsed.examples.map(\.page))
        for page in ["README.md", "UsageAndOptions.md", "SchemaReader.md", "CIIntegration.md", "LossyModeAndWrappers.md"] {
            #expect(pages.contains(page), "\(page) has no console example")
        }
    }

    @Test(arguments: parsed.examples)
    func exampleRunsAsShown(_ example: ConsoleExample) throws {
        let executable = try ToolProcess.executableURL()
        // `swiftc` too, for the `--compile` examples, which share the compile tests' cache so
        // the core library is built once per run.
        let compilerFolder = CompileEndToEndTests.compilerFolder.map { ":" + $0 } ?? ""
        let path = executable.deletingLastPathComponent().path + compilerFolder + ":/usr/bin:/bin"
        // Examples run in parallel, and two may write the same file under /tmp/ (the guide's
        // `infer > /tmp/Event.swift` twice): each example's /tmp/ is a folder of its own, and
        // its output is compared as if it were /tmp/.
        let scratch = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for command in example.commands {
            let commandLine = command.commandLine.replacingOccurrences(of: "/tmp/", with: scratch.path + "/")
            var outcome = try ToolProcess.run(
                ["-c", commandLine], in: ToolPaths.packageRoot,
                environment: [
                    "PATH": path, "NO_COLOR": "1", "TERM": "dumb", "CI": "1",
                    "XDG_CACHE_HOME": CompileEndToEndTests.cacheHome.path,
                ],
                executable: URL(fileURLWithPath: "/bin/sh"), mergingStandardError: true)
            outcome.stdout = outcome.stdout.replacingOccurrences(of: scratch.path + "/", with: "/tmp/")
            expectLines(outcome.stdout, command.expectedOutput)
            #expect(
                outcome.status == command.expectedStatus,
                "'\(command.commandLine)' exited with \(outcome.status), the page shows \(command.expectedStatus)")
        }
    }

    @Test func theConventionIsReadAsDocumented() throws {
        let page = """
            text
            ```console
            $ codable-check decode a.json --type Book
            a.json:1:1: error: the input is empty
            1 input, 0 valid, 1 invalid, 1 error
            $ echo $?
            1
            $ codable-check --version
            codable-check 0.1.0
            ```
            ```sh
            make test
            ```
            """
        let found = ConsoleExample.examples(inPage: "P.md", text: page)
        #expect(found.problems == [])
        let commands = try #require(found.examples.first).commands
        #expect(commands.map(\.commandLine) == ["codable-check decode a.json --type Book", "codable-check --version"])
        #expect(
            commands.map(\.expectedOutput) == [
                "a.json:1:1: error: the input is empty\n1 input, 0 valid, 1 invalid, 1 error\n", "codable-check 0.1.0\n",
            ])
        #expect(commands.map(\.expectedStatus) == [1, 0])
    }

    @Test func blocksThatCannotBeRunAreProblems() {
        let page = """
            ```console
            codable-check decode a.json
            ```
            ```text
            $ codable-check types
            ```
            ```console
            $ codable-check types
            $ echo $?
            ```
            """
        #expect(
            ConsoleExample.examples(inPage: "P.md", text: page).problems == [
                "P.md:1: a console block must start with a '$ ' command line",
                "P.md:4: a '$ ' command line in a 'text' block; show it in a 'console' block",
                "P.md:7: '$ echo $?' at the end of the block, without the status",
            ])
    }
}
