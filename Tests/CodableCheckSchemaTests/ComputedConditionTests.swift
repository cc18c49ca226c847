import CodableCheckSchema
import Testing

/// Conditions and `switch`es on values the body computes (issue 22, census "condition on a
/// computed value", "switch on a computed or local value"): a side that cannot change how
/// decoding ends is followed exactly even when the tool cannot choose it, and a later decision
/// on what it set is still named.
@Suite struct ComputedConditionTests {
    static func item(_ body: String) -> ModelSchema {
        schema(
            """
            struct Detail: Decodable {
                var code: Int?
                init(from decoder: Decoder) throws {
                    code = try decoder.singleValueContainer().decode(Int?.self)
                }
            }
            struct Item: Decodable {
                var name: String
                var code: Int
                enum CodingKeys: String, CodingKey { case name, detail }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    let detail = try c.decode(Detail.self, forKey: .detail)
                    \(body)
                }
            }
            """)
    }

    static func fidelity(_ models: ModelSchema) -> DecodingFidelity? {
        models.types.first { $0.name == "Item" }?.fidelity
    }

    @Test func sidesThatOnlySetValuesAreFollowedWhateverTheConditionIs() {
        let models = Self.item(
            """
            if let value = detail.code { code = value } else { code = -1 }
                    name = try c.decode(String.self, forKey: .name)
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.fidelity(models) == .exact)
    }

    @Test func aLaterDecisionOnWhatSuchASideSetIsNamed() {
        let models = Self.item(
            """
            if let value = detail.code { code = value } else { code = -1 }
                    guard code >= 0 else { throw DecodingError.dataCorruptedError(forKey: .detail, in: c, debugDescription: "x") }
                    name = try c.decode(String.self, forKey: .name)
            """)
        #expect(
            rendered(models.diagnostics).contains {
                $0.contains("warning: the check in `guard code >= 0 else {") && $0.contains("in 'Item.init(from:)' is not verified")
            })
        #expect(Self.fidelity(models) != .exact)
    }

    @Test func aSideThatReadsIsStillNotFollowedOnAnUnknownCondition() {
        let models = Self.item(
            """
            if let value = detail.code { code = value; name = "" } else { code = -1; name = try c.decode(String.self, forKey: .name) }
            """)
        #expect(rendered(models.diagnostics).contains { $0.contains("(its condition is not interpreted)") })
        #expect(Self.fidelity(models) != .exact)
    }

    /// The condition is tested before either side runs: a side that sets the tested name to a
    /// value the tool does not know does not make the test itself unknown.
    @Test func aConditionIsJudgedBeforeTheSideThatChangesWhatItTests() {
        let models = Self.item(
            """
            code = 0
                    name = try c.decode(String.self, forKey: .name)
                    if name.isEmpty { name = String(describing: detail.code) }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.fidelity(models) == .exact)
    }

    @Test func aCatchAllBindingCaseIsTheDefaultWithTheValueBound() {
        let models = Self.item(
            """
            code = 0
                    switch try c.decode(String.self, forKey: .name) {
                    case "": name = "unnamed"
                    case let other: name = other
                    }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.fidelity(models) == .exact)
    }

    /// `[:]` is an empty dictionary: `{}` where `JSONEncoder` writes one, a value the tool does not
    /// know where the keys may be written as a list (an enum's), so that no decision is taken on it.
    @Test func anEmptyDictionaryIsAValue() {
        let models = schema(
            """
            enum Mood: String, Codable { case calm, loud }
            struct Mix: Decodable {
                var tags: [String: Int]
                var moods: [Mood: Int]
                enum CodingKeys: String, CodingKey { case tags, moods }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    tags = try c.decodeIfPresent([String: Int].self, forKey: .tags) ?? [:]
                    if tags.isEmpty { moods = [:] } else { moods = try c.decode([Mood: Int].self, forKey: .moods) }
                    guard moods.isEmpty || !tags.isEmpty else { throw DecodingError.dataCorruptedError(forKey: .moods, in: c, debugDescription: "x") }
                }
            }
            """)
        let diagnostics = rendered(models.diagnostics)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("the check in `guard moods.isEmpty || !tags.isEmpty else {") == true)
        #expect(models.types.first { $0.name == "Mix" }?.fidelity != .exact)
    }
}
