import Foundation
import Testing

/// `codable-check check` and a bare `codable-check` with a project file (issue 23 item 1): every
/// check as one run, the file found as git finds a repository, the command line overriding the
/// file, and a bad file as one error at its key's line and column.
@Suite struct ProjectEndToEndTests {
    /// A small app: a snake-case API with ISO 8601 dates, its fixtures in nested folders, an
    /// asset catalog, a broken fixture kept on purpose, and a `.git` at its root.
    private func app(projectFile: String = Self.projectFile) throws -> URL {
        let root = try ToolProcess.temporaryDirectory()
        let files: [(String, String)] = [
            (".git/HEAD", "ref: refs/heads/main\n"),
            (
                "Sources/Feed/Models/Post.swift",
                """
                import Foundation

                struct Post: Codable {
                    let id: Int
                    let authorName: String
                    let publishedAt: Date
                }

                struct Page: Codable {
                    let posts: [Post]
                    let nextCursor: String?
                }

                """
            ),
            ("Fixtures/posts/post-1.json", #"{"id": 1, "author_name": "Ada", "published_at": "2024-05-01T10:00:00Z"}"#),
            ("Fixtures/posts/2024/post-2.json", #"{"id": 2, "author_name": "Grace", "published_at": "2024-05-02T10:00:00Z"}"#),
            ("Fixtures/posts/broken/post-3.json", #"{"id": "3", "author_name": "Linus", "published_at": "2024-05-03T10:00:00Z"}"#),
            ("Fixtures/posts/Assets.xcassets/Contents.json", #"{"info": {"version": 1, "author": "xcode"}}"#),
            (
                "Fixtures/page.json",
                #"{"posts": [{"id": 4, "author_name": "Edsger", "published_at": "2024-05-04T10:00:00Z"}], "next_cursor": null}"#
            ),
            (".codable-check.json", projectFile),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return root
    }

    static let projectFile = """
        {
          "version": 1,
          "schema": ["Sources/Feed/Models"],
          "decoder": {"key-strategy": "snake-case", "date-strategy": "iso8601"},
          "checks": [
            {"inputs": ["Fixtures/posts/**/*.json"], "exclude": ["broken"], "type": "Post"},
            {"inputs": ["Fixtures/page.json"], "type": "Page"}
          ]
        }

        """

    @Test func everyCheckIsOneRunWithOneSummary() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try ToolProcess.run(["check", "--verbose"], in: root)
        expectLines(
            outcome.stderr,
            """
            codable-check: note: reading declarations from 'Sources/Feed/Models' (given in .codable-check.json): 1 .swift file
            codable-check: note: 'Post' is declared in Sources/Feed/Models/Post.swift:3:8
            codable-check: note: skipped 'Fixtures/posts/Assets.xcassets' (an asset catalog)
            Fixtures/posts/2024/post-2.json: ok
            Fixtures/posts/post-1.json: ok
            codable-check: note: reading declarations from 'Sources/Feed/Models' (given in .codable-check.json): 1 .swift file
            codable-check: note: 'Page' is declared in Sources/Feed/Models/Post.swift:9:8
            Fixtures/page.json: ok
            3 inputs, 3 valid, 0 invalid, 0 errors

            """)
        #expect(outcome.status == 0)
        // One report for the whole run, in every format.
        let json = try ToolProcess.run(["check", "--format", "json"], in: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((report["results"] as? [Any])?.count == 3)
        #expect((report["summary"] as? [String: Any])?["valid"] as? Int == 3)
        #expect(json.status == 0)
    }

    /// From a folder inside the project, `codable-check` alone finds the file above, and runs
    /// with the options given; inputs are named from the project's folder, as the file names them.
    @Test func aBareRunFindsTheFileAboveAsGitDoes() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let inside = root.appendingPathComponent("Sources/Feed")
        #expect(try ToolProcess.run([], in: inside) == .init(stdout: "", stderr: "3 inputs, 3 valid, 0 invalid, 0 errors\n", status: 0))
        let github = try ToolProcess.run(["--format", "github", "--exclude", "page.json"], in: inside)
        #expect(github == .init(stdout: "2 inputs, 2 valid, 0 invalid, 0 errors\n", stderr: "", status: 0))
        // The search stops at the repository's root: a project file above it is someone else's.
        let nested = root.appendingPathComponent("Vendor/Lib")
        try FileManager.default.createDirectory(at: nested.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let outside = try ToolProcess.run(["check"], in: nested)
        #expect(outside.status == 2)
        #expect(outside.stderr.hasPrefix("codable-check: error: no project file '.codable-check.json' in '\(nested.path)'"))
        #expect(try ToolProcess.run([], in: nested).stderr == "codable-check: error: missing command; see 'codable-check --help'\n")
    }

    /// Every `decode` option on the command line wins over the file; `--exclude` adds to each
    /// check's excludes.
    @Test func theCommandLineOverridesTheFile() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let keys = try ToolProcess.run(["check", "--key-strategy", "default", "--quiet"], in: root)
        #expect(keys == .init(stdout: "", stderr: "3 inputs, 0 valid, 3 invalid, 6 errors\n", status: 1))
        let excluded = try ToolProcess.run(["check", "--exclude", "Fixtures/posts/2024", "--quiet"], in: root)
        #expect(excluded == .init(stdout: "", stderr: "2 inputs, 2 valid, 0 invalid, 0 errors\n", status: 0))
        let broken = try ToolProcess.run(
            ["check", "--project", ".codable-check.json", "--type", "Post", "--exclude", "page.json"], in: root)
        #expect(broken.status == 0)
    }

    /// An `--exclude` that leaves nothing to check is a mistake, as an empty folder is: an
    /// error naming the inputs, exit status 2, in every format, never "0 inputs" and a pass.
    @Test func anExcludeThatLeavesNothingIsAnError() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try ToolProcess.run(["check", "--exclude", "Fixtures"], in: root)
        expectLines(
            text.stderr,
            """
            codable-check: error: cannot check input 'Fixtures/posts/**/*.json': every file it names is left out by an exclude
            codable-check: error: cannot check input 'Fixtures/page.json': every file it names is left out by an exclude
            0 inputs, 0 valid, 0 invalid, 0 errors, 2 checks not run

            """)
        #expect(text.status == 2)
        // One check of two left empty is left out (`--verbose` says so); the other runs.
        let one = try ToolProcess.run(["check", "--exclude", "posts", "--verbose"], in: root)
        #expect(one.stderr.contains("codable-check: note: left out 'Fixtures/posts/**/*.json': every file it names is excluded\n"))
        #expect(one.stderr.contains("Fixtures/page.json: ok\n"), "\(one.stderr)")
        #expect(one.stderr.hasSuffix("\n1 input, 1 valid, 0 invalid, 0 errors\n"), "\(one.stderr)")
        #expect(one.status == 0)
        for format in ["json", "junit", "sarif", "github"] {
            let outcome = try ToolProcess.run(["check", "--exclude", "Fixtures", "--format", format], in: root)
            #expect(outcome.status == 2, "\(format)")
            #expect(outcome.stdout.contains("left out by an exclude"), "\(format): \(outcome.stdout)")
        }
        // `decode` says it the same way, for a file, a folder and a pattern left empty; an input
        // left empty beside one that is not is left out.
        for input in ["Fixtures/page.json", "Fixtures/posts", "Fixtures/posts/*.json"] {
            let decode = try ToolProcess.run(
                ["decode", input, "--type", "Post", "--schema", "Sources", "--exclude", "Fixtures"], in: root)
            #expect(
                decode
                    == .init(
                        stdout: "",
                        stderr: "codable-check: error: cannot check input '\(input)': every file it names is left out by an exclude\n",
                        status: 2))
        }
        let rest = try ToolProcess.run(
            [
                "decode", "Fixtures/posts", "Fixtures/posts/2024/*.json", "--type", "Post", "--schema", "Sources", "--key-strategy",
                "snake-case", "--date-strategy", "iso8601", "--exclude", "2024", "--exclude", "broken", "--exclude", "*.xcassets",
            ], in: root)
        #expect(rest == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
    }

    /// The JSON report's summary holds every count the text summary has: inputs not read and
    /// checks not run (present when not zero, as the text says them).
    @Test func theJSONSummaryCountsInputsNotReadAndChecksNotRun() throws {
        let file = """
            {
              "version": 1,
              "schema": ["Sources/Feed/Models"],
              "decoder": {"key-strategy": "snake-case", "date-strategy": "iso8601"},
              "checks": [
                {"inputs": ["Fixtures/posts/post-1.json", "Fixtures/posts/broken", "Fixtures/posts/missing.json"], "type": "Post"},
                {"inputs": ["Fixtures/page.json"], "type": null}
              ]
            }

            """
        let root = try app(projectFile: file)
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try ToolProcess.run(["check", "--quiet"], in: root)
        #expect(text.stderr.hasSuffix("2 inputs, 1 valid, 1 invalid, 1 error, 1 input not read, 1 check not run\n"), "\(text.stderr)")
        let json = try ToolProcess.run(["check", "--format", "json"], in: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["inputs"] == 2 && summary["valid"] == 1 && summary["invalid"] == 1, "\(summary)")
        #expect(summary["unreadInputs"] == 1, "\(summary)")
        #expect(summary["checksNotRun"] == 1, "\(summary)")
        // A run that read every input and ran every check has neither.
        let cleanRoot = try app()
        defer { try? FileManager.default.removeItem(at: cleanRoot) }
        let clean = try ToolProcess.run(["check", "--format", "json"], in: cleanRoot)
        let cleanSummary = try #require(
            (try JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Int])
        #expect(
            cleanSummary["inputs"] == 3 && cleanSummary["unreadInputs"] == nil && cleanSummary["checksNotRun"] == nil, "\(cleanSummary)")
    }

