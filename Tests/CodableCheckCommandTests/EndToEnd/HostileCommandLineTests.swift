import Foundation
import Testing

#if canImport(Glibc)
import Glibc
import CodableCheckTestSupport
#endif

/// The built executable against hostile surroundings (issue 7): inputs that are folders, FIFOs,
/// empty, unreadable or gone by the time they are read, a closed standard input or output, and
/// hostile JSON. Each gets one clear line and the documented exit status, never a crash or hang.
/// Each test works in a folder of its own, so they run in parallel.
@Suite struct HostileCommandLineTests {
    /// A temporary folder with `Box.swift` (`struct Box: Codable { var x: Int }`) and `box.json`.
    private func workspace() throws -> URL {
        let folder = try ToolProcess.temporaryDirectory()
        try "struct Box: Codable { var x: Int }\n".write(to: folder.appendingPathComponent("Box.swift"), atomically: false, encoding: .utf8)
        try #"{"x": 1}"#.write(to: folder.appendingPathComponent("box.json"), atomically: false, encoding: .utf8)
        return folder
    }

    /// The summary of `box.json` checked beside an input that was not.
    private static let oneValidOneNotRead = "1 input, 1 valid, 0 invalid, 0 errors, 1 input not read\n"

    private func decode(_ inputs: [String], in folder: URL, stdin: String? = nil, extra: [String] = []) throws -> ToolProcess.Outcome {
        try ToolProcess.run(["decode"] + inputs + ["--type", "Box", "--schema", "Box.swift"] + extra, stdin: stdin, in: folder)
    }

    /// Opens the FIFO at `path` for writing on another thread (this blocks until the tool opens
    /// it for reading), runs `beforeWriting`, writes `text` and closes.
    private func feed(fifo path: String, _ text: String, beforeWriting: @escaping @Sendable () -> Void = {}) {
        DispatchQueue.global().async {
            let descriptor = open(path, O_WRONLY)
            beforeWriting()
            _ = text.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
        }
    }

