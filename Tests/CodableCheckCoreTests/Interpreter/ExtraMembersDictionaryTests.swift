import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// The extra-data shape (`ExtraMembersDictionary`): `[String: V](from: decoder)` and the app's
/// `removeValues(forKeys:)`. The compiled pattern is `extra-members-dictionary` in
/// `InterpretedPatternDifferentialTests`; these pin the key strategy (compiled models under
/// `convertFromSnakeCase`), and that a `removeValues(forKeys:)` of the app's with another body
/// (one that traps, one that throws, one that removes one key) is never read as the removal.
@Suite struct ExtraMembersDictionaryTests {
    static let models = """
        struct Profile: Decodable {
            var id: Int
            var name: String?
            var extra: [String: Int]
            enum CodingKeys: String, CodingKey, CaseIterable { case id, name }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(Int.self, forKey: .id)
                name = try container.decodeIfPresent(String.self, forKey: .name)
                var all = try [String: Int](from: decoder)
                all.removeValues(forKeys: CodingKeys.allCases.map(\\.rawValue))
                extra = all
            }
        }
        """

    static let removal = """

        extension Dictionary {
            mutating func removeValues(forKeys keys: [Key]) {
                for key in keys { removeValue(forKey: key) }
            }
        }
        """

    static func schema(_ extra: String) -> ModelSchema {
        ModelSchema(sources: [(path: "Models.swift", text: models + extra)])
    }

    static func validate(_ json: String, extra: String = removal, snakeCase: Bool = false) throws -> ValidationOutcome {
        var options = ValidationOptions()
        options.producesValue = true
        if snakeCase { options.keyStrategy = .convertFromSnakeCase }
        let plan = try schema(extra).plan(for: "Profile")
        return SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Data(json.utf8)))
    }

    @Test func theDeclaredKeysAreRemovedAndEveryMemberIsDecoded() throws {
        #expect(Self.schema(Self.removal).types.first { $0.name == "Profile" }?.fidelity == .exact)
        let outcome = try Self.validate(#"{"id": 1, "b": 2, "a": 1}"#)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue == #"{"extra":{"a":1,"b":2},"id":1}"#)
        // `name` is decoded as an `Int` too before it is removed: the app throws there.
        let failed = try Self.validate(#"{"id": 1, "name": "n"}"#)
        #expect(failed.errors.map(\.kind) == [.typeMismatch])
        #expect(failed.errors.map(\.renderedPath) == ["name"])
    }

    /// `Dictionary`'s `init(from:)` reads keys through a keyed container, so the key strategy
    /// converts them (probed on 6.3.1: `{"first_name": "x"}` as `[String: Int](from:)` fails at
    /// `firstName`; decoding `[String: Int]` fails at `first_name`).
    @Test func keysAreConvertedByTheKeyStrategy() throws {
        let outcome = try Self.validate(#"{"id": 1, "first_name": 1}"#, snakeCase: true)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue == #"{"extra":{"firstName":1},"id":1}"#)
        let failed = try Self.validate(#"{"id": 1, "first_name": "x"}"#, snakeCase: true)
        #expect(failed.errors.map(\.renderedPath) == ["firstName"])
    }

    /// Bodies that are not a removal of each key: what they do is not claimed.
    @Test(arguments: [
        "mutating func removeValues(forKeys keys: [Key]) { fatalError(\"no\") }",
        "mutating func removeValues(forKeys keys: [Key]) throws { throw CocoaError(.featureUnsupported) }",
        "mutating func removeValues(forKeys keys: [Key]) { if let first = keys.first { removeValue(forKey: first) } }",
        "mutating func removeValues(forKeys keys: [Key]) { keys.map { removeValue(forKey: $0) }; removeAll() }",
    ])
    func anotherBodyIsNotTheRemoval(_ method: String) throws {
        let extra = "\nextension Dictionary {\n    \(method)\n}\n"
        #expect(Self.schema(extra).types.first { $0.name == "Profile" }?.fidelity != .exact)
        let outcome = try Self.validate(#"{"id": 1, "b": 2}"#, extra: extra)
        #expect(outcome.encodedValue != #"{"extra":{"b":2},"id":1}"#)
    }

    /// Without the app's method (it comes from a module the tool was not given), nothing is claimed.
    @Test func anUndeclaredMethodIsNotFollowed() {
        #expect(Self.schema("").types.first { $0.name == "Profile" }?.fidelity != .exact)
    }
}
