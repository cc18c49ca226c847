import Foundation
import Testing

@testable import CodableCheckCommand

@Suite struct OrderedParallelMapTests {
    @Test(arguments: [1, 2, 4, 16])
    func deliversInIndexOrder(_ jobs: Int) {
        var delivered: [Int] = []
        OrderedParallelMap.run(
            count: 200, jobs: jobs,
            work: { index in
                // Later items often finish first.
                usleep(UInt32((200 - index) % 7) * 100)
                return index * index
            },
            deliver: { index, value in
                delivered.append(value)
                return index >= 0
            })
        #expect(delivered == (0..<200).map { $0 * $0 })
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
        // Workers stay within their window ahead of delivery.
        #expect(started.value < 100)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
