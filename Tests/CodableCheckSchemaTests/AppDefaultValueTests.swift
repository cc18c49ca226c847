import CodableCheckSchema
import Testing

/// A fallback built from the app's own types under the `try` that reads the key (issue 22, census
/// "initializer or static member of the app's own types"): a value the tool need not know when
/// the declarations say it cannot throw, and a statement not followed when one of them may.
@Suite struct AppDefaultValueTests {
    static func fidelity(declaring fallbackType: String, fallback: String) -> DecodingFidelity? {
        let models = schema(
            """
            \(fallbackType)
            struct Item: Decodable {
                static let standardLimit = 4
                var limit: Limit
                enum CodingKeys: String, CodingKey { case limit }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    limit = try c.decodeIfPresent(Limit.self, forKey: .limit) ?? \(fallback)
                }
            }
            """)
        return models.types.first { $0.name == "Item" }?.fidelity
    }

    @Test func anInitializerThatCannotThrowIsAValue() {
        let limit = """
            struct Limit: Codable {
                var value: Int
                init(_ value: Int) { self.value = value }
                init(from decoder: Decoder) throws { value = try decoder.singleValueContainer().decode(Int.self) }
            }
            """
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(Self.standardLimit)") == .exact)
        #expect(Self.fidelity(declaring: limit, fallback: "Limit.init(Item.standardLimit)") == .exact)
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(value: 2)") == .exact)  // memberwise
    }

    /// Only the initializers the call's labels reach count, as in swiftc's overload choice: a
    /// throwing `init(text:)` does not make `Limit(2)` throw (before, any throwing initializer of
    /// the type held every call back).
    @Test func onlyTheInitializersTheLabelsReachAreJudged() {
        let limit = """
            struct Limit: Codable {
                var value: Int
                init(_ value: Int) { self.value = value }
                init(text: String) throws { value = 0 }
                init(_ value: Int, unit: String, strict: Bool = true) throws { self.value = value }
            }
            """
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(2)") == .exact)
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(text: \"2\")") != .exact)
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(2, unit: \"px\")") != .exact)
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(2, unit: \"px\", strict: false)") != .exact)
    }

    /// Two initializers the labels both reach, one throwing: which one swiftc picks depends on the
    /// argument's type (`init(_: Int)` for `2`, `init(_: String) throws` for `"2"`) or on its
    /// defaulted parameters, which the tool does not weigh, so the call may throw.
    @Test func severalInitializersTheLabelsReachWithOneThrowingMayThrow() {
        let byType = """
            struct Limit: Codable {
                var value: Int
                init(_ value: Int) { self.value = value }
                init(_ text: String) throws { value = 0 }
            }
            """
        #expect(Self.fidelity(declaring: byType, fallback: "Limit(2)") != .exact)
        let byDefault = """
            struct Limit: Codable {
                var value: Int
                init(_ value: Int) { self.value = value }
                init(_ value: Int, strict: Bool = true) throws { self.value = value }
            }
            """
        #expect(Self.fidelity(declaring: byDefault, fallback: "Limit(2)") != .exact)
        let bothSafe = """
            struct Limit: Codable {
                var value: Int
                init(_ value: Int) { self.value = value }
                init(_ text: String) { value = 0 }
            }
            """
        #expect(Self.fidelity(declaring: bothSafe, fallback: "Limit(2)") == .exact)
    }

    @Test func aClassCallNeedsAnInitializerItDeclares() {
        let limit = """
            class Limit: Base, Codable {
                var value = 0
                init(_ value: Int, unit: String = "px") { self.value = value }
            }
            """
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(2)") == .exact)
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(2, unit: \"pt\")") == .exact)
        // Inherited from `Base`, which the models do not declare: it may throw.
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(name: \"x\")") != .exact)
    }

    @Test func aTypeTheModelsDoNotDeclareIsNotAssumed() {
        let limit = """
            struct Limit: Codable {
                var value: Int
                static var computed: Limit { Limit(value: 1) }
                static func make() -> Limit { Limit(value: 1) }
            }
            """
        #expect(Self.fidelity(declaring: limit, fallback: "Limit(value: Undeclared.make())") != .exact)
    }
}
