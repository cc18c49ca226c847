/// Cuts a byte stream (standard input, a `.jsonl` file) into `LineChunk`s of whole lines, each
/// about `targetSize` bytes: memory stays bounded by the chunks in flight and the longest line,
/// however long the stream.
///
/// A chunk is handed out as soon as the bytes that have arrived hold a whole line and no more
/// are ready to read (`ByteChunkSource.hasBytesReady(waitingUpTo:)`, within `refillWait`), so a `tail -f` sees verdicts as lines
/// arrive; when more are ready, the chunk is filled up to `targetSize` first, so a file or a
/// fast pipe is checked in pieces large enough to spread over threads.
struct LineChunker {
    /// The chunk size `--lines` aims for: large enough that handing a chunk to a thread costs
    /// nothing next to checking it (about 9 ms a mebibyte), small enough that the chunks in
    /// flight stay far below the memory limit of a stream (`make stream-check`).
    static let defaultTargetSize = 1024 * 1024

    private let source: any ByteChunkSource
    /// Named in read errors.
    private let inputSource: InputSource
    let targetSize: Int
    /// How long a pipe that looks empty is given to refill before a chunk is cut short, in
    /// milliseconds: 0 for one thread. For several, a fast writer (`cat big.jsonl |`) refills a
    /// pipe within microseconds of a read draining its 64 KiB; asked without waiting, the pipe
    /// looked empty after nearly every read, so chunks were cut at 64 KiB and the reader stopped
    /// for a verdict with a thread idle (`--jobs 2` on a pipe: 1.05x). A live stream (`tail -f`)
    /// pays the millisecond once per chunk. One thread gains nothing from larger chunks, so it
    /// keeps asking without waiting.
    let refillWait: Int32
    /// The bytes of a line not yet complete, carried into the next chunk's storage.
    private var storage: UnsafeMutableRawBufferPointer
    private var count = 0
    /// Where the last whole line in `storage` ends (just past its `\n`); 0 when none is whole.
    private var wholeLinesEnd = 0
    private var isAtEnd = false
    /// A read that failed while whole lines were waiting: thrown once they are handed out, so
    /// every line before the failure is checked, as when the lines were read one at a time.
    private var pendingFailure: InputError?

    init(source: any ByteChunkSource, inputSource: InputSource, targetSize: Int = defaultTargetSize, refillWait: Int32 = 0) {
        self.source = source
        self.inputSource = inputSource
        self.targetSize = max(1, targetSize)
        self.refillWait = refillWait
        storage = .allocate(byteCount: self.targetSize, alignment: 1)
    }

    /// Frees the bytes not yet handed out; the chunker is unusable afterwards.
    mutating func close() {
        storage.deallocate()
        storage = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    }

    /// Whether the source has bytes to read right away: then `next()` does not wait, except to
    /// complete a line.
    var hasBytesReady: Bool {
        isAtEnd || pendingFailure != nil || wholeLinesEnd > 0 || source.hasBytesReady(waitingUpTo: refillWait)
    }

    /// The next chunk of whole lines, nil at the end of the stream.
    mutating func next() throws(InputError) -> LineChunk? {
        while true {
            if let failure = pendingFailure {
                guard wholeLinesEnd > 0 else { throw failure }
                return handOut(upTo: wholeLinesEnd)
            }
            if isAtEnd {
                guard count > 0 else { return nil }
                return handOut(upTo: count)
            }
            if wholeLinesEnd > 0, count >= targetSize || !source.hasBytesReady(waitingUpTo: refillWait) {
                return handOut(upTo: wholeLinesEnd)
            }
            do {
                try read()
            } catch {
                pendingFailure = error
            }
        }
    }

    /// Hands out `storage[..<end]` as a chunk, and carries the rest into fresh storage.
    private mutating func handOut(upTo end: Int) -> LineChunk {
        let rest = count - end
        let next = UnsafeMutableRawBufferPointer.allocate(byteCount: max(targetSize, 2 * rest), alignment: 1)
        if rest > 0 { next.baseAddress!.copyMemory(from: storage.baseAddress! + end, byteCount: rest) }
        let chunk = LineChunk(adopting: storage, count: end)
        storage = next
        count = rest
        wholeLinesEnd = 0
        return chunk
    }

    /// Reads once into the free end of the storage, doubling it when a line fills it.
    private mutating func read() throws(InputError) {
        // One line is one document: past the reader's limit it cannot be checked, so stop
        // before memory runs out.
        if count > FileReader.maximumDocumentSize { throw InputError(source: inputSource, reason: .tooLarge) }
        if count == storage.count {
            let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: storage.count * 2, alignment: 1)
            grown.baseAddress!.copyMemory(from: storage.baseAddress!, byteCount: count)
            storage.deallocate()
            storage = grown
        }
        let read: Int
        do {
            read = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: storage[count...]))
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(source: inputSource, reason: .system(String(describing: error)))
        }
        guard read > 0 else {
            isAtEnd = true
            return
        }
        // Only the new bytes are searched for the last line break (backwards: it is near the
        // end), so a line of many reads is not searched again on each.
        let base = storage.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var index = count + read
        while index > count, base[index - 1] != 0x0A { index -= 1 }
        if index > count { wholeLinesEnd = index }
        count += read
    }
}
