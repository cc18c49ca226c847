import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Fluent models (`FluentFixtures/Lending.swift`) decoded by `JSONDecoder`, through a stand-in
/// that reproduces FluentKit 1.56.0's `Codable` behaviour (`FluentFixtures/FluentKitStandIn.swift`:
/// FluentKit is not a dependency here), and by the schema reader on the same file with
/// `import FluentKit` put first: the same verdict, the same error case and path (a property's
/// error, however deep, is FluentKit's `typeMismatch` at its key), and the same printed value.
@Suite("Fluent models agree with JSONDecoder through FluentKit's Fields")
struct FluentModelDifferentialTests {
    static let modelFile = FixturePaths.coreTests.appendingPathComponent("FluentFixtures/Lending.swift")

    static let schema: ModelSchema = {
        do {
            let text = try String(contentsOf: modelFile, encoding: .utf8)
            return ModelSchema(sources: [(path: modelFile.path, text: "import FluentKit\n" + text)])
        } catch {
            fatalError("cannot read \(modelFile.path): \(error)")
        }
    }()

    struct Input: Sendable, CustomTestStringConvertible {
        var type: String
        var json: String
        var testDescription: String { "\(type): \(json)" }
    }

    nonisolated(unsafe) static let decoders: [String: any Decodable.Type] = [
        "Member": Member.self, "Branch": Branch.self, "Loan": Loan.self, "MemberPage": MemberPage.self, "[Member]": [Member].self,
    ]

    static let branch = #""branch": {"id": "D8D585A5-F844-477A-A826-FA749614A6F4"}"#
    static let preferences = #""preferences": {"newsletter": true, "language": "en"}"#
    /// A member with every required property and nothing else.
    static let member = #"{"displayName": "Ann", "tier": "basic", \#(preferences), "tags": [], \#(branch), "referrer": {}}"#

    /// `member` with `change` applied to its text: each input below breaks at most one property,
    /// since with several the property JSONDecoder reports first depends on a `Dictionary`'s order.
    static func member(_ change: (String) -> String) -> String { change(member) }