    /// `init` leaves a type it cannot tell as `null` with a `"todo"`: that check says what to
    /// fill in, the others run, and the run ends with status 2.
    @Test func aCheckWithoutATypeSaysWhatToFillIn() throws {
        let file = Self.projectFile.replacingOccurrences(
            of: #""type": "Page"}"#, with: #""type": null, "todo": "the type of the feed's first page"}"#)
        let root = try app(projectFile: file)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try ToolProcess.run(["check"], in: root)
        expectLines(
            outcome.stderr,
            """
            codable-check: error: project file .codable-check.json:7:40: check 2 has no type yet; set "type" to the Swift type its inputs decode as (todo: the type of the feed's first page)
             7 |     {"inputs": ["Fixtures/page.json"], "type": null, "todo": "the type of the feed's first page"}
               |                                        ^
            2 inputs, 2 valid, 0 invalid, 0 errors, 1 check not run

            """)
        #expect(outcome.status == 2)
        // A report read in CI holds it as the run's error, beside the results of the checks that ran.
        let json = try ToolProcess.run(["check", "--format", "json"], in: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((report["results"] as? [Any])?.count == 2)
        let error = try #require(report["error"] as? [String: Any])
        #expect((error["message"] as? String)?.contains("check 2 has no type yet") == true, "\(error)")
        #expect(json.status == 2)
        // GitHub annotates the check's line in the project file.
        let github = try ToolProcess.run(["check", "--format", "github"], in: root)
        #expect(github.stdout.contains("::error file=.codable-check.json,line=7,col=40,"), "\(github.stdout)")
    }

    @Test(arguments: [
        (
            #""decoder": {"key-strategy": "snake-case""#, #""decoder": {"key-stratgy": "snake-case""#,
            """
            codable-check: error: project file .codable-check.json:4:15: unknown key "key-stratgy" in "decoder"; did you mean "key-strategy"?
             4 |   "decoder": {"key-stratgy": "snake-case", "date-strategy": "iso8601"},
               |               ^

            """
        ),
        (
            #""type": "Page"}"#, #""type": "Page", "mdoe": "lossy"}"#,
            """
            codable-check: error: project file .codable-check.json:7:56: unknown key "mdoe" in check 2; did you mean "mode"?
             7 |     {"inputs": ["Fixtures/page.json"], "type": "Page", "mdoe": "lossy"}
               |                                                        ^

            """
        ),
        (
            #""type": "Page"}"#, #""type": "Page", "mode": "loose"}"#,
            """
            codable-check: error: project file .codable-check.json:7:64: "mode": invalid value 'loose' for option '--mode': expected 'strict' or 'lossy'; did you mean 'lossy'?
             7 |     {"inputs": ["Fixtures/page.json"], "type": "Page", "mode": "loose"}
               |                                                                ^

            """
        ),
        (
            #""iso8601""#, #""formatted:""#,
            """
            codable-check: error: project file .codable-check.json:4:45: "date-strategy": missing date format after 'formatted:' in '--date-strategy', as in 'formatted:yyyy-MM-dd'
             4 |   "decoder": {"key-strategy": "snake-case", "date-strategy": "formatted:"},
               |                                             ^

            """
        ),
        (
            #""version": 1,"#, #""version": 2,"#,
            """
            codable-check: error: project file .codable-check.json:2:14: unsupported "version": this codable-check reads version 1
             2 |   "version": 2,
               |              ^

            """
        ),
        (
            #""Page"}"#, #""Page"},"#,
            """
            codable-check: error: project file .codable-check.json:7:55: not valid JSON: trailing comma
             7 |     {"inputs": ["Fixtures/page.json"], "type": "Page"},
               |                                                       ^

            """
        ),
        (
            #""type": "Page"}"#, #""type": "Page""#,
            """
            codable-check: error: project file .codable-check.json:8:3: not valid JSON: unexpected character ']'
             8 |   ]
               |   ^

            """
        ),
    ])
    func aBadProjectFileIsOneErrorAtItsKey(_ replaced: String, _ replacement: String, _ expected: String) throws {
        let file = Self.projectFile.replacingOccurrences(of: replaced, with: replacement)
        #expect(file != Self.projectFile)
        let root = try app(projectFile: file)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try ToolProcess.run(["check"], in: root)
        expectLines(outcome.stderr, expected)
        #expect(outcome.stdout == "")
        #expect(outcome.status == 2)
        // In a report format, the report still holds the error (issue 23 item 5).
        let json = try ToolProcess.run(["check", "--format", "json"], in: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let error = try #require(report["error"] as? [String: Any])
        #expect((error["message"] as? String).map { expected.contains($0) } == true, "\(error)")
        #expect(json.status == 2)
    }

    /// One run of `check` holds a check without `--compile` and one with it that falls back (no
    /// `swiftc` on PATH): each document's annotation, and the closing note, say what happened to
    /// it, not what the first check's options say (issue 27).
    @Test(arguments: [false, true])
    func aCompileFallbackIsSaidForTheCheckThatFellBack(_ compilingCheckFirst: Bool) throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let fixtures = ToolPaths.packageRoot.appendingPathComponent("Fixtures/compile")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Parcels"), to: root.appendingPathComponent("Parcels"))
        for name in ["interpreted.json", "compiled.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("parcels.json"), to: root.appendingPathComponent(name))
        }
        var checks = [
            #"{"inputs": ["interpreted.json"], "type": "[Parcel]"}"#,
            #"{"inputs": ["compiled.json"], "type": "[Parcel]", "compile": true}"#,
        ]
        if compilingCheckFirst { checks.reverse() }
        try #"{"version": 1, "schema": ["Parcels"], "checks": [\#(checks.joined(separator: ", "))]}"#.write(
            to: root.appendingPathComponent(".codable-check.json"), atomically: true, encoding: .utf8)
        let environment = ["PATH": "/nonexistent", "XDG_CACHE_HOME": root.appendingPathComponent("cache").path]
        let github = try ToolProcess.run(["check", "--format", "github"], in: root, environment: environment)
        let annotations = github.stdout.split(separator: "\n").filter { $0.contains("approximated verdict") }
        let interpreted = try #require(annotations.first { $0.contains("::interpreted.json:") }, "\(github.stdout)")
        let compiled = try #require(annotations.first { $0.contains("::compiled.json:") }, "\(github.stdout)")
        #expect(interpreted.hasSuffix("the app's own code may decide otherwise: --compile decodes with it"), "\(interpreted)")
        #expect(
            compiled.hasSuffix(
                "the app's own code may decide otherwise: --compile fell back to the interpreter (the warning above says why)"),
            "\(compiled)")
        let text = try ToolProcess.run(["check"], in: root, environment: environment)
        #expect(text.stderr.contains("decoding '[Parcel]' with the interpreter instead"), "\(text.stderr)")
        #expect(!text.stderr.contains("--compile decodes with it"), "\(text.stderr)")
        #expect(text.stderr.hasSuffix("--compile fell back to the interpreter (the warning above says why)\n"), "\(text.stderr)")
    }
}
