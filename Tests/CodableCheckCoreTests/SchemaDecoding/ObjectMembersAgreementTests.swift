import Foundation
import Testing

@testable import CodableCheckCore

/// `PlanWalker` (strict mode's fast path) and `RecoveringWalker` (lossy mode) must meet an
/// object's members alike: the same keys match the same fields under each key strategy, the first
/// of duplicate keys wins, and the same keys draw the same `unknownKey` warning. On a document
/// lossy mode recovers nothing in, the two walks must therefore report the same errors and warnings.
@Suite("Object members: the fast and the recovering walk agree on keys")
struct ObjectMembersAgreementTests {
    /// `name` (ASCII), `café` (composed), `firstName` (for the snake-case strategy).
    static let plan = ValuePlan.object(
        ObjectPlan(
            typeName: "Guest",
            fields: [
                FieldPlan(propertyName: "name", key: "name", value: .string),
                FieldPlan(propertyName: "cafe", key: "caf\u{E9}", value: .optional(.double)),
                FieldPlan(propertyName: "firstName", key: "firstName", value: .optional(.string)),
            ]))

    static let documents: [String] = [
        #"{"name": "Ada", "nmae": "x", "age": 36}"#,
        #"{"name": "Ada", "name": 7, "extra": 1, "extra": 2}"#,
        #"{"na\u006de": "Ada", "n\u0061me": "Bob"}"#,
        #"{"name": "Ada", "cafe\u0301": 1}"#,
        "{\"name\": \"Ada\", \"cafe\u{301}\": 2, \"caf\u{E9}\": 3}",
        #"{"name": "Ada", "first_name": "Lovelace", "_first_name": "x", "first__name": "y"}"#,
        #"{"name": "Ada", "firstName": "Lovelace", "FIRST_NAME": "z"}"#,
        #"{"name": "Ada", "\ud800": 1}"#,
        #"{"first\u005fname": "Ada", "name": "Ada"}"#,
    ]

    @Test(arguments: documents, [ValidationOptions.KeyStrategy.useDefaultKeys, .convertFromSnakeCase])
    func strictAndLossyWalksReportTheSameKeys(json: String, keyStrategy: ValidationOptions.KeyStrategy) throws {
        var strict = ValidationOptions()
        strict.reportsUnknownKeys = true
        strict.keyStrategy = keyStrategy
        var lossy = strict
        lossy.mode = .lossy
        let document = try JSONReader.read(Array(json.utf8))
        let fast = SchemaValidator(plan: Self.plan, options: strict).validate(document)
        let recovering = SchemaValidator(plan: Self.plan, options: lossy).validate(document)
        #expect(fast.errors.map { $0.message } == recovering.errors.map { $0.message })
        #expect(fast.errors.map { $0.codingPath } == recovering.errors.map { $0.codingPath })
        #expect(fast.warnings == recovering.warnings.filter { $0.kind == .unknownKey })
        #expect(fast.warnings.allSatisfy { $0.kind == .unknownKey })
    }
}

/// The drift `ObjectMembersAgreementTests` found, checked against Foundation: under
/// `.convertFromSnakeCase` an escaped key is converted from its decoded text, so
/// `first\u005fname` is `firstName` and its value is decoded (here: the wrong type).
@Suite("Object members: an escaped key under the snake-case strategy")
struct EscapedSnakeCaseKeyTests {
    struct Guest: Decodable { var name: String; var firstName: String? }

    @Test func escapedUnderscoreIsConvertedAsFoundationDoes() throws {
        let json = #"{"first\u005fname": 5, "name": "Ada"}"#
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var foundationFailure: [String]?
        do {
            _ = try decoder.decode(Guest.self, from: Data(json.utf8))
        } catch DecodingError.typeMismatch(_, let context) {
            foundationFailure = context.codingPath.map(\.stringValue)
        }
        #expect(foundationFailure == ["firstName"])
        var options = ValidationOptions()
        options.keyStrategy = .convertFromSnakeCase
        let outcome = SchemaValidator(plan: ObjectMembersAgreementTests.plan, options: options)
            .validate(try JSONReader.read(Array(json.utf8)))
        #expect(outcome.errors.map { $0.kind } == [.typeMismatch])
    }
}
