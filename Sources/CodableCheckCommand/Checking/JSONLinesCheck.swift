/// Checks a JSON Lines input (`--lines`, `.jsonl`, `.ndjson`) on up to `jobs` threads: the
/// stream is cut at line breaks into chunks of about a mebibyte (`LineChunker`), each chunk's
/// lines are checked by one thread, and the results are reported on the calling thread in input
/// order, so the report is byte for byte the one `--jobs 1` writes.
///
/// Memory stays bounded however long the stream: at most `window` chunks are read ahead of
/// reporting, and the chunk size shrinks as the window grows with the threads, so the bytes in
/// flight stay under `bytesInFlight` on any number of cores.
struct JSONLinesCheck {
    var checker: DocumentChecker
    /// Threads checking chunks; 1 checks them on the calling thread.
    var jobs: Int
    /// `--fail-fast`: a chunk's lines after its first invalid one are never reported, so they
    /// are not checked.
    var stopsAtFirstInvalid: Bool
    /// The chunk size at one job (`LineChunker.defaultTargetSize`; tests make it small to cut
    /// short streams into many chunks).
    var chunkSize = LineChunker.defaultTargetSize

    /// Chunk bytes read ahead of reporting, at most, whatever the number of jobs.
    static let bytesInFlight = 16 * 1024 * 1024

    /// Chunks read ahead of reporting: enough that every thread has the next chunk at hand when
    /// it finishes one, while the oldest waits to be reported.
    var window: Int { 2 * jobs + 2 }

    /// The chunk size this many jobs use.
    var targetSize: Int {
        jobs <= 1 ? chunkSize : max(1, min(chunkSize, Self.bytesInFlight / window))
    }

    /// One chunk's lines, checked: the results (numbered within the chunk), how many lines it
    /// has, and why its checking stopped at a line that cannot be checked, if it did.
    struct ChunkOutcome: Sendable {
        /// Last line first: the reporting thread takes each off the end (`popLast`), which moves
        /// it out, where iterating copied every result and then destroyed it twice, copy and
        /// original: 260 instructions a line more on the one thread that reports (issue 25).
        var results: [InputResult] = []
        var lineCount = 0
        var uncheckable: InputError.Reason?
    }

    /// Checks `source`'s lines, reporting each line's result to `run`; returns when the stream
    /// ends or `run` says to stop. Throws the input's error (unreadable, a line too large, a line
    /// that cannot be checked) after reporting every line before it.
    func check(_ source: any ByteChunkSource, of input: InputSource, into run: inout CheckRun) throws(InputError) {
        var chunker = LineChunker(source: source, inputSource: input, targetSize: targetSize, refillWait: jobs > 1 ? 1 : 0)
        defer { chunker.close() }
        var linesBefore = 0
        let inputName = input.displayName
        guard jobs > 1 else {
            while let chunk = try chunker.next() {
                guard try deliver(checkLines(of: chunk, inputName: inputName), of: input, after: &linesBefore, into: &run) else { return }
            }
            return
        }
        source.bufferAhead(upTo: targetSize)
        let queue = OrderedWorkQueue<ChunkOutcome>(jobs: jobs)
        defer { queue.close() }
        var readFailure: InputError?
        var isAtEnd = false
        while true {
            // Read ahead while the window has room; wait for a slow pipe only when nothing is
            // left to report, so verdicts of lines that arrived are not held back.
            while !isAtEnd, readFailure == nil, queue.pendingCount < window, queue.pendingCount == 0 || chunker.hasBytesReady {
                do {
                    guard let chunk = try chunker.next() else {
                        isAtEnd = true
                        break
                    }
                    queue.submit { [self] in checkLines(of: chunk, inputName: inputName) }
                } catch {
                    readFailure = error
                }
            }
            guard queue.pendingCount > 0 else { break }
            guard try deliver(queue.takeNext(), of: input, after: &linesBefore, into: &run) else { return }
        }
        if let readFailure { throw readFailure }
    }

    /// Checks each non-blank line of `chunk`, on whichever thread runs it.
    func checkLines(of chunk: LineChunk, inputName: String) -> ChunkOutcome {
        var outcome = ChunkOutcome()
        let lineCount = chunk.forEachLine { number, line in
            let result = checker.check(line: line, number: number, inputName: inputName)
            if let reason = result.uncheckable {
                outcome.uncheckable = reason
                return false
            }
            outcome.results.append(result)
            return !(stopsAtFirstInvalid && !result.isValid)
        }
        outcome.lineCount = lineCount ?? 0
        // Swapped through the buffer, which moves each result: `Array.reverse` copies them.
        outcome.results.withUnsafeMutableBufferPointer { $0.reverse() }
        return outcome
    }

    /// Reports a chunk's results at their lines in the stream, after the `linesBefore` lines of
    /// the chunks before it; returns whether to go on.
    private func deliver(
        _ outcome: consuming ChunkOutcome, of input: InputSource, after linesBefore: inout Int, into run: inout CheckRun
    ) throws(InputError) -> Bool {
        while var result = outcome.results.popLast() {
            if linesBefore > 0 {
                result.line? += linesBefore
                result.shiftLines(by: linesBefore)
            }
            guard run.deliver(result) else { return false }
        }
        if let reason = outcome.uncheckable { throw InputError(source: input, reason: reason) }
        linesBefore += outcome.lineCount
        return true
    }
}