    static let inputs: [Input] = [
        Input(type: "Member", json: member),
        // Optional wrappers: null or missing is nil; a value must decode.
        Input(
            type: "Member",
            json: member {
                $0.replacingOccurrences(of: "{\"displayName\"", with: #"{"id": 7, "email": null, "phone": "555", "displayName""#)
            }),
        Input(
            type: "Member",
            json: member {
                $0.replacingOccurrences(
                    of: "{\"displayName\"", with: #"{"id": null, "previousTier": "premium", "joinedAt": 12.5, "displayName""#)
            }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: "{\"displayName\"", with: #"{"id": "7", "displayName""#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: "{\"displayName\"", with: #"{"email": 3, "displayName""#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: "{\"displayName\"", with: #"{"phone": false, "displayName""#) }),
        Input(
            type: "Member",
            json: member { $0.replacingOccurrences(of: "{\"displayName\"", with: #"{"previousTier": "gold", "displayName""#) }),
        Input(
            type: "Member",
            json: member { $0.replacingOccurrences(of: "{\"displayName\"", with: #"{"joinedAt": "2024-01-01", "displayName""#) }),
        // Required wrappers: missing and null are the wrapped error too.
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""displayName": "Ann", "#, with: "") }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""displayName": "Ann""#, with: #""displayName": null"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""displayName": "Ann""#, with: #""displayName": ["Ann"]"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""tier": "basic""#, with: #""tier": "gold""#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""tier": "basic", "#, with: "") }),
        // The database key is not the coding key.
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""displayName""#, with: #""display_name""#) }),
        // An error deep inside a property is reported at the property.
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""language": "en""#, with: #""language": 1"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""newsletter": true, "#, with: "") }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""tags": []"#, with: #""tags": ["a", 2]"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""tags": []"#, with: #""tags": {}"#) }),
        // Parents: an object with an `id` of the parent's ID type.
        Input(type: "Member", json: member { $0.replacingOccurrences(of: Self.branch, with: #""branch": {}"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: Self.branch, with: #""branch": {"id": null}"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: Self.branch, with: #""branch": {"id": "not-a-uuid"}"#) }),
        Input(
            type: "Member",
            json: member { $0.replacingOccurrences(of: Self.branch, with: #""branch": "D8D585A5-F844-477A-A826-FA749614A6F4""#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: Self.branch + ", ", with: "") }),
        Input(
            type: "Member",
            json: member {
                $0.replacingOccurrences(of: Self.branch, with: #""branch": {"id": "D8D585A5-F844-477A-A826-FA749614A6F4", "city": 5}"#)
            }),
        // An optional parent still needs its object; its `id` may be null or missing.
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""referrer": {}"#, with: #""referrer": {"id": 12}"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""referrer": {}"#, with: #""referrer": {"id": null}"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""referrer": {}"#, with: #""referrer": {"id": "12"}"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #""referrer": {}"#, with: #""referrer": null"#) }),
        Input(type: "Member", json: member { $0.replacingOccurrences(of: #", "referrer": {}"#, with: "") }),
        // Children and plain properties are never read.
        Input(
            type: "Member",
            json: member { $0.replacingOccurrences(of: "{\"displayName\"", with: #"{"loans": 5, "sessionCount": "x", "displayName""#) }),
        // The model itself must be an object.
        Input(type: "Member", json: "[]"),
        Input(type: "Member", json: "null"),
        Input(type: "Branch", json: #"{"city": "Leeds", "members": "ignored"}"#),
        Input(type: "Branch", json: #"{"city": "Leeds", "id": "D8D585A5-F844-477A-A826-FA749614A6F4"}"#),
        Input(type: "Branch", json: #"{"id": "D8D585A5-F844-477A-A826-FA749614A6F4"}"#),
        Input(type: "Branch", json: #"{}"#),
        Input(type: "Loan", json: #"{"member": {"id": 3}, "due": 86400, "renewals": 0}"#),
        Input(type: "Loan", json: #"{"member": {"id": 3.5}, "due": 86400, "renewals": 0}"#),
        Input(type: "Loan", json: #"{"member": {"id": 3}, "due": "tomorrow", "renewals": 0}"#),
        Input(type: "Loan", json: #"{"member": {"id": 3}, "due": 86400, "renewals": 1e30}"#),
        // Inside synthesized decoding: the path runs through it.
        Input(type: "MemberPage", json: #"{"members": [\#(member), \#(member)], "total": 2}"#),
        Input(
            type: "MemberPage",
            json: #"{"members": [\#(member), \#(member.replacingOccurrences(of: #""tier": "basic""#, with: #""tier": 1"#))], "total": 2}"#),
        Input(
            type: "[Member]",
            json: #"[\#(member), {"displayName": "Bo"}]"#.replacingOccurrences(
                of: "{\"displayName\": \"Bo\"}", with: member.replacingOccurrences(of: Self.branch, with: #""branch": {"id": 1}"#))),
    ]

    @Test("verdict, first error and printed value equal JSONDecoder's", arguments: inputs)
    func sameOutcome(_ input: Input) throws {
        let type = try #require(Self.decoders[input.type])
        let data = Data(input.json.utf8)
        let plan = try Self.schema.plan(for: input.type)
        var options = ValidationOptions()
        options.producesValue = true
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(data))
        switch (sortedJSONDecoderOutcome(type, data), outcome.errors.first) {
        case (.decodes(let encoded), nil):
            #expect(outcome.encodedValue == encoded)
        case (.fails(let expected), let problem?):
            expectSameProblem(foundation: expected, problem: problem, document: data)
            #expect(outcome.errors.count == 1, "\(outcome.errors.map(\.message))")
        case (.fails(let expected), nil):
            Issue.record("JSONDecoder threw \(expected); the tool found no error")
        case (.decodes, let problem?):
            Issue.record("JSONDecoder decodes it; the tool found \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)")
        }
    }

    /// With several properties broken, JSONDecoder reports one of them (which one follows a
    /// `Dictionary`'s order); the tool reports each, and JSONDecoder's is among them.
    @Test func everyBrokenPropertyIsReportedAndJSONDecodersIsOne() throws {
        let json = #"{"displayName": null, "tier": "gold", "email": 1, "preferences": [], "tags": [], \#(Self.branch), "referrer": null}"#
        let data = Data(json.utf8)
        let outcome = SchemaValidator(plan: try Self.schema.plan(for: "Member")).validate(try JSONReader.read(data))
        #expect(outcome.errors.map(\.renderedPath) == ["displayName", "email", "tier", "preferences", "referrer"])
        #expect(outcome.errors.allSatisfy { $0.kind == .typeMismatch && $0.foundationDescription == "Could not decode property" })
        guard case .fails(let expected) = sortedJSONDecoderOutcome(Member.self, data) else {
            Issue.record("JSONDecoder decoded a member with five broken properties")
            return
        }
        #expect(outcome.errors.contains { $0.codingPath == expected.components && $0.kind.rawValue == expected.kind })
    }

    @Test func theFluentModelsAreListedExact() {
        let listed = Self.schema.types.filter { ["Branch", "Member", "Loan"].contains($0.name) }
        #expect(listed.count == 3)
        for summary in listed {
            #expect(summary.decoding == .fluentFields, "\(summary.name)")
            #expect(summary.fidelity == .exact, "\(summary.name)")
        }
        #expect(Self.schema.diagnostics.isEmpty, "\(Self.schema.diagnostics)")
    }
}
