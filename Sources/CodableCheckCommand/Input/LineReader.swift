/// Splits a byte stream into lines for `--lines` on one thread (`infer`), a `LineChunk` at a
/// time (`LineChunker`): memory stays bounded by a chunk and the longest line, however long the
/// stream.
///
/// Line breaks are `\n` (a `\r` before it is dropped, for CRLF files). Lines are numbered from 1
/// as an editor numbers them; blank lines (spaces and tabs only) are counted and skipped.
struct LineReader {
    private var chunker: LineChunker
    /// Lines in the chunks already read.
    private var linesBefore = 0

    init(source: any ByteChunkSource, inputSource: InputSource, chunkSize: Int = LineChunker.defaultTargetSize) {
        chunker = LineChunker(source: source, inputSource: inputSource, targetSize: chunkSize)
    }

    /// Frees the reader's bytes; the reader is unusable afterwards.
    mutating func close() {
        chunker.close()
    }

    /// Calls `body` with each non-blank line's number and bytes (valid only during the call)
    /// until the stream ends or `body` returns `false`.
    mutating func forEachLine(_ body: (Int, UnsafeBufferPointer<UInt8>) throws(InputError) -> Bool) throws(InputError) {
        while let chunk = try chunker.next() {
            let before = linesBefore
            guard let lines = try chunk.forEachLine({ number, line throws(InputError) in try body(before + number, line) }) else { return }
            linesBefore += lines
        }
    }
}
