import CodableCheckSchema
import Foundation
import Testing

@testable import CodableCheckCore

/// The `unknownKey` warning is built by one owner (`DecodingWarning.unknownKey`) for every walk
/// that meets an object: the fast walk, the recovering one, and a hand-written `init(from:)`'s
/// keyed container. Each names the near miss of a misspelt key among the keys it reads.
@Suite("Object members: one unknown-key warning for every walk")
struct UnknownKeyWarningTests {
    static let models = ModelSchema(sources: [
        (
            path: "Guests.swift",
            text: """
            struct Guest: Codable {
                var name: String
                var email: String?
            }
            struct CheckedGuest: Decodable {
                var name: String
                var email: String?
                enum CodingKeys: String, CodingKey { case name, email }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    name = try container.decode(String.self, forKey: .name)
                    email = try container.decodeIfPresent(String.self, forKey: .email)
                }
            }
            """
        )
    ])

    static let json = #"{"name": "Ada", "emial": "ada@example.com", "age": 36}"#

    func warnings(_ type: String, mode: ValidationOptions.Mode) throws -> [String] {
        var options = ValidationOptions()
        options.reportsUnknownKeys = true
        options.mode = mode
        let outcome = SchemaValidator(plan: try Self.models.plan(for: type), options: options)
            .validate(try JSONReader.read(Data(Self.json.utf8)))
        #expect(outcome.isValid)
        return outcome.warnings.map { "\($0.renderedPath) @\($0.byteOffset): \($0.message)" }
    }

    @Test(arguments: [ValidationOptions.Mode.strict, .lossy])
    func synthesizedDecodingNamesTheNearMiss(mode: ValidationOptions.Mode) throws {
        #expect(
            try warnings("Guest", mode: mode) == [
                #"emial @16: key "emial" is not decoded by Guest; did you mean "email"?"#,
                #"age @44: key "age" is not decoded by Guest; did you mean "name"?"#,
            ])
    }

    /// The drift this owner removed: the interpreter's warning named no near miss.
    @Test(arguments: [ValidationOptions.Mode.strict, .lossy])
    func handWrittenDecodingNamesTheNearMissAmongTheKeysItReads(mode: ValidationOptions.Mode) throws {
        #expect(
            try warnings("CheckedGuest", mode: mode) == [
                #"emial @16: key "emial" is not decoded by CheckedGuest.init(from:); did you mean "email"?"#,
                #"age @44: key "age" is not decoded by CheckedGuest.init(from:); did you mean "name"?"#,
            ])
    }
}

/// The value `--print` writes comes from the same object members whichever walk decodes it:
/// `DecodedValuePrinter` after the fast walk, `RecoveringWalker` in lossy mode.
@Suite("Object members: the printed value agrees between walks")
struct ObjectMembersPrintedValueTests {
    @Test(arguments: ObjectMembersAgreementTests.documents, [ValidationOptions.KeyStrategy.useDefaultKeys, .convertFromSnakeCase])
    func printerAndRecoveringWalkPrintTheSameValue(json: String, keyStrategy: ValidationOptions.KeyStrategy) throws {
        var strict = ValidationOptions()
        strict.keyStrategy = keyStrategy
        strict.producesValue = true
        var lossy = strict
        lossy.mode = .lossy
        let document = try JSONReader.read(Array(json.utf8))
        let printed = SchemaValidator(plan: ObjectMembersAgreementTests.plan, options: strict).validate(document)
        let recovered = SchemaValidator(plan: ObjectMembersAgreementTests.plan, options: lossy).validate(document)
        guard printed.isValid else { return }
        #expect(printed.encodedValue == recovered.encodedValue)
        #expect(printed.encodedValue != nil)
    }
}
