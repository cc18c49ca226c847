#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a byte stream into lines for `--lines`, holding only the current chunk and the line
/// being completed: memory stays bounded by the longest line, however long the stream.
///
/// Line breaks are `\n` (a `\r` before it is dropped, for CRLF files). Lines are numbered from 1
/// as an editor numbers them; blank lines (spaces and tabs only) are counted and skipped.
struct LineReader {
    /// Bytes asked for per `read(2)`.
    static let chunkSize = 64 * 1024

    private let source: any ByteChunkSource
    /// Named in read errors.
    private let inputSource: InputSource
    private var buffer: UnsafeMutableRawBufferPointer
    /// Unconsumed bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var isAtEnd = false
    private var lineNumber = 0

    init(source: any ByteChunkSource, inputSource: InputSource) {
        self.source = source
        self.inputSource = inputSource
        buffer = .allocate(byteCount: Self.chunkSize, alignment: 1)
    }

    /// Frees the buffer; the reader is unusable afterwards.
    mutating func close() {
        buffer.deallocate()
        buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    }

    /// Calls `body` with each non-blank line's number and bytes (valid only during the call)
    /// until the stream ends or `body` returns `false`.
    mutating func forEachLine(_ body: (Int, UnsafeBufferPointer<UInt8>) throws(InputError) -> Bool) throws(InputError) {
        while let (number, range) = try nextLine() {
            let line = UnsafeBufferPointer(
                start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + range.lowerBound, count: range.count)
            if Self.isBlank(line) { continue }
            guard try body(number, line) else { return }
        }
    }

    /// The next line's number and its byte range in `buffer` (without the line break).
    private mutating func nextLine() throws(InputError) -> (Int, Range<Int>)? {
        var searchFrom = start
        while true {
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            if searchFrom < end, let found = memchr(base + searchFrom, 0x0A, end - searchFrom) {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let lineStart = start
                start = newline + 1
                lineNumber += 1
                var lineEnd = newline
                if lineEnd > lineStart, base[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                return (lineNumber, lineStart..<lineEnd)
            }
            if isAtEnd {
                guard start < end else { return nil }
                let lineStart = start
                start = end
                lineNumber += 1
                var lineEnd = end
                if base[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                return (lineNumber, lineStart..<lineEnd)
            }
            searchFrom = end - start
            try refill()
        }
    }

    /// Moves the partial line to the front, grows the buffer only if the line fills it, and reads
    /// one more chunk.
    private mutating func refill() throws(InputError) {
        let pending = end - start
        if start > 0 {
            if pending > 0 { buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + start, byteCount: pending) }
            start = 0
            end = pending
        }
        // One line is one document: past the reader's limit it cannot be checked, so stop
        // before memory runs out.
        if pending > FileReader.maximumDocumentSize { throw InputError(source: inputSource, reason: .tooLarge) }
        if buffer.count - end < Self.chunkSize / 2 {
            let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 1)
            grown.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: end)
            buffer.deallocate()
            buffer = grown
        }
        let count: Int
        do {
            count = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[end...]))
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(source: inputSource, reason: .system(String(describing: error)))
        }
        if count == 0 { isAtEnd = true } else { end += count }
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}
