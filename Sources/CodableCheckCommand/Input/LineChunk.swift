#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole lines of a JSON Lines stream, cut from it at line breaks (`LineChunker`): the piece of
/// work one thread checks while others check the pieces before and after it. It owns its bytes,
/// freed when the last reference goes, so it can be handed to another thread.
///
/// Lines are numbered from 1 within the chunk; the stream's numbers are the chunk's plus the
/// lines of the chunks before it, which only the thread reporting in order knows
/// (`firstLineNumber`), so no thread counts the lines of a chunk it does not check.
final class LineChunk: @unchecked Sendable {
    private let storage: UnsafeMutableRawBufferPointer
    /// The chunk's bytes: whole lines, each ending with `\n` except, at the end of the stream,
    /// the last.
    let bytes: UnsafeBufferPointer<UInt8>

    /// Takes over `storage` (allocated), whose first `count` bytes are the chunk.
    init(adopting storage: UnsafeMutableRawBufferPointer, count: Int) {
        self.storage = storage
        bytes = UnsafeBufferPointer(start: storage.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count)
    }

    deinit {
        storage.deallocate()
    }

    /// Calls `body` with each non-blank line's number within the chunk (from 1) and its bytes
    /// without the line break (valid only during the call), until the chunk ends or `body`
    /// returns `false`. Returns how many lines the chunk has (blank ones included: what the next
    /// chunk's numbers start after) when it ran to the end, nil when `body` stopped it.
    ///
    /// Line breaks are `\n` (a `\r` before it is dropped, for CRLF files); blank lines (spaces,
    /// tabs and carriage returns only) are counted and skipped.
    @discardableResult
    func forEachLine<Failure: Error>(_ body: (Int, UnsafeBufferPointer<UInt8>) throws(Failure) -> Bool) throws(Failure) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        var lineStart = 0
        var number = 0
        while lineStart < bytes.count {
            let newline = memchr(base + lineStart, 0x0A, bytes.count - lineStart).map {
                base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            }
            let next = newline.map { $0 + 1 } ?? bytes.count
            var lineEnd = newline ?? bytes.count
            if lineEnd > lineStart, base[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            number += 1
            let line = UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart)
            lineStart = next
            if Self.isBlank(line) { continue }
            guard try body(number, line) else { return nil }
        }
        return number
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}
