import Foundation
import Testing

@testable import CodableCheckCommand

@Suite struct OrderedParallelMapTests {
    @Test(arguments: [1, 2, 4, 16], [200, 1001])
    func deliversInIndexOrder(_ jobs: Int, count: Int) {
        var delivered: [Int] = []
        var indices: [Int] = []
        OrderedParallelMap.run(
            count: count, jobs: jobs,
            work: { index in
                // Later items often finish first.
                usleep(UInt32((count - index) % 7) * 100)
                return index * index
            },
            deliver: { index, value in
                delivered.append(value)
                indices.append(index)
                return index >= 0
            })
        #expect(delivered == (0..<count).map { $0 * $0 })
        #expect(indices == Array(0..<count))
    }

    /// Many small items go out in batches (one hand-over each), few items one by one so they
    /// still spread over the threads.
    @Test func batchesGrowWithTheItemsPerThread() {
        #expect(OrderedParallelMap.batchSize(count: 5_000, jobs: 2) == OrderedParallelMap.largestBatch)
        #expect(OrderedParallelMap.batchSize(count: 320, jobs: 2) == 10)
        #expect(OrderedParallelMap.batchSize(count: 32, jobs: 4) == 1)
        #expect(OrderedParallelMap.batchSize(count: 1, jobs: 64) == 1)
    }

    @Test func stopsHandingOutWorkWhenDeliveryStops() {
        let started = Counter()
        var delivered = 0
        OrderedParallelMap.run(
            count: 10_000, jobs: 4,
            work: { index in
                started.increment()
                return index
            },
            deliver: { index, _ in
                delivered += 1
                return index < 9
            })
        #expect(delivered == 10)
        // Workers stay within their window of batches ahead of delivery: a fraction of the
        // 10,000 items at most.
        let batch = OrderedParallelMap.batchSize(count: 10_000, jobs: 4)
        #expect(started.value <= (OrderedParallelMap.window(jobs: 4) + 4) * batch)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
