/// Runs `work` for indices `0..<count` on up to `jobs` threads and hands each result to `deliver`
/// on the calling thread in index order, as soon as it and every earlier one are ready.
///
/// Indices are handed out in batches of consecutive ones (`batchSize`): a thread claims a batch,
/// runs it, and stores its results together, so the locks and wake-ups of `OrderedWorkQueue` are
/// paid once per batch, not once per item. For a folder of small files that is the difference
/// between scaling and not: a file of 200 bytes is read and checked in about 15 µs, little more
/// than a futex wake-up and a context switch cost, and with one hand-over per file `--jobs 2` spent
/// twice the CPU of `--jobs 1` and was slower (issue 25).
///
/// Work runs at most `window` batches ahead of delivery, which bounds the results held in memory
/// however many files there are. `deliver` returning `false` (a closed pipe, `--fail-fast`)
/// stops handing out new batches; what a running batch still checks is dropped.
enum OrderedParallelMap {
    /// The most indices in one batch: enough to make a hand-over rare next to the work of
    /// small files, few enough that the batches of a short run still spread over the threads.
    /// 128, not 32: each hand-over cost two context switches, and `make measure-jobs` on an idle
    /// machine went from 1.55x to 1.62x for 5,000 files and from 1.61x to 1.71x for 20,000 with
    /// `--jobs 2` (256 gave no more: what is left is the run's serial part).
    static let largestBatch = 128

    static func run<Result: Sendable>(
        count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Bool
    ) {
        guard count > 0 else { return }
        if jobs <= 1 || count == 1 {
            for index in 0..<count where !deliver(index, work(index)) { return }
            return
        }
        let size = batchSize(count: count, jobs: jobs)
        let batchCount = (count + size - 1) / size
        let queue = OrderedWorkQueue<[Result]>(jobs: min(jobs, batchCount))
        defer { queue.close() }
        let window = window(jobs: jobs)
        var submitted = 0
        for batch in 0..<batchCount {
            while submitted < batchCount, queue.pendingCount < window {
                let indices = submitted * size..<min(count, (submitted + 1) * size)
                // Checked in order, then reversed, so the delivering thread takes each off the end.
                queue.submit {
                    var results = indices.map(work)
                    // Swapped through the buffer, which moves each result: `Array.reverse` copies them.
                    results.withUnsafeMutableBufferPointer { $0.reverse() }
                    return results
                }
                submitted += 1
            }
            // `popLast` moves each result out of the batch; iterating the batch copied each one and
            // then destroyed both the copy and the original: 220 instructions a file more on the
            // one thread that reports (issue 25).
            var results = queue.takeNext()
            var index = batch * size
            while let result = results.popLast() {
                guard deliver(index, result) else { return }
                index += 1
            }
        }
    }

    /// How many batches may be submitted and not yet delivered.
    static func window(jobs: Int) -> Int {
        max(4 * jobs, 8)
    }

    /// About 16 batches per thread, so a thread that draws slow items does not hold up the
    /// others for long, and at most `largestBatch` items each.
    static func batchSize(count: Int, jobs: Int) -> Int {
        min(largestBatch, max(1, count / (jobs * 16)))
    }
}
