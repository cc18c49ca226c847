import Foundation
import Testing

@testable import CodableCheckCore

/// Random documents, built from tricky spellings, decoded into a model that touches most value
/// kinds: both decoders must agree on every one. Seeded, so a failure reproduces; 8 seeds of 150
/// documents by default, `RANDOM_SEEDS=120` for a longer hunt (18,000 documents, all agree).
@Suite("Decoder: randomized documents match JSONDecoder")
struct DecoderRandomizedDifferentialTests {
    struct Model: Decodable, Equatable {
        var id: Int
        var count: UInt8?
        var ratio: Double
        var scale: Float?
        var name: String
        var flags: [Bool]
        var tags: [String: Int]?
        var price: Decimal?
        var when: Date?
        var link: URL?
        var nested: Inner?
        var list: [Inner?]?
    }

    enum Genre: String, Decodable { case x, n }
    enum Level: Int, Decodable { case low = 1, high = 255 }

    struct Other: Decodable, Equatable {
        var genre: Genre?
        var level: Level
        var blob: Data?
        var ident: UUID?
        var byNumber: [Int: String]?
        var set: Set<Int8>?
        var items: [Inner]
        var deep: [[Inner?]]?
    }

    struct Inner: Decodable, Equatable {
        var a: Int16?
        var b: String
    }

    static let scalars = [
        "0", "-0", "1", "-1", "255", "256", "3.5", "1e2", "1e400", "1e-400", "01", "-", "1.", "9223372036854775808",
        "true", "false", "null", "\"\"", "\"x\"", "\"\\q\"", "\"\\ud83d\"", "\"caf\\u00e9\"", "\"2024-05-01T12:00:00Z\"",
        "\"https://a.b/c d\"", "\"\"", "[]", "{}", "1.5e38", "3.4028236e38", "123456789012345678901234567890123456789012",
        "\"n\"", "\"aGk=\"", "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", "[1, 2]", "[104, 300]",
        "{\"b\": \"y\"}", "[{\"b\": \"z\", \"a\": 7}]", "0e1",
    ]

    static func value(_ generator: inout SplitMix64, depth: Int) -> String {
        if depth > 2 || generator.chance(70) { return generator.pick(scalars) }
        if generator.chance(50) {
            let count = Int(generator.next() % 4)
            return "[" + (0..<count).map { _ in value(&generator, depth: depth + 1) }.joined(separator: ", ") + "]"
        }
        return object(&generator, depth: depth + 1, keys: ["a", "b", "c", "x_y"])
    }

    static func object(_ generator: inout SplitMix64, depth: Int, keys: [String]) -> String {
        var members: [String] = []
        for key in keys where generator.chance(80) {
            if key == "by_number" || key == "byNumber" {
                // As for tags: at most one bad key or value, since `[Int: V]` goes in hash order too.
                let dictionary = generator.pick([
                    #"{"1": "a", "2": "b"}"#, #"{"1": "a", "x_y": "b"}"#, #"{"1": 5}"#, #"{"00": "a", "+3": "b"}"#, "null", "[]",
                ])
                members.append("\"\(key)\": \(dictionary)")
                continue
            }
            if key == "tags" {
                // At most one bad value: JSONDecoder decodes `[String: V]` in hash order (seeded per
                // process), so with two bad values its first error is not reproducible.
                let tags =
                    generator.chance(40)
                    ? #"{"a": 1, "b_c": 2}"#
                    : generator.chance(50) ? #"{"a": 1, "b_c": \#(generator.pick(scalars))}"# : generator.pick(scalars)
                members.append("\"tags\": \(tags)")
                continue
            }
            members.append("\"\(key)\": \(value(&generator, depth: depth))")
            if generator.chance(5) { members.append("\"\(key)\": \(value(&generator, depth: depth))") }
        }
        if generator.chance(10) { members.append("\"extra\": \(value(&generator, depth: depth))") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static let modelKeys = ["id", "count", "ratio", "scale", "name", "flags", "tags", "price", "when", "link", "nested", "list"]
    static let otherKeys = ["genre", "level", "blob", "ident", "by_number", "byNumber", "set", "items", "deep"]

    @Test(arguments: 0..<(ProcessInfo.processInfo.environment["RANDOM_SEEDS"].flatMap { Int($0) } ?? 8))
    func randomDocumentsForOtherShapes(_ seed: Int) {
        var generator = SplitMix64(state: UInt64(seed) &* 104_729 &+ 17)
        for _ in 0..<150 {
            var json = Self.object(&generator, depth: 0, keys: Self.otherKeys)
            if generator.chance(50) {
                json = #"{"level": 1, "items": [{"b": "x"}], "# + json.dropFirst()
                if json.hasSuffix(", }") { json = String(json.dropLast(3)) + "}" }
            }
            let keys: JSONDecoder.KeyDecodingStrategy = generator.chance(30) ? .convertFromSnakeCase : .useDefaultKeys
            let data: JSONDecoder.DataDecodingStrategy = generator.chance(30) ? .deferredToData : .base64
            expectSameAsFoundation(Other.self, json, DecoderSettings(data: data, keys: keys))
        }
    }

    @Test(arguments: 0..<(ProcessInfo.processInfo.environment["RANDOM_SEEDS"].flatMap { Int($0) } ?? 8))
    func randomDocuments(_ seed: Int) {
        var generator = SplitMix64(state: UInt64(seed) &* 7919)
        for _ in 0..<150 {
            var json = Self.object(&generator, depth: 0, keys: Self.modelKeys)
            // Give each field a fair chance of the right shape, so decoding gets past the first key.
            if generator.chance(50) {
                json = #"{"id": 1, "ratio": 0.5, "name": "n", "flags": [true], "# + json.dropFirst()
                if json.hasSuffix(", }") || json.hasSuffix("\"n\", \"flags\": [true], }") { json = String(json.dropLast(3)) + "}" }
            }
            let strategy: JSONDecoder.DateDecodingStrategy = generator.chance(50) ? .iso8601 : .deferredToDate
            let keys: JSONDecoder.KeyDecodingStrategy = generator.chance(30) ? .convertFromSnakeCase : .useDefaultKeys
            expectSameAsFoundation(Model.self, json, DecoderSettings(date: strategy, keys: keys))
        }
    }

    /// The same documents through the containers used where `KeyedDecodingContainer` is not its
    /// box alone (never on this standard library, so forced here): they must agree too.
    @Test(arguments: 0..<2)
    func randomDocumentsThroughContainersThatOwnTheirState(_ seed: Int) {
        KeyedContainerPool.$forcesOwningContainers.withValue(true) {
            randomDocuments(seed)
            randomDocumentsForOtherShapes(seed)
        }
    }

    @Test func theOwningContainersAreTheOnesForced() throws {
        struct Probe: Decodable {
            enum CodingKeys: String, CodingKey { case id }
            var containerType: String
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                containerType = Mirror(reflecting: container).children.map { String(describing: type(of: $0.value)) }.joined()
            }
        }
        let forced = try KeyedContainerPool.$forcesOwningContainers.withValue(true) {
            try CodableCheckDecoder().decode(Probe.self, from: Data("{}".utf8)).containerType
        }
        let usual = try CodableCheckDecoder().decode(Probe.self, from: Data("{}".utf8)).containerType
        #expect(forced.contains("OwningKeyedTapeContainer"), "\(forced)")
        #expect(!usual.contains("OwningKeyedTapeContainer") && usual.contains("KeyedTapeContainer"), "\(usual)")
    }
}
