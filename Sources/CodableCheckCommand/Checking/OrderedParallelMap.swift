import Foundation

/// Runs `work` for indices `0..<count` on up to `jobs` threads and hands each result to `deliver`
/// on the calling thread in index order, as soon as it and every earlier one are ready.
///
/// Why threads and a condition variable rather than a task group: `deliver` writes to the
/// reporters, which are not `Sendable` and must stay on one thread, and it must run while later
/// items are still being checked so output keeps flowing. Workers run at most `window` items
/// ahead of delivery, which bounds the results held in memory however many files there are.
/// `deliver` returning `false` (a closed pipe, `--fail-fast`) stops handing out new items.
enum OrderedParallelMap {
    static func run<Result: Sendable>(
        count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Bool
    ) {
        guard count > 0 else { return }
        if jobs <= 1 || count == 1 {
            for index in 0..<count where !deliver(index, work(index)) { return }
            return
        }
        let state = SharedState<Result>(window: max(4 * jobs, 8))
        let group = DispatchGroup()
        for _ in 0..<min(jobs, count) {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                while let index = state.claim(count: count) {
                    state.store(work(index), at: index)
                }
            }
        }
        for index in 0..<count {
            let result = state.take(index)
            if !deliver(index, result) {
                state.cancel()
                break
            }
        }
        state.cancel()
        group.wait()
    }

    /// Slots guarded by one condition: which index is next to claim, results waiting for
    /// delivery, and how far delivery has come.
    private final class SharedState<Result: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var next = 0
        private var delivered = 0
        private var isCancelled = false
        private var slots: [Int: Result] = [:]
        private let window: Int

        init(window: Int) {
            self.window = window
        }

        /// The next index to work on; waits while the window ahead of delivery is full.
        func claim(count: Int) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while !isCancelled, next < count, next >= delivered + window {
                condition.wait()
            }
            guard !isCancelled, next < count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ result: Result, at index: Int) {
            condition.lock()
            slots[index] = result
            condition.broadcast()
            condition.unlock()
        }

        /// Waits for the result at `index` and removes it.
        func take(_ index: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while slots[index] == nil {
                condition.wait()
            }
            delivered = index + 1
            condition.broadcast()
            return slots.removeValue(forKey: index)!
        }

        func cancel() {
            condition.lock()
            isCancelled = true
            condition.broadcast()
            condition.unlock()
        }
    }
}
