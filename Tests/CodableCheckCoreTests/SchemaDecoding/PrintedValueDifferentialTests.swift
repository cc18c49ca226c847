import CodableCheckCore
import Foundation
import Testing

/// `--print` against `JSONEncoder` on every valid fixture document: the compiled seed model
/// decoded by `JSONDecoder` and encoded by `JSONEncoder` (`.sortedKeys`), and the plan read from
/// the same model file printing the same document, must give the same text. This covers what
/// synthesized encoding writes that decoding never reads (`let kind = "book"`), and what it
/// leaves out (`lazy`, computed, `static`, properties missing from `CodingKeys`, nil optionals).
@Suite("--print writes what JSONEncoder writes for every fixture model")
struct PrintedValueDifferentialTests {
    static let validFixtures = SeedModelFixture.all.filter { $0.folder == "valid" }

    @Test("printed value equals JSONEncoder's", arguments: validFixtures)
    func printedValueEqualsEncoders(_ fixture: SeedModelFixture) throws {
        let entry = try #require(SeedModels.decoders[fixture.typeTag])
        let data = try fixture.data
        let decoded = try Self.decode(entry.type, data, fixture.setup.makeFoundationDecoder())
        guard let encodable = decoded as? any Encodable else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // `JSONEncoder` refuses a value nested 512 deep (FoundationLearningTests B26): nothing to compare.
        guard let encoded = try? encoder.encode(encodable) else { return }
        let expected = String(decoding: encoded, as: UTF8.self)

        var options = fixture.setup.validationOptions
        options.producesValue = true
        let plan = try SeedModelSchema.plan(forTag: fixture.typeTag)
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(data))
        let printed = try #require(outcome.encodedValue, "no value printed: \(outcome.errors.map(\.message))")
        if Self.containsSet(plan) {
            // Foundation writes a `Set` in its hash order, new every process; the printer keeps
            // the document's order. Compare with every array's elements sorted.
            #expect(try Self.canonical(printed) == Self.canonical(expected), "printed \(printed)\nencoded \(expected)")
        } else {
            #expect(printed == expected)
        }
    }

    @Test("the fixtures cover constants, and most valid documents are compared")
    func coverage() throws {
        let tags = Set(Self.validFixtures.map(\.typeTag))
        #expect(tags.contains("BookListing") && tags.contains("Array-BookListing") && tags.contains("ShelfLabel"))
        #expect(tags.contains("BrandTheme"))
        let encodable = Self.validFixtures.filter { SeedModels.decoders[$0.typeTag]?.type is any Encodable.Type }
        #expect(encodable.count >= 150, "\(encodable.count) of \(Self.validFixtures.count)")
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ data: Data, _ decoder: JSONDecoder) throws -> T {
        try decoder.decode(T.self, from: data)
    }

    private static func containsSet(_ plan: ValuePlan, visited: inout Set<ObjectIdentifier>) -> Bool {
        switch plan {
        case .set: return true
        case .optional(let wrapped), .array(let wrapped), .dictionary(_, let wrapped): return containsSet(wrapped, visited: &visited)
        case .object(let object):
            guard visited.insert(ObjectIdentifier(object)).inserted else { return false }
            return object.fields.contains { containsSet($0.value, visited: &visited) }
        default: return false
        }
    }

    private static func containsSet(_ plan: ValuePlan) -> Bool {
        var visited = Set<ObjectIdentifier>()
        return containsSet(plan, visited: &visited)
    }

    /// The JSON text with sorted keys and every array's elements in sorted order.
    private static func canonical(_ text: String) throws -> String {
        func canonicalText(_ value: Any) -> String {
            if let array = value as? [Any] { return "[" + array.map(canonicalText).sorted().joined(separator: ",") + "]" }
            if let object = value as? [String: Any] {
                return "{" + object.keys.sorted().map { "\($0):" + canonicalText(object[$0]!) }.joined(separator: ",") + "}"
            }
            return "\(value)"
        }
        return canonicalText(try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed))
    }
}
