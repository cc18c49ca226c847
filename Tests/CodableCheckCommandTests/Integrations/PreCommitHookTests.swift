import Foundation
import Testing

/// The hooks of `.pre-commit-hooks.yaml` (issue 23, item 6), run as pre-commit runs them: the
/// file is read with Python's YAML reader (PyYAML, which pre-commit itself uses), each hook's
/// `files` pattern picks the changed files with `re.search`, and its `entry` is run with them
/// appended when `pass_filenames` is true, in the repository's root. `codable-check` on the
/// entry is the tool these tests built, as pre-commit's `language: swift` puts the package's
/// release build first on `PATH`.
@Suite struct PreCommitHookTests {
    /// What pre-commit would run for each hook, given the changed files: the hook's id, whether
    /// it runs at all (a hook whose pattern matches no changed file is skipped), and its command.
    private struct PlannedHook: Decodable {
        var id: String
        var language: String
        var runs: Bool
        var argv: [String]
    }

    private static let planner = #"""
        import json, re, shlex, sys, yaml
        hooks = yaml.safe_load(open(sys.argv[1]))
        changed = sys.argv[2:]
        planned = []
        for hook in hooks:
            pattern = re.compile(hook.get("files", ""))
            files = [f for f in changed if pattern.search(f)]
            argv = shlex.split(hook["entry"]) + hook.get("args", [])
            if hook.get("pass_filenames", True):
                argv += files
            planned.append({"id": hook["id"], "language": hook["language"],
                            "runs": bool(files) or hook.get("always_run", False), "argv": argv})
        print(json.dumps(planned))
        """#

    private func plan(changed: [String]) throws -> [String: PlannedHook] {
        let hooksFile = ToolPaths.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml").path
        let outcome = try Python.run(Self.planner, arguments: [hooksFile] + changed)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let hooks = try JSONDecoder().decode([PlannedHook].self, from: Data(outcome.stdout.utf8))
        return Dictionary(uniqueKeysWithValues: hooks.map { ($0.id, $0) })
    }

    /// The repository a user commits in: the sample app with its project file, and a `.git`.
    private func repository() throws -> URL {
        let root = try ToolProcess.temporaryDirectory()
        for name in ["Fixtures", "Sources", ".codable-check.json"] {
            try FileManager.default.copyItem(
                at: ToolPaths.packageRoot.appendingPathComponent("Fixtures/project/\(name)"), to: root.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try #"{"name": "trailhead", "private": true}"#.write(
            to: root.appendingPathComponent("package.json"), atomically: false, encoding: .utf8)
        return root
    }

    private func run(_ hook: PlannedHook, in root: URL) throws -> ToolProcess.Outcome {
        #expect(hook.argv.first == "codable-check", "\(hook.argv)")
        return try ToolProcess.run(Array(hook.argv.dropFirst()), in: root)
    }

    @Test func theHooksAreSwiftHooksOfTheCheckCommand() throws {
        let hooks = try plan(changed: [])
        #expect(Set(hooks.keys) == ["codable-check", "codable-check-changed"])
        for hook in hooks.values {
            #expect(hook.language == "swift", "\(hook.id): pre-commit builds a swift hook's package with swift build -c release")
            #expect(hook.argv == ["codable-check", "check"], "\(hook.id)")
        }
    }

    /// `codable-check`: the whole project's checks, once, whenever a fixture, a model or the
    /// project file changes; the files are not passed.
    @Test func theWholeProjectHookRunsEveryCheck() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = try #require(try plan(changed: ["Sources/Trailhead/Models/Trail.swift"])["codable-check"])
        #expect(model.runs)
        #expect(model.argv == ["codable-check", "check"])
        let outcome = try run(model, in: root)
        #expect(outcome.status == 1, "the archive's old-mill.json is broken on purpose")
        #expect(outcome.stderr.hasSuffix("5 documents, 4 valid, 1 invalid, 2 errors\n"), "\(outcome.stderr)")
        #expect(try plan(changed: ["README.md"])["codable-check"]?.runs == false)
    }

    /// `codable-check-changed`: only the changed JSON files, each as the type of the check whose
    /// inputs name it; a JSON file no check names (`package.json`) is left alone.
    @Test func theChangedFilesHookChecksThemAsTheirChecksTypes() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let changed = [
            "Fixtures/trails/lakeshore.json", "Fixtures/trails/archive/old-mill.json", "package.json",
            "Sources/Trailhead/Models/Trail.swift",
        ]
        let hook = try #require(try plan(changed: changed)["codable-check-changed"])
        #expect(
            hook.argv == [
                "codable-check", "check", "Fixtures/trails/lakeshore.json", "Fixtures/trails/archive/old-mill.json", "package.json",
            ])
        let outcome = try run(hook, in: root)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.hasPrefix("Fixtures/trails/archive/old-mill.json:4:16: error: typeMismatch at lengthKm"), "\(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("\n2 inputs, 1 valid, 1 invalid, 2 errors\n"), "\(outcome.stderr)")

        let fine = try #require(try plan(changed: ["Fixtures/trails/lakeshore.json", "package.json"])["codable-check-changed"])
        let fineOutcome = try run(fine, in: root)
        #expect(fineOutcome == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
        // Nothing the project file names: nothing to check, and the commit goes on.
        let none = try #require(try plan(changed: ["package.json"])["codable-check-changed"])
        #expect(
            try run(none, in: root)
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: note: 'package.json' is not an input of any check of .codable-check.json\n0 inputs, 0 valid, 0 invalid, 0 errors\n",
                    status: 0))
    }
}
