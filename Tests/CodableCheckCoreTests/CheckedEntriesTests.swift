import Foundation
import Testing

@testable import CodableCheckCore

/// The deviation finder skips the string values a validation already found well formed, and
/// finds exactly what it finds without that help: malformed strings the walk did not read (an
/// unknown key's value, a key) are still reported.
@Suite struct CheckedStringsTests {
    static let book = ValuePlan.object(
        ObjectPlan(
            typeName: "Book",
            fields: [
                FieldPlan(propertyName: "title", key: "title", value: .string),
                FieldPlan(propertyName: "tags", key: "tags", value: .array(.string)),
                FieldPlan(propertyName: "note", key: "note", value: .optional(.string)),
            ]))

    @Test(arguments: [
        #"{"title": "Café \u00e9", "tags": ["日本語", "plain", "tab\tin"], "note": null, "extra": "bad \ud800", "ké\u0001y": 1}"#,
        #"{"title": "\ud83d\ude00 ok", "tags": [], "note": "naïve", "extra": "x\udc00", "a": 1, "a": 2}"#,
        #"{"title": "bad \ud800 escape", "tags": ["fine é"], "note": "also fine"}"#,
        #"{"title": "plain", "tags": ["plain"], "note": "plain", "unknown": "ünknown"}"#,
    ])
    func deviationsAreTheSameWithTheWalksChecks(json: String) throws {
        let document = try JSONReader.read(Array(json.utf8))
        let outcome = SchemaValidator(plan: Self.book, options: ValidationOptions()).validate(document)
        #expect(document.deviations(skippingStringsCheckedIn: outcome) == document.deviations)
    }

    @Test func onlyValuesThatNeededACheckAndPassedItAreNoted() throws {
        let json = #"{"title": "Café", "tags": ["plain", "日本"], "note": "bad \ud800", "extra": "é"}"#
        let document = try JSONReader.read(Array(json.utf8))
        let outcome = SchemaValidator(plan: Self.book, options: ValidationOptions()).validate(document)
        let checked = try #require(outcome.checkedStrings)
        let strings = (0..<document.tape.count).filter { document.tape.kind(at: $0) == .string }
        let noted = strings.filter { checked.contains($0) }.map { String(decoding: document.rawStringBytes(at: $0), as: UTF8.self) }
        // Not the ASCII "plain", not the malformed note (an error), not "extra" (never read), no key.
        #expect(noted == ["Café", "日本"])
        #expect(document.deviations(skippingStringsCheckedIn: outcome).map(\.kind) == [.malformedString])
        // A document without such strings notes none.
        let plain = try JSONReader.read(Array(#"{"title": "a", "tags": [], "note": null}"#.utf8))
        #expect(SchemaValidator(plan: Self.book, options: ValidationOptions()).validate(plain).checkedStrings == nil)
    }
}
