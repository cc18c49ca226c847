import Foundation
import Testing

/// The composite GitHub Action (`action.yml`, issue 23 item 6), run as the runner runs it: a
/// small runner in Python reads the action with PyYAML, evaluates the `${{ }}` expressions the
/// action uses (inputs with their defaults, `github.action_path`, step outputs) and refuses any
/// other, runs each `run:` step with `bash --noprofile --norc -eo pipefail` (the runner's bash)
/// in the workspace with the `GITHUB_*` and `RUNNER_*` variables set, collects `GITHUB_OUTPUT`
/// and `GITHUB_PATH` after each step, and stops at the first failing step. `actions/cache` is
/// the one `uses:` step: the test says whether it hit. `swift` on the path is a stand-in that
/// records its arguments and puts the tool these tests built where `swift build` would.
@Suite struct GitHubActionTests {
    private struct Run: Decodable {
        struct Step: Decodable {
            var name: String
            var status: Int32?
            var stdout: String
            var stderr: String
        }
        var steps: [Step]
        var outputs: [String: String]
        var failed: Bool
    }

    private static let runner = #"""
        import json, os, re, subprocess, sys, tempfile, yaml
        action_path, workspace, inputs_json, cache_hit, base_path = sys.argv[1:6]
        action = yaml.safe_load(open(os.path.join(action_path, "action.yml")))
        assert action["runs"]["using"] == "composite", "not a composite action"
        inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
        for name, value in json.loads(inputs_json).items():
            assert name in inputs, "no input " + name
            inputs[name] = value
        steps, path_entries, results, failed = {}, [], [], False

