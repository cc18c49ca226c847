import Foundation
import Testing

@testable import CodableCheckCore

/// Coding paths read where a pooled node could have been made over for another value: containers
/// a model keeps at depth, read again after their siblings and after the decode; errors a model
/// catches with `try?` and then decodes on; the same key decoded twice; values decoded through a
/// `superDecoder`. Every path is compared with JSONDecoder's on the same models.
@Suite("Decoder: coding paths of pooled nodes")
struct DecoderPooledPathTests {
    /// What the models write as they decode, and the containers they keep (one per decode).
    final class Trace: @unchecked Sendable {
        static let key = CodingUserInfoKey(rawValue: "trace")!
        private let lock = NSLock()
        private(set) var lines: [String] = []
        var kept: [() -> String] = []
        func note(_ line: String) { lock.withLock { lines.append(line) } }
        func keep(_ reader: @escaping () -> String) { lock.withLock { kept.append(reader) } }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        ObservedDecodingError.dottedPath(keys)
    }

    static func describe(_ error: any Error) -> String {
        ObservedDecodingError(error)?.summary ?? "other \(error)"
    }

    enum LineKeys: String, CodingKey { case sku, quantity, gift }
    enum OrderKeys: String, CodingKey { case id, customer, lines, billing, extra }
    enum CustomerKeys: String, CodingKey { case name, address }
    enum AddressKeys: String, CodingKey { case city, zip }

    struct Address: Decodable {
        init(from decoder: any Decoder) throws {
            let trace = decoder.userInfo[Trace.key] as! Trace
            trace.note("address at \(DecoderPooledPathTests.path(decoder.codingPath))")
            let container = try decoder.container(keyedBy: AddressKeys.self)
            // A failure caught here, then more decoding in the same container.
            do { _ = try container.decode(Int.self, forKey: .city) } catch {
                trace.note("caught \(DecoderPooledPathTests.describe(error))")
            }
            _ = try container.decode(String.self, forKey: .city)
            trace.note("address container \(DecoderPooledPathTests.path(container.codingPath))")
            trace.keep {
                "kept address \(DecoderPooledPathTests.path(container.codingPath)) zip \((try? container.decode(String.self, forKey: .zip)) ?? "-")"
            }
        }
    }

    struct Customer: Decodable {
        init(from decoder: any Decoder) throws {
            let trace = decoder.userInfo[Trace.key] as! Trace
            let container = try decoder.container(keyedBy: CustomerKeys.self)
            _ = try container.decode(Address.self, forKey: .address)
            _ = try container.decode(Address.self, forKey: .address)  // the same key twice
            _ = try? container.decode(Customer.self, forKey: .name)  // a nested failure, swallowed
            trace.note(
                "customer container after children \(DecoderPooledPathTests.path(container.codingPath)) decoder \(DecoderPooledPathTests.path(decoder.codingPath))"
            )
            let nested = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
            trace.keep {
                "kept customer \(DecoderPooledPathTests.path(container.codingPath)) nested \(DecoderPooledPathTests.path(nested.codingPath))"
            }
        }
    }

    struct Line: Decodable {
        init(from decoder: any Decoder) throws {
            let trace = decoder.userInfo[Trace.key] as! Trace
            let container = try decoder.container(keyedBy: LineKeys.self)
            if let gift = try? container.decode(Customer.self, forKey: .gift) { _ = gift }
            do { _ = try container.decode(Customer.self, forKey: .sku) } catch {
                trace.note("line caught \(DecoderPooledPathTests.describe(error))")
            }
            _ = try container.decode(Int.self, forKey: .quantity)
            trace.note(
                "line \(DecoderPooledPathTests.path(decoder.codingPath)) container \(DecoderPooledPathTests.path(container.codingPath))")
        }
    }

    struct Order: Decodable {
        init(from decoder: any Decoder) throws {
            let trace = decoder.userInfo[Trace.key] as! Trace
            let container = try decoder.container(keyedBy: OrderKeys.self)
            _ = try container.decode(Customer.self, forKey: .customer)
            var lines = try container.nestedUnkeyedContainer(forKey: .lines)
            while !lines.isAtEnd { _ = try lines.decode(Line.self) }
            _ = try Customer(from: container.superDecoder(forKey: .billing))
            do { _ = try container.decode([Line].self, forKey: .extra) } catch {
                trace.note("order caught \(DecoderPooledPathTests.describe(error))")
            }
            trace.note(
                "order container \(DecoderPooledPathTests.path(container.codingPath)) lines \(DecoderPooledPathTests.path(lines.codingPath))"
            )
            let billing = try container.superDecoder(forKey: .billing)
            trace.keep {
                "kept order \(DecoderPooledPathTests.path(container.codingPath)) billing \(DecoderPooledPathTests.path(billing.codingPath))"
            }
        }
    }

