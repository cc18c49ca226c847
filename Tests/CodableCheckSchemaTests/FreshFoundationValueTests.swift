import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Issue 22 (UTM's network settings, okta's device flow): `UUID()` and `Date()` as defaults
/// (`BodyEffects.freshFoundationValues`). The compiled shapes are the pattern
/// `fresh-default-values`; these are the places the rule must refuse.
@Suite struct FreshFoundationValueTests {
    static func model(_ assignment: String, types: String = "") -> String {
        """
        import Foundation
        \(types)
        struct Interface: Decodable {
            let identifier: String
            let attachedAt: Date
            enum CodingKeys: String, CodingKey { case identifier, attachedAt }
            init(from decoder: Decoder) throws {
                let values = try decoder.container(keyedBy: CodingKeys.self)
                attachedAt = try values.decodeIfPresent(Date.self, forKey: .attachedAt) ?? Date()
                \(assignment)
            }
        }
        """
    }

    static func fidelity(_ source: String) -> DecodingFidelity? {
        schema(source).types.first { $0.name == "Interface" }?.fidelity
    }

    @Test func aFreshValueIsAValueTheToolDoesNotKnow() throws {
        let source = Self.model("identifier = try values.decodeIfPresent(UUID.self, forKey: .identifier)?.uuidString ?? UUID().uuidString")
        let models = schema(source)
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.fidelity(source) == .exact)
        let validator = SchemaValidator(plan: try models.plan(for: "Interface"))
        let outcome = validator.validate(try JSONReader.read(#"{"identifier": "x"}"#.utf8))
        #expect(outcome.errors.first?.renderedPath == "identifier")
        #expect(validator.validate(try JSONReader.read("{}".utf8)).errors.isEmpty)
    }

    /// A type of the models named `UUID` is no Foundation value: its initializer is the app's.
    /// One given arguments (`UUID(uuidString:)`, which may give nil) is not made from nothing.
    @Test(arguments: [
        (
            "identifier = try values.decodeIfPresent(String.self, forKey: .identifier) ?? UUID().uuidString",
            "struct UUID { var uuidString: String { \"\" }; init() throws {} }"
        ),
        ("identifier = try values.decodeIfPresent(String.self, forKey: .identifier) ?? UUID(uuidString: \"x\")!.uuidString", ""),
    ])
    func otherCallsAreNotFreshValues(assignment: String, types: String) {
        #expect(Self.fidelity(Self.model(assignment, types: types)) != .exact, "\(assignment)")
    }

    /// A check on a fresh value is a check on a value the tool does not know: the document's
    /// verdict says it was decided by approximation.
    @Test func aCheckOnAFreshValueIsAnApproximation() throws {
        let source = Self.model(
            """
            identifier = try values.decodeIfPresent(String.self, forKey: .identifier) ?? UUID().uuidString
                    if identifier == UUID().uuidString { throw DecodingError.dataCorruptedError(forKey: .identifier, in: values, debugDescription: "taken") }
            """)
        let models = schema(source)
        let validator = SchemaValidator(plan: try models.plan(for: "Interface"))
        let outcome = validator.validate(try JSONReader.read(#"{"identifier": "x"}"#.utf8))
        #expect(outcome.errors.isEmpty)
        #expect(!outcome.approximations.isEmpty)
    }
}
