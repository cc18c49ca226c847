/// Runs `work` for indices `0..<count` on up to `jobs` threads and hands each result to `deliver`
/// on the calling thread in index order, as soon as it and every earlier one are ready.
///
/// Work runs at most `window` items ahead of delivery (`OrderedWorkQueue`), which bounds the
/// results held in memory however many files there are. `deliver` returning `false` (a closed
/// pipe, `--fail-fast`) stops handing out new items.
enum OrderedParallelMap {
    static func run<Result: Sendable>(
        count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Bool
    ) {
        guard count > 0 else { return }
        if jobs <= 1 || count == 1 {
            for index in 0..<count where !deliver(index, work(index)) { return }
            return
        }
        let queue = OrderedWorkQueue<Result>(jobs: min(jobs, count))
        defer { queue.close() }
        let window = max(4 * jobs, 8)
        var submitted = 0
        for index in 0..<count {
            while submitted < count, queue.pendingCount < window {
                let next = submitted
                queue.submit { work(next) }
                submitted += 1
            }
            if !deliver(index, queue.takeNext()) { return }
        }
    }
}
