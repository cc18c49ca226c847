import Foundation
import Testing

@testable import CodableCheckCore

/// Decoders and containers a model lets escape its `init(from:)` (into a global, then used after
/// the decode returned and after other decodes): the pool lends keyed containers their state
/// unretained and the decoder borrows coding-path nodes, so any of them reading freed memory would
/// show here (run under `-sanitize=address` to see it as a report rather than as garbage).
@Suite("Decoder: containers and decoders that escape the decode")
struct DecoderEscapingContainerTests {
    /// What every `StashingOrder` lets escape, last one wins (one holder per test run).
    final class Stash: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String: Any] = [:]
        subscript(name: String) -> Any? {
            get { lock.withLock { items[name] } }
            set { lock.withLock { items[name] = newValue } }
        }
    }

    enum OrderKeys: String, CodingKey { case id, customer, lines, note }
    enum CustomerKeys: String, CodingKey { case name, email }

    /// An order that hands every decoder and container it is given to `stash` (read from the
    /// decoder's `userInfo`), and decodes nothing else.
    struct StashingOrder: Decodable {
        static let stashKey = CodingUserInfoKey(rawValue: "stash")!
        let id: Int

        init(from decoder: any Decoder) throws {
            let stash = decoder.userInfo[Self.stashKey] as! Stash
            let container = try decoder.container(keyedBy: OrderKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            stash["decoder"] = decoder
            stash["container"] = container
            stash["customer"] = try container.nestedContainer(keyedBy: CustomerKeys.self, forKey: .customer)
            stash["lines"] = try container.nestedUnkeyedContainer(forKey: .lines)
            stash["super"] = try container.superDecoder()
            stash["superCustomer"] = try container.superDecoder(forKey: .customer)
            stash["superAbsent"] = try container.superDecoder(forKey: .note)
        }
    }

    static let orders = #"""
        [{"id": 1, "customer": {"name": "Ada", "email": "ada@example.com"}, "lines": ["tea", "scones"]},
         {"id": 2, "customer": {"name": "Grace", "email": "grace@example.com"}, "lines": ["coffee"]},
         {"id": 3, "customer": {"name": "Mary", "email": "mary@example.com"}, "lines": ["cocoa", "cake", "jam"]}]
        """#

    static let otherOrders = #"""
        [{"id": 7, "customer": {"name": "Linus", "email": "l@example.org"}, "lines": []},
         {"id": 8, "customer": {"name": "Ken", "email": "k@example.org"}, "lines": ["x"]}]
        """#

    /// Everything the stashed decoders and containers read now, as text (values, or the error's
    /// case and path).
    static func readStash(_ stash: Stash) -> [String] {
        func attempt(_ body: () throws -> String) -> String {
            do { return try body() } catch { return ObservedDecodingError(error)?.summary ?? "\(error)" }
        }
        func path(_ keys: [any CodingKey]) -> String { ObservedDecodingError.dottedPath(keys) }
        let container = stash["container"] as! KeyedDecodingContainer<OrderKeys>
        let customer = stash["customer"] as! KeyedDecodingContainer<CustomerKeys>
        var lines = stash["lines"] as! any UnkeyedDecodingContainer
        let decoder = stash["decoder"] as! any Decoder
        let superDecoder = stash["super"] as! any Decoder
        let superCustomer = stash["superCustomer"] as! any Decoder
        let superAbsent = stash["superAbsent"] as! any Decoder
        var read: [String] = []
        read.append(attempt { "container path \(path(container.codingPath)) keys \(container.allKeys.map(\.stringValue).sorted())" })
        read.append(attempt { "id \(try container.decode(Int.self, forKey: .id))" })
        read.append(
            attempt {
                "name \(try container.nestedContainer(keyedBy: CustomerKeys.self, forKey: .customer).decode(String.self, forKey: .name))"
            })
        read.append(attempt { "missing \(try container.decode(String.self, forKey: .note))" })
        read.append(attempt { "customer path \(path(customer.codingPath)) email \(try customer.decode(String.self, forKey: .email))" })
        read.append(attempt { "customer wrong \(try customer.decode(Int.self, forKey: .name))" })
        read.append(attempt { "lines path \(path(lines.codingPath)) count \(lines.count ?? -1) first \(try lines.decode(String.self))" })
        read.append(attempt { "decoder path \(path(decoder.codingPath))" })
        read.append(attempt { "decoder id \(try decoder.container(keyedBy: OrderKeys.self).decode(Int.self, forKey: .id))" })
        read.append(
            attempt {
                "super path \(path(superDecoder.codingPath)) id \(try superDecoder.container(keyedBy: OrderKeys.self).decode(Int.self, forKey: .id))"
            })
        read.append(
            attempt { "superCustomer \(try superCustomer.container(keyedBy: CustomerKeys.self).decode(String.self, forKey: .name))" })
        read.append(attempt { "superAbsent \(try superAbsent.container(keyedBy: CustomerKeys.self).decode(String.self, forKey: .name))" })
        read.append(attempt { "superAbsent nil \(try superAbsent.singleValueContainer().decodeNil())" })
        return read
    }

    @Test func escapedContainersReadAfterTheDecodeAndAfterOthers() throws {
        let foundationStash = Stash()
        let foundation = JSONDecoder()
        foundation.userInfo[StashingOrder.stashKey] = foundationStash
        _ = try foundation.decode([StashingOrder].self, from: Data(Self.orders.utf8))
        let expected = Self.readStash(foundationStash)

        let stash = Stash()
        let decoder = CodableCheckDecoder()
        decoder.userInfo[StashingOrder.stashKey] = stash
        _ = try decoder.decode([StashingOrder].self, from: Data(Self.orders.utf8))
        let kept = ["container", "customer", "lines", "decoder", "super", "superCustomer", "superAbsent"].map { stash[$0] }
        #expect(Self.readStash(stash) == expected)

        // Other decodes (each frees what no model holds, and reuses pooled states) with a second
        // stash, then the first stash's containers again.
        let otherStash = Stash()
        let other = CodableCheckDecoder()
        other.userInfo[StashingOrder.stashKey] = otherStash
        for _ in 0..<3 { _ = try other.decode([StashingOrder].self, from: Data(Self.otherOrders.utf8)) }
        for (name, value) in zip(["container", "customer", "lines", "decoder", "super", "superCustomer", "superAbsent"], kept) {
            stash[name] = value
        }
        #expect(Self.readStash(stash) == expected)
        _ = Self.readStash(otherStash)
    }

    @Test func escapedContainersUsedWhileOtherThreadsDecode() throws {
        let data = Data(Self.orders.utf8)
        let foundationStash = Stash()
        let foundation = JSONDecoder()
        foundation.userInfo[StashingOrder.stashKey] = foundationStash
        _ = try foundation.decode([StashingOrder].self, from: data)
        let expected = Self.readStash(foundationStash)

        // The shared decoder's stash is written by every thread and read by none: a worker reads
        // only what its own decoder let escape, once that decode has returned. (Reading a
        // container while the decode that made it is still running on another thread is outside
        // the contract: a decode's path nodes are pooled for its own thread until it ends, see
        // `CodingPathNodePool`. An earlier version of this test let a worker's stash be filled
        // by another thread's decode still in progress, and failed once in a loaded CI run.)
        let shared = CodableCheckDecoder()
        shared.userInfo[StashingOrder.stashKey] = Stash()
        let mismatches = Stash()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let stash = Stash()
            let decoder = CodableCheckDecoder()
            decoder.userInfo[StashingOrder.stashKey] = stash
            for round in 0..<150 {
                // Alternate the thread's own decoder and one shared by every thread.
                let which = round % 2 == 0 ? decoder : shared
                guard (try? which.decode([StashingOrder].self, from: data)) != nil else {
                    mismatches["\(worker).\(round)"] = ["decode failed"]
                    continue
                }
                // Read after every round: after the shared decoder's rounds, what the thread's own
                // decoder let escape earlier, while the other threads decode.
                if round > 0, Self.readStash(stash) != expected {
                    mismatches["\(worker).\(round)"] = Self.readStash(stash)
                }
            }
        }
        for worker in 0..<8 {
            for round in 0..<150 { #expect(mismatches["\(worker).\(round)"] == nil, "worker \(worker) round \(round)") }
        }
    }
}
