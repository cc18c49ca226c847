import Foundation
import Testing

@testable import CodableCheckCore

/// Shapes the compiler synthesizes `init(from:)` for — enums with associated values, class
/// hierarchies through `superDecoder()`, sets, nested generics — against Foundation.
@Suite("Decoder: synthesized shapes match JSONDecoder")
struct DecoderSynthesizedShapesTests {
    enum Shape: Decodable, Equatable {
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case labelled(String, Int)
        case empty
    }

    @Test(arguments: [
        #"{"circle": {"radius": 2}}"#, #"{"rectangle": {"width": 1, "height": 2}}"#, #"{"labelled": {"_0": "a", "_1": 3}}"#,
        #"{"empty": {}}"#, #"{"circle": {"radius": "x"}}"#, #"{"circle": {}}"#, #"{"square": {}}"#, "{}",
        #"{"circle": {"radius": 1}, "empty": {}}"#, #"{"labelled": {"_0": "a"}}"#, #"{"empty": null}"#, #"{"circle": []}"#,
    ])
    func enumsWithAssociatedValues(_ json: String) {
        expectSameAsFoundation(Shape.self, json)
        expectSameAsFoundation([Shape].self, "[\(json)]")
    }

    class Animal: Decodable {
        var name: String
        private enum CodingKeys: String, CodingKey { case name }
        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
        }
    }

    final class Dog: Animal, Equatable {
        var breed: String
        private enum CodingKeys: String, CodingKey { case breed, base }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            breed = try container.decode(String.self, forKey: .breed)
            try super.init(from: container.superDecoder(forKey: .base))
        }
        static func == (a: Dog, b: Dog) -> Bool { a.name == b.name && a.breed == b.breed }
    }

    final class Cat: Animal, Equatable {
        var lives: Int
        private enum CodingKeys: String, CodingKey { case lives }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            lives = try container.decode(Int.self, forKey: .lives)
            try super.init(from: container.superDecoder())
        }
        static func == (a: Cat, b: Cat) -> Bool { a.name == b.name && a.lives == b.lives }
    }

    @Test(arguments: [
        #"{"breed": "lab", "base": {"name": "Rex"}}"#, #"{"breed": "lab"}"#, #"{"breed": "lab", "base": null}"#,
        #"{"breed": "lab", "base": {"name": 1}}"#, #"{"breed": "lab", "base": []}"#,
    ])
    func superDecoderForKey(_ json: String) {
        expectSameAsFoundation(Dog.self, json)
        expectSameAsFoundation([Dog].self, "[\(json)]")
    }

    @Test(arguments: [
        #"{"lives": 9, "super": {"name": "Tom"}}"#, #"{"lives": 9}"#, #"{"lives": 9, "super": 3}"#,
    ])
    func superDecoderWithoutKey(_ json: String) {
        expectSameAsFoundation(Cat.self, json)
    }

    struct Nested: Decodable, Equatable {
        var sets: Set<Int>
        var matrix: [[Double]]
        var lookup: [String: [Int?]]
        var pair: Pair<String, Bool>?
    }

    struct Pair<A: Decodable & Equatable, B: Decodable & Equatable>: Decodable, Equatable {
        var first: A
        var second: B
    }

    @Test(arguments: [
        #"{"sets": [1, 2, 2], "matrix": [[1, 2], []], "lookup": {"a": [1, null]}, "pair": {"first": "x", "second": true}}"#,
        #"{"sets": [1, "2"], "matrix": [], "lookup": {}}"#, #"{"sets": [], "matrix": [[1], [true]], "lookup": {}}"#,
        #"{"sets": [], "matrix": [], "lookup": {"a": [1, "x"]}}"#, #"{"sets": [], "matrix": [], "lookup": {}, "pair": {"first": 1}}"#,
        #"{"sets": null, "matrix": [], "lookup": {}}"#, #"{"sets": [], "matrix": [[1e400]], "lookup": {}}"#,
    ])
    func nestedGenerics(_ json: String) {
        expectSameAsFoundation(Nested.self, json)
        expectSameAsFoundation(Nested.self, json, DecoderSettings(keys: .convertFromSnakeCase))
    }

    /// Scales a number by its configuration.
    struct Scaled: DecodableWithConfiguration, Equatable {
        var value: Double
        init(from decoder: any Decoder, configuration: Double) throws {
            value = try decoder.singleValueContainer().decode(Double.self) * configuration
        }
    }

    enum Tenfold: DecodingConfigurationProviding {
        static var decodingConfiguration: Double { 10 }
    }

    @Test(arguments: ["2", "\"x\"", "null", "1e400"])
    func decodableWithConfiguration(_ json: String) {
        func outcome(_ body: () throws -> Scaled) -> String {
            do { return "\(try body())" } catch { return "\(ErrorShape(foundationView: error))" }
        }
        let data = Data(json.utf8)
        #expect(
            outcome { try CodableCheckDecoder().decode(Scaled.self, from: data, configuration: 3) }
                == outcome { try JSONDecoder().decode(Scaled.self, from: data, configuration: 3) })
        #expect(
            outcome { try CodableCheckDecoder().decode(Scaled.self, from: data, configuration: Tenfold.self) }
                == outcome { try JSONDecoder().decode(Scaled.self, from: data, configuration: Tenfold.self) })
    }

    @Test func oneDecoderServesSeveralThreads() async throws {
        let decoder = CodableCheckDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask { try decoder.decode([String: Int].self, from: Data(#"{"a_b": \#(index)}"#.utf8))["a_b"]! }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.sorted() == Array(0..<8))
    }
}