        def evaluate(text):
            def value(match):
                expression = match.group(1).strip()
                if expression.startswith("inputs."):
                    return inputs[expression[len("inputs."):]]
                if expression == "github.action_path":
                    return action_path
                found = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
                if found:
                    return steps.get(found.group(1), {}).get(found.group(2), "")
                raise SystemExit("an expression the runner here does not evaluate: " + expression)
            return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))

        for step in action["runs"]["steps"]:
            outputs = {}
            if "uses" in step:
                assert step["uses"].startswith("actions/cache@"), "unexpected action " + step["uses"]
                assert evaluate(step["with"]["path"]) == os.path.join(action_path, "bin")
                assert evaluate(step["with"]["key"]).startswith("codable-check-Linux-X64-")
                outputs["cache-hit"] = cache_hit
                results.append({"name": step["name"], "status": None, "stdout": "", "stderr": ""})
            else:
                assert step["shell"] == "bash", step["name"]
                assert "${{" not in step["run"], "values reach the script through env, never spliced in"
                with tempfile.TemporaryDirectory() as scratch:
                    output_file = os.path.join(scratch, "output")
                    path_file = os.path.join(scratch, "path")
                    script = os.path.join(scratch, "step.sh")
                    open(output_file, "w").close()
                    open(path_file, "w").close()
                    open(script, "w").write(step["run"])
                    env = {"HOME": workspace, "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace,
                           "GITHUB_ACTION_PATH": action_path, "GITHUB_OUTPUT": output_file,
                           "GITHUB_PATH": path_file, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
                           "PATH": ":".join(list(reversed(path_entries)) + [base_path])}
                    env.update({name: evaluate(value) for name, value in step.get("env", {}).items()})
                    done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                                          cwd=workspace, env=env, capture_output=True, text=True)
                    for line in open(output_file).read().splitlines():
                        name, _, value = line.partition("=")
                        outputs[name] = value
                    path_entries += open(path_file).read().splitlines()
                results.append({"name": step["name"], "status": done.returncode,
                                "stdout": done.stdout, "stderr": done.stderr})
                failed = done.returncode != 0
            if "id" in step:
                steps[step["id"]] = outputs
            if failed:
                break
        print(json.dumps({"steps": results, "failed": failed,
                          "outputs": {name: evaluate(spec["value"]) for name, spec in action["outputs"].items()}}))
        """#

    /// The action's folder as the runner checks it out (`action.yml`, `Package.swift`,
    /// `Sources/`), a workspace holding the sample app, and a `swift` stand-in.
    private struct Layout {
        var root: URL
        var actionPath: URL { root.appendingPathComponent("action") }
        var workspace: URL { root.appendingPathComponent("workspace") }
        var fakeBin: URL { root.appendingPathComponent("bin") }
        var swiftCalls: URL { root.appendingPathComponent("swift-calls.txt") }

        init() throws {
            root = try ToolProcess.temporaryDirectory()
            let manager = FileManager.default
            let package = ToolPaths.packageRoot
            try manager.createDirectory(at: actionPath, withIntermediateDirectories: true)
            for name in ["action.yml", "Package.swift", "Sources"] {
                try manager.copyItem(at: package.appendingPathComponent(name), to: actionPath.appendingPathComponent(name))
            }
            try manager.createDirectory(at: workspace, withIntermediateDirectories: true)
            for name in ["Fixtures", "Sources", ".codable-check.json"] {
                try manager.copyItem(
                    at: package.appendingPathComponent("Fixtures/project/\(name)"), to: workspace.appendingPathComponent(name))
            }
            try manager.createDirectory(at: workspace.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try manager.createDirectory(at: fakeBin, withIntermediateDirectories: true)
            let tool = try ToolProcess.executableURL().path
            let swift = fakeBin.appendingPathComponent("swift")
            try """
            #!/bin/sh
            echo "$(pwd) $*" >> '\(swiftCalls.path)'
            mkdir -p .build/release && ln -sf '\(tool)' .build/release/codable-check

            """.write(to: swift, atomically: false, encoding: .utf8)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        }

        func run(inputs: [String: String], cacheHit: Bool) throws -> Run {
            let encoded = String(decoding: try JSONEncoder().encode(inputs), as: UTF8.self)
            let outcome = try Python.run(
                GitHubActionTests.runner,
                arguments: [
                    actionPath.path, workspace.path, encoded, cacheHit ? "true" : "false", fakeBin.path + ":" + Python.pathWithPython,
                ])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return try JSONDecoder().decode(Run.self, from: Data(outcome.stdout.utf8))
        }

        var swiftCallLines: [String] {
            ((try? String(contentsOf: swiftCalls, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
    }

    /// A first run builds the tool, annotates the broken fixture, writes the SARIF report and
    /// fails the job with the tool's status.
    @Test func aFirstRunBuildsAnnotatesAndWritesSARIF() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        let run = try layout.run(inputs: ["sarif-file": "reports/codable-check.sarif"], cacheHit: false)
        #expect(run.failed)
        #expect(run.steps.map(\.name).last == "Run the project's checks")
        #expect(layout.swiftCallLines == ["\(layout.actionPath.path) build -c release --product codable-check"])
        let check = try #require(run.steps.last)
        #expect(check.status == 1)
        #expect(
            check.stdout.hasPrefix("::error file=Fixtures/trails/archive/old-mill.json,line=4,col=16,title=typeMismatch at lengthKm::"),
            "\(check.stdout)")
        #expect(check.stdout.hasSuffix("5 documents, 4 valid, 1 invalid, 2 errors\n"), "\(check.stdout)")
        let sarifPath = layout.workspace.appendingPathComponent("reports/codable-check.sarif").path
        #expect(run.outputs == ["sarif-file": sarifPath, "exit-status": "1"])
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarifPath))) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 2)
    }

    /// With the build in the cache, `swift` is not called; the inputs reach the tool (more
    /// arguments, no SARIF file asked for), and a clean run passes.
    @Test func aCachedRunReusesTheBuild() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        _ = try layout.run(inputs: [:], cacheHit: false)
        try? FileManager.default.removeItem(at: layout.swiftCalls)
        let run = try layout.run(inputs: ["arguments": "--exclude archive --verbose"], cacheHit: true)
        #expect(!run.failed, "\(run.steps)")
        #expect(layout.swiftCallLines.isEmpty)
        #expect(run.steps.contains { $0.stdout == "codable-check: reusing the cached build\n" })
        let check = try #require(run.steps.last)
        #expect(check.stdout.hasSuffix("4 documents, 4 valid, 0 invalid, 0 errors\n"), "\(check.stdout)")
        #expect(check.stderr.contains("codable-check: note: 'Trail' is declared in"), "--verbose reached the tool: \(check.stderr)")
        #expect(run.outputs == ["sarif-file": "", "exit-status": "0"])
    }

    /// A project file elsewhere and another working folder reach the tool too.
    @Test func theProjectAndWorkingDirectoryInputsAreUsed() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        let run = try layout.run(
            inputs: ["working-directory": "Fixtures", "project": "../.codable-check.json", "arguments": "--exclude archive"],
            cacheHit: false)
        #expect(!run.failed, "\(run.steps)")
        #expect(run.steps.last?.stdout.hasSuffix("4 documents, 4 valid, 0 invalid, 0 errors\n") == true, "\(run.steps)")
    }
}