    static let document = #"""
        {"shop": {"orders": [
          {"id": 1, "customer": {"name": "Ada", "address": {"city": "London", "zip": "N1"}},
           "lines": [{"sku": "tea", "quantity": 2, "gift": {"name": "Bob", "address": {"city": "Leeds", "zip": "L2"}}},
                     {"sku": "jam", "quantity": 1}],
           "billing": {"name": "Ada Ltd", "address": {"city": "Bath", "zip": "B3"}},
           "extra": [{"sku": "x", "quantity": "many"}]},
          {"id": 2, "customer": {"name": "Grace", "address": {"city": "York", "zip": "Y4"}},
           "lines": [{"sku": "cake", "quantity": 3, "gift": {"name": "Al", "address": {"city": 5}}}],
           "billing": {"name": "Grace plc", "address": {"city": "Hull", "zip": "H5"}},
           "extra": [{"sku": "y"}]}
        ]}}
        """#

    struct Shop: Decodable {
        let orders: [Order]
    }

    struct Root: Decodable {
        let shop: Shop
    }

    /// The trace of one decode, then what the kept containers read after it and after a second
    /// decode of the same document.
    static func run(_ decode: (Trace) throws -> Void) rethrows -> [String] {
        let first = Trace()
        try decode(first)
        let second = Trace()
        try decode(second)
        return first.lines + first.kept.map { $0() } + second.kept.map { $0() } + first.kept.map { $0() }
    }

    /// Also with the containers that own their state (the fallback for a standard library whose
    /// `KeyedDecodingContainer` is not its box alone), which never reuse a state.
    @Test(arguments: [false, true])
    func pathsReadAfterSiblingsFailuresAndOtherDecodesAreJSONDecoders(forcesOwningContainers: Bool) throws {
        let data = Data(Self.document.utf8)
        let expected = try Self.run { trace in
            let decoder = JSONDecoder()
            decoder.userInfo[Trace.key] = trace
            _ = try decoder.decode(Root.self, from: data)
        }
        let actual = try KeyedContainerPool.$forcesOwningContainers.withValue(forcesOwningContainers) {
            try Self.run { trace in
                let decoder = CodableCheckDecoder()
                decoder.userInfo[Trace.key] = trace
                _ = try decoder.decode(Root.self, from: data)
            }
        }
        #expect(expected.count == 99)
        #expect(actual.count == expected.count)
        for (index, (got, want)) in zip(actual, expected).enumerated() where got != want {
            Issue.record("line \(index): \(got)\n   JSONDecoder: \(want)")
        }
    }

    /// A chain deeper than the pool holds nodes (64), each level keeping its container and the
    /// decoder it was given, read after the decode.
    indirect enum Chain: Decodable {
        case link(Chain?)

        enum Keys: String, CodingKey { case next, label }

        init(from decoder: any Decoder) throws {
            let trace = decoder.userInfo[Trace.key] as! Trace
            let container = try decoder.container(keyedBy: Keys.self)
            let next = try container.decodeIfPresent(Chain.self, forKey: .next)
            _ = try? container.decode(Int.self, forKey: .label)
            trace.note(
                "level \(DecoderPooledPathTests.path(decoder.codingPath).count) container \(DecoderPooledPathTests.path(container.codingPath))"
            )
            trace.keep { "kept level \(DecoderPooledPathTests.path(container.codingPath))" }
            self = .link(next)
        }
    }

    @Test func aChainDeeperThanThePoolKeepsEveryLevelsPath() throws {
        var json = #"{"label": "bottom"}"#
        for level in 0..<100 { json = #"{"label": "\#(level)", "next": \#(json)}"# }
        let expected = try Self.run { trace in
            let decoder = JSONDecoder()
            decoder.userInfo[Trace.key] = trace
            _ = try decoder.decode([Chain].self, from: Data("[\(json), \(json)]".utf8))
        }
        let actual = try Self.run { trace in
            let decoder = CodableCheckDecoder()
            decoder.userInfo[Trace.key] = trace
            _ = try decoder.decode([Chain].self, from: Data("[\(json), \(json)]".utf8))
        }
        #expect(expected.count > 400)
        #expect(actual == expected)
    }

    @Test func pathsAgreeWhileOtherThreadsDecodeTheSameModels() throws {
        let data = Data(Self.document.utf8)
        let expected = try Self.run { trace in
            let decoder = JSONDecoder()
            decoder.userInfo[Trace.key] = trace
            _ = try decoder.decode(Root.self, from: data)
        }
        let failures = Trace()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<40 {
                let actual = try? Self.run { trace in
                    let decoder = CodableCheckDecoder()
                    decoder.userInfo[Trace.key] = trace
                    _ = try decoder.decode(Root.self, from: data)
                }
                if actual != expected { failures.note("worker \(worker) round \(round)") }
            }
        }
        #expect(failures.lines.isEmpty)
    }
}
