import Foundation
import Testing

@testable import CodableCheckCommand

/// `--lines` checked in chunks on several threads writes, byte for byte, what one thread checking
/// the stream whole writes: the same verdicts at the same line numbers, in the same order, with
/// the same summary and exit status, in every output format, wherever the chunks are cut.
@Suite struct JSONLinesParallelTests {
    /// Runs `decode` in-process on `stream` as standard input (or on what `source` serves), with
    /// chunks of `chunkSize` bytes.
    func run(_ arguments: [String], stream: [UInt8], chunkSize: Int, source: (any ByteChunkSource)? = nil) -> InProcessRun {
        let decode = ["decode", "--lines", "-", "--type", "Book", "--schema", "Models", "--color", "never"]
        return InProcessRun(decode + arguments, in: ToolPaths.cliFixtures.path) { context in
            context.readStandardInput = { stream }
            context.standardInputStream = source ?? BytesChunkSource { stream }
            context.lineChunkSize = chunkSize
        }
    }

    /// Serves bytes `size` at a time, as a slow pipe would, then fails with `failure` if given.
    final class TrickleSource: ByteChunkSource {
        let bytes: [UInt8]
        let size: Int
        let failure: InputError?
        var position = 0

        init(_ bytes: [UInt8], size: Int, failure: InputError? = nil) {
            self.bytes = bytes
            self.size = size
            self.failure = failure
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            let count = min(size, buffer.count, bytes.count - position)
            if count == 0, let failure { throw failure }
            for index in 0..<count { buffer[index] = bytes[position + index] }
            position += count
            return count
        }
    }

    static let valid = #"{"title": "Dune", "pages": 412, "tags": [{"name": "classic", "color": "red"}], "genre": "fiction"}"#
    static let typeMismatch = #"{"title": "Emma", "pages": "474", "tags": []}"#
    static let missingKey = #"{"title": "Beloved", "pages": 324, "tags": [{"name": "prize"}]}"#
    static let trailingComma = #"{"title": "Dune", "first_name": "Frank", "pages": 412, "tags": [{"name": "classic", "color": "red"},],}"#
    static let malformed = #"{"title": "#
    static let manyErrors = #"{"title": 1, "pages": "2", "tags": [{"name": 3, "color": 4}], "genre": "comedy"}"#

    /// Errors, warnings (a trailing comma, an unknown key), blank and whitespace-only lines, CRLF
    /// line breaks, malformed JSON, invalid UTF-8, a line longer than any chunk the tests cut, and
    /// a last line without a line break.
    static let stream: [UInt8] = {
        let longTitle = String(repeating: "long title ", count: 200)
        let long = #"{"title": ""# + longTitle + #"", "pages": "many", "tags": []}"#
        var lines: [String] = []
        for round in 0..<12 {
            lines += [valid, typeMismatch, "", valid + "\r", "  \t", missingKey, trailingComma]
            if round % 3 == 0 { lines += [malformed, manyErrors, "\r", long] }
            if round % 4 == 1 { lines.append(valid) }
        }
        var bytes = Array(lines.joined(separator: "\n").utf8) + Array("\n".utf8)
        // Invalid UTF-8 inside a string: JSONDecoder refuses the document.
        bytes += Array(#"{"title": "Caf"#.utf8) + [0xE9] + Array(#"", "pages": 1, "tags": []}"#.utf8) + [0x0A]
        bytes += Array((valid + "\n" + typeMismatch).utf8)
        return bytes
    }()

    static let formats: [[String]] = [
        [], ["--verbose"], ["--format", "json"], ["--format", "sarif"], ["--format", "junit"], ["--format", "github"],
        ["--unknown-keys", "warn", "--print"], ["--fail-fast"], ["--max-errors", "1"], ["--fail-fast", "--format", "json"],
        ["--json-strict", "--max-errors", "2", "--format", "json"],
    ]

    @Test(arguments: formats)
    func chunksOnThreadsWriteWhatOneThreadWrites(_ options: [String]) {
        // One chunk, one thread: the reference.
        let whole = run(options + ["--jobs", "1"], stream: Self.stream, chunkSize: 1 << 20)
        #expect(whole.status == 1)
        #expect(!whole.stdout.isEmpty || !whole.stderr.isEmpty)
        for (jobs, chunkSize) in [(1, 97), (2, 64), (2, 1000), (3, 1), (8, 256)] {
            let chunked = run(options + ["--jobs", "\(jobs)"], stream: Self.stream, chunkSize: chunkSize)
            #expect(chunked == whole, "--jobs \(jobs), chunks of \(chunkSize) bytes")
        }
    }

    @Test func aPipeServingFewBytesAtATimeGivesTheSameReport() {
        let whole = run(["--format", "json"], stream: Self.stream, chunkSize: 1 << 20)
        for trickle in [1, 7, 4096] {
            let piped = run(
                ["--format", "json", "--jobs", "4"], stream: Self.stream, chunkSize: 512, source: TrickleSource(Self.stream, size: trickle))
            #expect(piped == whole, "\(trickle) bytes per read")
        }
    }

    @Test func theReportSaysWhatOneThreadReads() throws {
        let report = run(["--format", "json", "--jobs", "3"], stream: Self.stream, chunkSize: 200)
        let object = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as! [String: Any]
        let results = object["results"] as! [[String: Any]]
        // The first round: valid at 1, typeMismatch at 2, blank 3, valid (CRLF) 4, blank 5, ...
        #expect(results.prefix(5).map { $0["line"] as? Int } == [1, 2, 4, 6, 7])
        #expect(results.prefix(5).map { $0["ok"] as? Bool } == [true, false, true, false, true])
        let lineCount = Self.stream.split(separator: 0x0A, omittingEmptySubsequences: false).count
        #expect(results.last?["line"] as? Int == lineCount)
        let mismatch = (results[1]["errors"] as! [[String: Any]])[0]
        #expect(mismatch["line"] as? Int == 2)
    }

    @Test func aReadErrorIsReportedAfterEveryLineBeforeIt() {
        let failure = InputError(source: .standardInput, reason: .system("input/output error"))
        let serial = run(
            ["--format", "json", "--jobs", "1"], stream: [], chunkSize: 1 << 20,
            source: TrickleSource(Self.stream, size: 999, failure: failure))
        let parallel = run(
            ["--format", "json", "--jobs", "4"], stream: [], chunkSize: 300, source: TrickleSource(Self.stream, size: 999, failure: failure)
        )
        #expect(serial.status == 2)
        #expect(serial.stderr.contains("input/output error"))
        #expect(parallel == serial)
    }
}
