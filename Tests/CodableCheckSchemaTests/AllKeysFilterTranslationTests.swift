import CodableCheckSchema
import Testing

/// The `filter` before an `allKeys` loop (`AllKeysFilter`): the tests that skip the declared keys
/// are followed, the type exact; any other test, or a set of names read from another object,
/// leaves the loop not followed and the type not exact.
@Suite struct AllKeysFilterTranslationTests {
    static func model(staticContainer: String = "decoder.container(keyedBy: StaticKeys.self)", names: String, test: String) -> String {
        """
        struct AnyKey: CodingKey {
            var stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        struct Event: Decodable {
            var id: String
            var extra: [String: Int]
            enum StaticKeys: String, CodingKey { case id, nested }
            init(from decoder: Decoder) throws {
                let root = try decoder.container(keyedBy: StaticKeys.self)
                let staticContainer = try \(staticContainer)
                self.id = try root.decode(String.self, forKey: .id)
                let dynamic = try decoder.container(keyedBy: AnyKey.self)
                self.extra = [:]
                \(names)
                try dynamic.allKeys.filter { \(test) }.forEach {
                    self.extra[$0.stringValue] = try dynamic.decode(Int.self, forKey: $0)
                }
            }
        }
        """
    }

    @Test(arguments: [
        ("let declared = Set(staticContainer.allKeys.map { $0.stringValue })", "!declared.contains($0.stringValue)"),
        ("let declared = Set(staticContainer.allKeys.map(\\.stringValue))", "!declared.contains($0.stringValue)"),
        ("", "StaticKeys(stringValue: $0.stringValue) == nil"),
    ])
    func aTestSkippingTheDeclaredKeysIsFollowed(names: String, test: String) {
        let models = schema(Self.model(names: names, test: test))
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first { $0.name == "Event" }?.fidelity == .exact)
    }

    @Test(arguments: [
        // Names another object's container found: not the keys this object declares.
        (
            "root.nestedContainer(keyedBy: StaticKeys.self, forKey: .nested)",
            "let declared = Set(staticContainer.allKeys.map { $0.stringValue })", "!declared.contains($0.stringValue)"
        ),
        // A `var` may change before the loop.
        (
            "decoder.container(keyedBy: StaticKeys.self)", "var declared = Set(staticContainer.allKeys.map { $0.stringValue })",
            "!declared.contains($0.stringValue)"
        ),
        // Tests of another kind.
        ("decoder.container(keyedBy: StaticKeys.self)", "", "$0.stringValue.hasPrefix(\"x_\")"),
        ("decoder.container(keyedBy: StaticKeys.self)", "", "StaticKeys(stringValue: $0.stringValue) != nil"),
        ("decoder.container(keyedBy: StaticKeys.self)", "let declared = [\"id\"]", "!declared.contains($0.stringValue)"),
    ])
    func anyOtherTestLeavesTheLoopNotFollowed(staticContainer: String, names: String, test: String) {
        let models = schema(Self.model(staticContainer: staticContainer, names: names, test: test))
        let diagnostics = rendered(models.diagnostics)
        #expect(diagnostics.contains { $0.contains("forEach") || $0.contains("allKeys") }, "\(diagnostics)")
        #expect(models.types.first { $0.name == "Event" }?.fidelity != .exact)
    }
}

extension AllKeysFilterTranslationTests {
    /// `reduce(into:)` is read as the loop only from an empty dictionary and with one entry set
    /// per key from the container's read of it.
    @Test(arguments: [
        ("self.extra = try dynamic.allKeys.reduce(into: [:]) { $0[$1.stringValue] = try dynamic.decode(Int.self, forKey: $1) }", true),
        (
            "self.extra = try dynamic.allKeys.reduce(into: [String: Int]()) { partial, key in partial[key.stringValue] = try dynamic.decode(Int.self, forKey: key) }",
            true
        ),
        (
            "self.extra = try dynamic.allKeys.reduce(into: [\"a\": 1]) { $0[$1.stringValue] = try dynamic.decode(Int.self, forKey: $1) }",
            false
        ),
        ("self.extra = try dynamic.allKeys.reduce(into: [:]) { $0[$1.stringValue] = 1 }", false),
        ("self.extra = try dynamic.allKeys.reduce(into: [:]) { $0[\"k\"] = try dynamic.decode(Int.self, forKey: $1) }", false),
    ])
    func reduceIntoAnEmptyDictionaryIsTheLoop(statement: String, isFollowed: Bool) {
        let models = schema(
            """
            struct AnyKey: CodingKey {
                var stringValue: String
                init(stringValue: String) { self.stringValue = stringValue }
                var intValue: Int? { nil }
                init?(intValue: Int) { nil }
            }
            struct Event: Decodable {
                var extra: [String: Int]
                init(from decoder: Decoder) throws {
                    let dynamic = try decoder.container(keyedBy: AnyKey.self)
                    \(statement)
                }
            }
            """)
        #expect((models.types.first { $0.name == "Event" }?.fidelity == .exact) == isFollowed, "\(rendered(models.diagnostics))")
    }
}
