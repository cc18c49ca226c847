import Foundation

/// Work handed out to up to `jobs` threads, whose results the submitting thread takes back in
/// the order it submitted them: the one mechanism behind checking many files and the chunks of a
/// JSON Lines stream in parallel while reporting in input order.
///
/// Why threads and a condition variable rather than a task group: results go to the reporters,
/// which are not `Sendable` and must stay on one thread, and they must be reported while later
/// work is still running so output keeps flowing. The submitting thread decides how far ahead of
/// reporting it submits (its window), which bounds the results and input held in memory.
///
/// Work waiting and results waiting have a lock each, and each wakes only whom it concerns (a
/// worker for new work, the submitting thread for a result), so a finished item never wakes
/// every idle thread. Each lock is taken once per item (a file, or a chunk of about a mebibyte
/// of lines), never per document inside one, so on any number of cores the threads spend their
/// time checking, not waiting for each other. The number of threads is the caller's (`--jobs`,
/// by default the processors).
final class OrderedWorkQueue<Result: Sendable>: @unchecked Sendable {
    /// Guards `queue`, `queueStart`, `nextClaimed` and `isClosed`; workers wait on it for work.
    private let work = NSCondition()
    /// Guards `results`; the submitting thread waits on it for the next result.
    private let done = NSCondition()
    /// Submitted work not yet claimed, in submission order from `queueStart`.
    private var queue: [(@Sendable () -> Result)?] = []
    private var queueStart = 0
    /// The sequence number the next claimed work gets (the index of `queue[queueStart]`).
    private var nextClaimed = 0
    private var results: [Int: Result] = [:]
    private var isClosed = false
    private let workers = DispatchGroup()

    /// Work submitted and not yet taken back: how far ahead of reporting the caller is.
    private(set) var pendingCount = 0
    /// The sequence number of the next result `takeNext` returns.
    private var nextTaken = 0

    /// Starts `jobs` threads (at least one), which wait for work.
    init(jobs: Int) {
        for _ in 0..<max(1, jobs) {
            workers.enter()
            Thread.detachNewThread { [self] in
                defer { workers.leave() }
                while let (number, item) = claim() {
                    store(item(), number: number)
                }
            }
        }
    }

    /// Queues `work`; its result comes back from `takeNext` after every earlier one.
    func submit(_ item: @escaping @Sendable () -> Result) {
        work.lock()
        queue.append(item)
        work.signal()
        work.unlock()
        pendingCount += 1
    }

    /// Waits for the result of the oldest work not yet taken back; only while `pendingCount > 0`.
    func takeNext() -> Result {
        precondition(pendingCount > 0, "takeNext without pending work")
        done.lock()
        while results[nextTaken] == nil {
            done.wait()
        }
        let result = results.removeValue(forKey: nextTaken)!
        done.unlock()
        nextTaken += 1
        pendingCount -= 1
        return result
    }

    /// Drops the work not yet started and waits for the threads to finish what they are
    /// running (its results are dropped too). The queue is unusable afterwards.
    func close() {
        work.lock()
        isClosed = true
        work.broadcast()
        work.unlock()
        workers.wait()
    }

    private func claim() -> (Int, @Sendable () -> Result)? {
        work.lock()
        defer { work.unlock() }
        while !isClosed, queueStart == queue.count {
            work.wait()
        }
        guard !isClosed else { return nil }
        let item = queue[queueStart]!
        queue[queueStart] = nil
        queueStart += 1
        // The claimed prefix is dropped now and then, so the queue does not grow with the run.
        if queueStart > 64, queueStart * 2 > queue.count {
            queue.removeFirst(queueStart)
            queueStart = 0
        }
        nextClaimed += 1
        return (nextClaimed - 1, item)
    }

    private func store(_ result: Result, number: Int) {
        done.lock()
        results[number] = result
        // Only the submitting thread waits for results.
        done.signal()
        done.unlock()
    }
}
