import Testing

@testable import CodableCheckCommand

/// Lines split correctly wherever the chunks end, including inside a CRLF and in lines longer
/// than the buffer.
@Suite struct LineReaderTests {
    /// Serves bytes `size` at a time, as a slow pipe would.
    final class TrickleSource: ByteChunkSource {
        let bytes: [UInt8]
        let size: Int
        var position = 0

        init(_ text: String, size: Int) {
            bytes = Array(text.utf8)
            self.size = size
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            let count = min(size, buffer.count, bytes.count - position)
            for index in 0..<count { buffer[index] = bytes[position + index] }
            position += count
            return count
        }
    }

    func lines(_ text: String, chunk: Int, chunkSize: Int = LineChunker.defaultTargetSize) throws -> [String] {
        var reader = LineReader(source: TrickleSource(text, size: chunk), inputSource: .standardInput, chunkSize: chunkSize)
        defer { reader.close() }
        var found: [String] = []
        try reader.forEachLine { number, line throws(InputError) in
            found.append("\(number):" + String(decoding: line, as: UTF8.self))
            return true
        }
        return found
    }

    @Test(arguments: [1, 2, 3, 7, 64 * 1024])
    func splitsAtEveryChunkSize(_ chunk: Int) throws {
        let text = "{\"a\":1}\r\n\n  \n[2]\n" + String(repeating: "x", count: 200_000) + "\nlast"
        #expect(try lines(text, chunk: chunk) == ["1:{\"a\":1}", "4:[2]", "5:" + String(repeating: "x", count: 200_000), "6:last"])
    }

    /// Chunks cut anywhere (one line each, several, or inside a line longer than a chunk)
    /// number and split the lines as one chunk does.
    @Test(arguments: [1, 5, 16, 100_000])
    func splitsAtEveryChunkCut(_ chunkSize: Int) throws {
        let text = "{\"a\":1}\r\n\n  \n[2]\n" + String(repeating: "x", count: 200_000) + "\n\r\nlast"
        let expected = ["1:{\"a\":1}", "4:[2]", "5:" + String(repeating: "x", count: 200_000), "7:last"]
        #expect(try lines(text, chunk: 3, chunkSize: chunkSize) == expected)
        #expect(try lines(text, chunk: 70_000, chunkSize: chunkSize) == expected)
    }

    /// A pipe a fast writer refills: empty when asked without waiting (each read drains it),
    /// ready when given a moment.
    final class RefillingPipe: ByteChunkSource {
        let trickle: TrickleSource

        init(lines: Int, size: Int) {
            trickle = TrickleSource(String(repeating: "{\"n\":1}\n", count: lines), size: size)
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            try trickle.read(into: buffer)
        }

        func hasBytesReady(waitingUpTo milliseconds: Int32) -> Bool {
            milliseconds > 0 || trickle.position == trickle.bytes.count
        }
    }

    /// The sizes of the chunks `LineChunker` cuts from a refilling pipe.
    func chunkSizes(refillWait: Int32) throws -> [Int] {
        var chunker = LineChunker(
            source: RefillingPipe(lines: 1_000, size: 64), inputSource: .standardInput, targetSize: 2_048, refillWait: refillWait)
        defer { chunker.close() }
        var sizes: [Int] = []
        while let chunk = try chunker.next() { sizes.append(chunk.bytes.count) }
        return sizes
    }

    /// Several threads need chunks large enough to share: given a moment to refill, a fast pipe
    /// is cut at the target size; asked without waiting (one thread), a chunk ends where the pipe
    /// looked empty, as a live stream's lines are checked as they arrive.
    @Test func aRefillingPipeIsCutAtTheTargetSizeOnlyWhenGivenAMoment() throws {
        let waiting = try chunkSizes(refillWait: 1)
        #expect(waiting.dropLast().allSatisfy { $0 >= 2_048 })
        #expect(waiting.reduce(0, +) == 8_000)
        let eager = try chunkSizes(refillWait: 0)
        #expect(eager.allSatisfy { $0 <= 64 })
        #expect(eager.reduce(0, +) == 8_000)
    }

    @Test func emptyStreamHasNoLines() throws {
        #expect(try lines("", chunk: 5) == [])
        #expect(try lines("\n\n", chunk: 5) == [])
    }

    @Test func stopsWhenTold() throws {
        var reader = LineReader(source: TrickleSource("1\n2\n3\n", size: 100), inputSource: .standardInput)
        defer { reader.close() }
        var seen: [Int] = []
        try reader.forEachLine { number, _ throws(InputError) in
            seen.append(number)
            return number < 2
        }
        #expect(seen == [1, 2])
    }
}
