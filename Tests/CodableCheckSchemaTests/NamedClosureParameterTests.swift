import Testing

@testable import CodableCheckSchema

/// A closure whose parameters are named (`{ key, count in ... }`, `{ (key, count) in ... }`) is
/// read as the same closure written with `$0`, `$1`, so the closure rules judge it: one that
/// builds values of the app's that cannot stop the app is followed; one that may stop it (a
/// `precondition` in an initializer it calls, a force unwrap) or throw is not.
@Suite struct NamedClosureParameterTests {
    static func fidelity(of statement: String) -> DecodingFidelity? {
        let models = schema(
            """
            struct Label {
                var text: String
                init(_ text: String) { self.text = text }
                init(parsing text: String) throws { self.text = text }
            }
            struct Checked {
                var text: String
                init(_ text: String) {
                    precondition(!text.isEmpty, "empty")
                    self.text = text
                }
            }
            struct Board: Decodable {
                var labels: [Label]
                init(from decoder: Decoder) throws {
                    let c = try decoder.singleValueContainer()
                    let entries = try c.decode([String: Int].self)
                    \(statement)
                }
            }
            """)
        return models.types.first { $0.name == "Board" }?.fidelity
    }

    @Test(arguments: [
        "labels = entries.map { key, count in Label(key) }",
        "labels = entries.map { (key, count) in Label(key) }",
    ])
    func aClosureWithNamedParametersIsFollowed(statement: String) {
        #expect(Self.fidelity(of: statement) == .exact)
    }

    @Test(arguments: [
        "labels = entries.map { key, count in Label(Checked(key).text) }",
        "labels = entries.map { key, count in Label(String(key.first!)) }",
        "labels = try entries.map { key, count in try Label(parsing: key) }",
    ])
    func aClosureWithNamedParametersThatMayStopOrThrowIsNotFollowed(statement: String) {
        #expect(Self.fidelity(of: statement) != .exact)
    }
}
