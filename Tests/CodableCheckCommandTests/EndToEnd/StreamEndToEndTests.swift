import CodableCheckTestSupport
import Foundation
import Testing

/// Many inputs, folders and JSON Lines streams through the built executable.
@Suite struct StreamEndToEndTests {
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments, stdin: stdin, in: ToolPaths.cliFixtures, environment: environment)
    }

    static let book = ["--type", "Book", "--schema", "Models"]

    @Test func jsonLinesFileReportsEachLineAtItsLineNumber() throws {
        let outcome = try run(["decode", "stream/books.jsonl"] + Self.book + ["--quiet"])
        #expect(outcome == .init(stdout: "", stderr: "5 documents, 2 valid, 3 invalid, 3 errors\n", status: 1))
        let json = try run(["decode", "stream/books.jsonl", "--format", "json"] + Self.book)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let results = report["results"] as! [[String: Any]]
        #expect(results.map { $0["line"] as? Int } == [1, 3, 5, 6, 7])
        #expect(results.map { $0["ok"] as? Bool } == [true, false, true, false, false])
        let errors = results[1]["errors"] as! [[String: Any]]
        #expect(errors.first?["line"] as? Int == 3)
        #expect(errors.first?["column"] as? Int == 28)
    }

    @Test func linesOnStandardInputSkipBlankLinesAndAcceptCRLF() throws {
        let stdin = "{\"title\": \"A\", \"pages\": 1, \"tags\": []}\r\n\n  \n{\"title\": 2, \"pages\": 1, \"tags\": []}\r\n"
        let outcome = try run(["decode", "--lines", "-"] + Self.book, stdin: stdin)
        let expected = """
            <stdin>:4:11: error: typeMismatch at title: expected String, found number 2
             4 | {"title": 2, "pages": 1, "tags": []}
               |           ^
              = note: JSONDecoder says: Expected to decode String but found number instead.
            2 documents, 1 valid, 1 invalid, 1 error

            """
        expectLines(outcome.stderr, expected)
        #expect(outcome.status == 1)
    }

    @Test func foldersAreSearchedForJSONAndJSONLines() throws {
        let outcome = try run(["decode", "folder", "--format", "github"] + Self.book)
        let expected = """
            ::error file=folder/nested/broken.json,line=3,col=12,title=typeMismatch at pages::expected Int, found string "412"%0AJSONDecoder says: Expected to decode Int but found a string instead.
            ::error file=folder/nested/broken.json,line=6,col=34,title=typeMismatch at tags[1].color::expected String, found number 3%0AJSONDecoder says: Expected to decode String but found number instead.
            ::error file=folder/nested/broken.json,line=7,col=5,title=keyNotFound at tags[2].name::key "name" not found (required by Book.Tag.name)%0AJSONDecoder says: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
            ::error file=folder/nested/more.ndjson,line=2,col=25,title=dataCorrupted at pages::number 2.5 is not an integer%0AJSONDecoder reports this as "The given data was not valid JSON." with an empty coding path
            4 documents, 2 valid, 2 invalid, 4 errors

            """
        expectLines(outcome.stdout, expected)
        #expect(outcome.status == 1)
    }

    @Test func filesAndStandardInputInOneRunInInputOrder() throws {
        let outcome = try run(
            ["decode", "book-valid.json", "-", "book-invalid.json", "--quiet", "--format", "json"] + Self.book,
            stdin: #"{"title": "X", "pages": 1, "tags": []}"#)
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as! [String: Any]
        let inputs = (report["results"] as! [[String: Any]]).map { $0["input"] as! String }
        #expect(inputs == ["book-valid.json", "<stdin>", "book-invalid.json"])
        #expect(outcome.status == 1)
    }

    /// Parallel checking must not change a byte of the output.
    @Test func jobsKeepInputOrder() throws {
        let inputs = Array(repeating: ["book-invalid.json", "book-valid.json", "book-unicode.json", "book-malformed.json"], count: 8)
            .flatMap { $0 }
        let serial = try run(["decode"] + inputs + Self.book + ["--jobs", "1"])
        let parallel = try run(["decode"] + inputs + Self.book + ["--jobs", "4"])
        #expect(serial.status == 1)
        #expect(parallel == serial)
        #expect(serial.stderr.hasSuffix("32 inputs, 8 valid, 24 invalid, 40 errors\n"))
    }

    /// A folder of many small files, checked in batches on several threads (`OrderedParallelMap`):
    /// every report and summary byte for byte what one thread writes, with `--fail-fast` too.
    @Test func aFolderOfManyFilesGivesTheSameOutputOnAnyNumberOfJobs() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = try ["book-valid.json", "book-invalid.json", "book-unicode.json", "book-malformed.json"].map {
            try Data(contentsOf: ToolPaths.cliFixtures.appendingPathComponent($0))
        }
        // 401 files in two subfolders: batches of several files each, the last one shorter.
        for number in 0..<401 {
            let subfolder = folder.appendingPathComponent(number % 3 == 0 ? "archive" : "current")
            try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
            try samples[number % 7 == 3 ? 1 : number % 50 == 7 ? 3 : number % 2 == 0 ? 0 : 2].write(
                to: subfolder.appendingPathComponent(String(format: "book-%04d.json", number)))
        }
        let schema = ["--type", "Book", "--schema", ToolPaths.cliFixtures.appendingPathComponent("Models").path]
        for options in [[], ["--format", "json"], ["--format", "sarif"], ["--fail-fast"], ["--verbose"]] {
            let serial = try ToolProcess.run(["decode", "."] + schema + options + ["--jobs", "1"], in: folder)
            #expect(serial.status == 1)
            for jobs in [2, 3] {
                let parallel = try ToolProcess.run(["decode", "."] + schema + options + ["--jobs", "\(jobs)"], in: folder)
                #expect(parallel == serial, "\(options) --jobs \(jobs)")
            }
        }
        let summary = try ToolProcess.run(["decode", "."] + schema + ["--quiet", "--jobs", "2"], in: folder)
        #expect(summary.stderr.hasPrefix("401 inputs, "))
    }

    @Test func failFastStopsAtTheFirstInvalidDocument() throws {
        let outcome = try run(["decode", "book-valid.json", "book-invalid.json", "book-valid.json", "--fail-fast", "--quiet"] + Self.book)
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr: "2 inputs, 1 valid, 1 invalid, 3 errors; stopped at the first invalid document (--fail-fast)\n", status: 1))
        let lines = try run(["decode", "stream/books.jsonl", "--fail-fast", "--format", "github"] + Self.book)
        #expect(lines.stdout.split(separator: "\n").count == 2)
        #expect(lines.stdout.hasSuffix("2 documents, 1 valid, 1 invalid, 1 error; stopped at the first invalid document (--fail-fast)\n"))
        #expect(lines.status == 1)
    }

    @Test func maxErrorsCountsPerDocumentInAStream() throws {
        let line = #"{"title": 1, "pages": "2", "tags": 3}"#
        let outcome = try run(
            ["decode", "--lines", "-", "--max-errors", "1", "--format", "github"] + Self.book, stdin: "\(line)\n\(line)\n")
        let expected = """
            ::error line=1,col=11,title=typeMismatch at title::expected String, found number 1%0AJSONDecoder says: Expected to decode String but found number instead.
            ::error line=1,title=more errors::2 more errors not shown (--max-errors)
            ::error line=2,col=11,title=typeMismatch at title::expected String, found number 1%0AJSONDecoder says: Expected to decode String but found number instead.
            ::error line=2,title=more errors::2 more errors not shown (--max-errors)
            2 documents, 0 valid, 2 invalid, 6 errors

            """
        expectLines(outcome.stdout, expected)
    }

    /// `codable-check decode --lines - --format github | head`: no crash, nothing on stderr.
    @Test func closedPipeEndsQuietly() throws {
        let lines = String(repeating: #"{"title": 1, "pages": 1, "tags": []}"# + "\n", count: 20_000)
        let outcome = try ToolProcess.run(
            ["decode", "--lines", "-", "--format", "github"] + Self.book, stdin: lines, in: ToolPaths.cliFixtures,
            closeStandardOutput: true)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 1)
    }

    /// `tail -f | codable-check decode --lines -`: the verdict for a line is written while the
    /// stream is still open.
    @Test func verdictsAppearAsLinesArrive() throws {
        let process = Process()
        process.executableURL = try ToolProcess.executableURL()
        process.arguments = ["decode", "--lines", "-", "--format", "github"] + Self.book
        process.currentDirectoryURL = ToolPaths.cliFixtures
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data((#"{"title": 1, "pages": 1, "tags": []}"# + "\n").utf8))
        let arrived = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var firstOutput = ""
        DispatchQueue.global().async {
            firstOutput = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            arrived.signal()
        }
        let inTime = arrived.wait(timeout: .now() + HangGuardWait.seconds) == .success
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(inTime, "no verdict while standard input stayed open")
        #expect(firstOutput.hasPrefix("::error line=1,col=11,title=typeMismatch at title::"))
    }

    /// `tail -f log | codable-check decode --lines - --verbose`: text output names every
    /// document, valid ones too, each while the stream is still open and before the next line is
    /// even written.
    @Test func verboseTextGivesEveryVerdictAsItsLineArrives() throws {
        let process = Process()
        process.executableURL = try ToolProcess.executableURL()
        process.arguments = ["decode", "--lines", "-", "--verbose"] + Self.book
        process.currentDirectoryURL = ToolPaths.cliFixtures
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        var seen = ""
        /// Reads standard error until `text` shows up; false after `HangGuardWait.seconds` without it.
        func awaitText(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(HangGuardWait.seconds)
            while !seen.contains(text), Date() < deadline {
                let chunk = DispatchSemaphore(value: 0)
                nonisolated(unsafe) var data = Data()
                DispatchQueue.global().async {
                    data = errors.fileHandleForReading.availableData
                    chunk.signal()
                }
                guard chunk.wait(timeout: .now() + HangGuardWait.seconds) == .success, !data.isEmpty else { return false }
                seen += String(decoding: data, as: UTF8.self)
            }
            return seen.contains(text)
        }
        input.fileHandleForWriting.write(Data((#"{"title": "Dune", "pages": 412, "tags": []}"# + "\n").utf8))
        let firstInTime = awaitText("<stdin>:1: ok\n")
        input.fileHandleForWriting.write(Data((#"{"title": 1, "pages": 1, "tags": []}"# + "\n\n").utf8))
        let secondInTime = awaitText("<stdin>:2:11: error: typeMismatch at title")
        input.fileHandleForWriting.write(Data((#"{"title": "Emma", "pages": 474, "tags": []}"# + "\n").utf8))
        let thirdInTime = awaitText("<stdin>:4: ok\n")
        try input.fileHandleForWriting.close()
        seen += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(firstInTime && secondInTime && thirdInTime, "a verdict did not come while the stream was open: \(seen)")
        #expect(seen.hasSuffix("3 documents, 2 valid, 1 invalid, 1 error\n"))
        #expect(process.terminationStatus == 1)
    }

    @Test func verboseNamesValidFilesAndQuietWinsOverIt() throws {
        let verbose = try run(["decode", "book-valid.json", "--verbose"] + Self.book)
        expectLines(
            verbose.stderr,
            """
            codable-check: note: reading declarations from 'Models' (given with --schema): 1 .swift file
            codable-check: note: 'Book' is declared in Models/Book.swift:4:8
            book-valid.json: ok
            1 input, 1 valid, 0 invalid, 0 errors

            """)
        let quiet = try run(["decode", "book-valid.json", "--verbose", "--quiet"] + Self.book)
        #expect(!quiet.stderr.contains(": ok"))
        let plain = try run(["decode", "--lines", "-"] + Self.book, stdin: #"{"title": "A", "pages": 1, "tags": []}"# + "\n")
        #expect(plain.stderr == "1 document, 1 valid, 0 invalid, 0 errors\n")
    }

    @Test func noProgressLineWhenStandardErrorIsNotATerminal() throws {
        let lines = String(repeating: #"{"title": "A", "pages": 1, "tags": []}"# + "\n", count: 3)
        let outcome = try run(["decode", "--lines", "-"] + Self.book, stdin: lines)
        #expect(outcome.stderr == "3 documents, 3 valid, 0 invalid, 0 errors\n")
    }

    @Test func aFolderWithoutJSONIsAnInputError() throws {
        let outcome = try run(["decode", "Models"] + Self.book)
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr: "codable-check: error: cannot read input 'Models': it is a folder without .json, .jsonl or .ndjson files\n",
                    status: 2))
    }

    /// Bounded memory on a stream: 40 MB of JSON Lines through standard input must not be held
    /// at once. The tool's own baseline is about 20 MiB; keeping the input (let alone its tape)
    /// would add at least 40 MiB more, so 40 MiB is a bound that fails if the stream is buffered.
    /// The 200 MB run on ordinary documents is `make stream-check` (too slow for a debug build).
    @Test func streamRunsInBoundedMemory() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stream = directory.appendingPathComponent("long.jsonl")
        let title = String(repeating: "x", count: 100_000)
        var text = ""
        for index in 0..<400 {
            text += #"{"title": "\#(title)", "pages": \#(index), "tags": []}"# + "\n"
        }
        try text.write(to: stream, atomically: true, encoding: .utf8)
        let measurement = try PeakMemory.measure(
            [try ToolProcess.executableURL().path, "decode", "--lines", "-", "--quiet"] + Self.book,
            standardInput: stream.path, in: ToolPaths.cliFixtures)
        #expect(measurement.stderr == "400 documents, 400 valid, 0 invalid, 0 errors\n")
        #expect(measurement.peakKiB < 40 * 1024, "peak RSS \(measurement.peakKiB) KiB for a 40 MB stream")
    }
}

/// The progress line, on a real terminal (`script` gives the tool a pseudo-terminal).
@Suite struct ProgressEndToEndTests {
    func runOnATerminal(environment: [String: String]) throws -> String {
        let tool = try ToolProcess.executableURL().path
        let lines = String(repeating: #"{"title": "A", "pages": 1, "tags": []}"# + "\n", count: 300)
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stream = directory.appendingPathComponent("s.jsonl")
        try lines.write(to: stream, atomically: true, encoding: .utf8)
        let command = "'\(tool)' decode --lines - --type Book --schema Models < '\(stream.path)'"
        var base = ["CODABLE_CHECK_PROGRESS_DELAY": "0"]
        base.merge(environment) { _, new in new }
        return try ToolProcess.run(
            ["-qec", command, "/dev/null"], in: ToolPaths.cliFixtures, environment: base,
            executable: URL(fileURLWithPath: "/usr/bin/script")
        ).stdout
    }

    @Test func shownOnATerminalThenErased() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let output = try runOnATerminal(environment: [:])
        #expect(output.contains("\r\u{1B}[Kcodable-check: 1 document checked, 0 invalid"))
        #expect(output.hasSuffix("\r\u{1B}[K300 documents, 300 valid, 0 invalid, 0 errors\r\n"))
    }

    @Test(arguments: [["CI": "true"], ["TERM": "dumb"]])
    func hiddenInCI(_ environment: [String: String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let output = try runOnATerminal(environment: environment)
        #expect(output == "300 documents, 300 valid, 0 invalid, 0 errors\r\n")
    }
}