    @Test(.hangGuard) func directoryInput() throws {
        let folder = try workspace()
        let outcome = try decode(["Box.swift/..", "box.json"], in: folder)
        // The other input is still checked (issue 23).
        #expect(
            outcome.stderr == "codable-check: error: cannot read input 'Box.swift/..': no such file\n\(Self.oneValidOneNotRead)"
                || outcome.stderr
                    == "codable-check: error: cannot read input 'Box.swift/..': it is a directory; give the JSON files in it\n\(Self.oneValidOneNotRead)"
        )
        #expect(outcome.status == 2)
        // A folder is searched for JSON documents (issue 5); one without any is a usage error.
        let plain = try decode([folder.path, "--quiet"], in: folder)
        #expect(plain == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try decode([empty.path], in: folder)
        #expect(
            none
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: error: cannot read input '\(empty.path)': it is a folder without .json, .jsonl or .ndjson files\n",
                    status: 2))
    }

    @Test(.hangGuard) func fifoInputIsReadLikeAPipe() throws {
        let folder = try workspace()
        let fifo = folder.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        feed(fifo: fifo, #"{"x": 2}"#)
        let outcome = try decode(["fifo.json", "--quiet"], in: folder)
        #expect(outcome == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
    }

    @Test(.hangGuard) func emptyInputs() throws {
        let folder = try workspace()
        try Data().write(to: folder.appendingPathComponent("empty.json"))
        let file = try decode(["empty.json"], in: folder, extra: ["--quiet", "--format", "json"])
        #expect(file.status == 1)
        #expect(file.stdout.contains(#""message" : "the input is empty""#))
        let standardInput = try decode([], in: folder, stdin: "", extra: ["--quiet"])
        #expect(standardInput == .init(stdout: "", stderr: "1 input, 0 valid, 1 invalid, 1 error\n", status: 1))
    }

    /// `chmod 000` stops everyone but root; the tests may run as root, where the file stays
    /// readable, so each case states its own expectation.
    @Test(.hangGuard) func unreadableInput() throws {
        let folder = try workspace()
        let path = folder.appendingPathComponent("locked.json").path
        try #"{"x": 3}"#.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0) == 0)
        let outcome = try decode(["locked.json", "--quiet"], in: folder)
        if geteuid() == 0 {
            #expect(outcome == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
        } else {
            #expect(
                outcome
                    == .init(stdout: "", stderr: "codable-check: error: cannot read input 'locked.json': permission denied\n", status: 2))
        }
    }

    @Test(.hangGuard) func inputThatVanishesMidRun() throws {
        let folder = try workspace()
        let fifo = folder.appendingPathComponent("first.json").path
        let second = folder.appendingPathComponent("second.json").path
        try #"{"x": 4}"#.write(toFile: second, atomically: false, encoding: .utf8)
        #expect(mkfifo(fifo, 0o644) == 0)
        // The tool checks both inputs, then blocks reading the FIFO; the second goes away then.
        // One job, so the second file is not already read in parallel with the first.
        feed(fifo: fifo, #"{"x": 5}"#, beforeWriting: { unlink(second) })
        let outcome = try decode(["first.json", "second.json", "--quiet", "--jobs", "1"], in: folder)
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: error: cannot read input 'second.json': no such file\n1 input, 1 valid, 0 invalid, 0 errors, 1 input not read\n",
                    status: 2))
    }

    /// One missing input among many (issue 23): its error, the others checked and summed up, and
    /// status 2 at the end, since no verdict covers the missing one. In every format the error
    /// line is on standard error and the report on standard output stays whole.
    @Test(.hangGuard) func aMissingInputFailsAloneAndTheOthersAreChecked() throws {
        let folder = try workspace()
        try #"{"x": "one"}"#.write(to: folder.appendingPathComponent("bad.json"), atomically: false, encoding: .utf8)
        let text = try decode(["box.json", "missing.json", "bad.json", "*.yml"], in: folder, extra: ["--quiet"])
        expectLines(
            text.stderr,
            """
            codable-check: error: cannot read input 'missing.json': no such file
            codable-check: error: cannot read input '*.yml': no file matches this pattern
            2 inputs, 1 valid, 1 invalid, 1 error, 2 inputs not read

            """)
        #expect(text.status == 2)
        let json = try decode(["box.json", "missing.json"], in: folder, extra: ["--format", "json"])
        #expect(json.stderr == "codable-check: error: cannot read input 'missing.json': no such file\n")
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((report?["results"] as? [Any])?.count == 1)
        #expect(json.status == 2)
        // Nothing left to check: only the errors, as before.
        let none = try decode(["missing.json", "gone.json"], in: folder)
        #expect(
            none
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: error: cannot read input 'missing.json': no such file\ncodable-check: error: cannot read input 'gone.json': no such file\n",
                    status: 2))
    }

    @Test(.hangGuard) func closedStandardInput() throws {
        let folder = try workspace()
        let tool = try ToolProcess.executableURL().path
        for input in [[], ["-"]] {
            let outcome = try ToolProcess.run(
                ["-c", #"exec "$0" decode "$@" --type Box --schema Box.swift <&-"#, tool] + input, in: folder,
                executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(
                outcome == .init(stdout: "", stderr: "codable-check: error: cannot read standard input: bad file descriptor\n", status: 2))
        }
    }

    @Test(.hangGuard) func closedStandardOutput() throws {
        let folder = try workspace()
        // A reader that goes away while a large value is being printed: EPIPE, a quiet stop.
        let big = #"{"x": 1, "padding": ""# + String(repeating: "p", count: 1_000_000) + #""}"#
        try big.write(to: folder.appendingPathComponent("big.json"), atomically: false, encoding: .utf8)
        let piped = try ToolProcess.run(
            ["decode", "big.json", "big.json", "--type", "Box", "--schema", "Box.swift", "--print"], in: folder,
            closeStandardOutput: true)
        #expect(piped == .init(stdout: "", stderr: "2 inputs, 2 valid, 0 invalid, 0 errors\n", status: 0))
        // No standard output at all (`>&-`, EBADF): the values asked for are lost, so the run
        // says so and fails with status 2, in every format that writes to standard output.
        let tool = try ToolProcess.executableURL().path
        let closed = try ToolProcess.run(
            ["-c", #"exec "$0" decode box.json --type Box --schema Box.swift --print >&-"#, tool], in: folder,
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(
            closed
                == .init(
                    stdout: "",
                    stderr:
                        "1 input, 1 valid, 0 invalid, 0 errors\ncodable-check: error: cannot write to standard output: bad file descriptor\n",
                    status: 2))
        let report = try ToolProcess.run(
            ["-c", #"exec "$0" decode box.json --type Box --schema Box.swift --format json >&-"#, tool], in: folder,
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(
            report == .init(stdout: "", stderr: "codable-check: error: cannot write to standard output: bad file descriptor\n", status: 2))
        // Nothing asked of standard output: nothing lost.
        let quiet = try ToolProcess.run(
            ["-c", #"exec "$0" decode box.json --type Box --schema Box.swift >&-"#, tool], in: folder,
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(quiet == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
        // A full disk is said the same way.
        if FileManager.default.isWritableFile(atPath: "/dev/full") {
            let full = try ToolProcess.run(
                ["-c", #"exec "$0" decode box.json --type Box --schema Box.swift --print >/dev/full"#, tool], in: folder,
                executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(full.status == 2)
            #expect(full.stderr.hasSuffix("codable-check: error: cannot write to standard output: no space left on device\n"))
        }
    }

    /// A document past the reader's 4 GiB limit cannot be checked, which does not make it invalid:
    /// exit 2 with a clear line, decided from the size before reading (the file here is sparse,
    /// so the test costs no disk or memory).
    @Test(.hangGuard) func documentLargerThan4GiBCannotBeChecked() throws {
        let folder = try workspace()
        let huge = folder.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("[".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 32)
        try handle.close()
        let message = "the document is larger than 4 GiB, the most codable-check can check"
        let named = try decode(["box.json", "huge.json", "--jobs", "1"], in: folder)
        #expect(
            named
                == .init(
                    stdout: "", stderr: "codable-check: error: cannot check input 'huge.json': \(message)\n\(Self.oneValidOneNotRead)",
                    status: 2))
        let tool = try ToolProcess.executableURL().path
        let redirected = try ToolProcess.run(
            ["-c", #"exec "$0" decode --type Box --schema Box.swift < huge.json"#, tool], in: folder,
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(redirected == .init(stdout: "", stderr: "codable-check: error: cannot check standard input: \(message)\n", status: 2))
    }

    /// `Int` followed by 10,000 `?` (Swift compiles it): one clear line per place, exit 2, no crash.
    @Test(.hangGuard) func optionalNestedTenThousandDeep() throws {
        let folder = try workspace()
        try "struct Deep: Codable { var x: Int\(String(repeating: "?", count: 10_000)) }\n".write(
            to: folder.appendingPathComponent("Deep.swift"), atomically: false, encoding: .utf8)
        let outcome = try ToolProcess.run(["decode", "box.json", "--type", "Deep", "--schema", "Deep.swift"], in: folder)
        let reason = "nests more than 64 levels deep (each '?', '!', '[' and generic argument is a level), more than codable-check reads"
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr: "codable-check: error: cannot decode 'Deep': 1 error in its declarations\n"
                        + "Deep.swift:1:28: error: the type of property 'x' of 'Deep' \(reason), so 'Deep' cannot be checked\n",
                    status: 2))
    }

    /// A reader that goes away (`| head`, EPIPE) is no error: the run stops quietly.
    @Test(.hangGuard) func brokenPipeStaysQuiet() throws {
        let folder = try workspace()
        let tool = try ToolProcess.executableURL().path
        let lines = String(repeating: #"{"x": 1}"# + "\n", count: 20_000)
        try lines.write(to: folder.appendingPathComponent("many.jsonl"), atomically: false, encoding: .utf8)
        let outcome = try ToolProcess.run(
            ["-c", #"set -o pipefail; "$0" decode many.jsonl --type Box --schema Box.swift --print | head -1"#, tool], in: folder,
            executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(outcome.stdout == #"{"x":1}"# + "\n")
        // Diagnostics still reach standard error, so every document is checked and counted.
        #expect(outcome.stderr == "20000 documents, 20000 valid, 0 invalid, 0 errors\n")
        #expect(outcome.status == 0)
    }

    struct HostileDocument: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var status: Int32
        var firstLine: String
        var testDescription: String { name }
    }

    static let documents: [HostileDocument] = [
        .init(
            name: "1,000,000 nested arrays", bytes: Array(String(repeating: "[", count: 1_000_000).utf8), status: 1,
            firstLine: "doc.json:1:513: error: dataCorrupted: nesting deeper than 512"),
        .init(
            name: "1,000,000 nested objects", bytes: Array(String(repeating: #"{"a":"#, count: 1_000_000).utf8), status: 1,
            firstLine: "doc.json:1:2561: error: dataCorrupted: nesting deeper than 512"),
        .init(
            name: "invalid UTF-8 in a key", bytes: Array(#"{"x": 1, "k"#.utf8) + [0xC0, 0x80] + Array(#"": 2}"#.utf8),
            status: 1, firstLine: "doc.json:1:10: error: dataCorrupted at <root>: invalid UTF-8 in key"),
        .init(
            name: "NUL after the document", bytes: Array(#"{"x": 1}"#.utf8) + [0], status: 1,
            firstLine: "doc.json:1:9: error: dataCorrupted: unexpected content after the top-level value"),
        .init(
            name: "UTF-16 LE", bytes: Array(#"{"x": 7}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, status: 0,
            firstLine: "1 input, 1 valid, 0 invalid, 0 errors"),
        .init(
            name: "UTF-32 BE with a BOM", bytes: [0, 0, 0xFE, 0xFF] + #"{"x": 7}"#.unicodeScalars.flatMap { [0, 0, 0, UInt8($0.value)] },
            status: 0, firstLine: "1 input, 1 valid, 0 invalid, 0 errors"),
    ]

    @Test(.hangGuard, arguments: documents)
    func hostileDocument(_ document: HostileDocument) throws {
        let folder = try workspace()
        try Data(document.bytes).write(to: folder.appendingPathComponent("doc.json"))
        let outcome = try decode(["doc.json"], in: folder)
        #expect(outcome.status == document.status)
        #expect(outcome.stderr.split(separator: "\n").first.map(String.init) == document.firstLine)
    }

    @Test(.hangGuard) func schemaFolderWithLinkLoopsAndNonSwiftFiles() throws {
        let folder = try workspace()
        let models = folder.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: models.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Box.swift"), to: models.appendingPathComponent("a/Box.swift"))
        for (link, target) in [("self", "."), ("a/up", ".."), ("a/b/top", "../.."), ("loop", "loop"), ("Gone.swift", "nowhere")] {
            try FileManager.default.createSymbolicLink(atPath: models.appendingPathComponent(link).path, withDestinationPath: target)
        }
        try Data([0xFF, 0x00, 0xFE]).write(to: models.appendingPathComponent("notes.txt"))
        #expect(mkfifo(models.appendingPathComponent("Fifo.swift").path, 0o644) == 0)
        let outcome = try ToolProcess.run(["decode", "box.json", "--type", "Box", "--schema", "Models", "--quiet"], in: folder)
        #expect(outcome == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
    }
}
