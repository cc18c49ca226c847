import Foundation
import Testing

@testable import CodableCheckCore

/// The deviation finder skips the string values a validation already found well formed, and
/// finds exactly what it finds without that help: malformed strings the walk did not read (an
/// unknown key's value, a key) are still reported.
@Suite struct CheckedEntriesTests {
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
        #expect(document.deviations(skippingChecksIn: outcome) == document.deviations)
    }

    @Test func onlyValuesThatNeededACheckAndPassedItAreNoted() throws {
        let json = #"{"title": "Café", "tags": ["plain", "日本"], "note": "bad \ud800", "extra": "é"}"#
        let document = try JSONReader.read(Array(json.utf8))
        let outcome = SchemaValidator(plan: Self.book, options: ValidationOptions()).validate(document)
        let checked = try #require(outcome.checkedEntries)
        let strings = (0..<document.tape.count).filter { document.tape.kind(at: $0) == .string }
        let noted = strings.filter { checked.contains($0) }.map { String(decoding: document.rawStringBytes(at: $0), as: UTF8.self) }
        // Not the ASCII "plain", not the malformed note (an error), not "extra" (never read), no key.
        #expect(noted == ["Café", "日本"])
        #expect(document.deviations(skippingChecksIn: outcome).map(\.kind) == [.malformedString])
        // A document without such strings, and without an object of two keys or more, notes nothing.
        let plain = try JSONReader.read(Array(#"{"title": "a"}"#.utf8))
        #expect(SchemaValidator(plan: Self.book, options: ValidationOptions()).validate(plain).checkedEntries == nil)
    }
}

/// Objects whose keys the walk found all different are not compared again by the deviation
/// finder: with or without the walk's notes, the finder reports the same duplicate keys, for
/// struct objects (known and unknown keys), every kind of dictionary, and keys that are equal as
/// Swift strings without being equal as bytes.
@Suite struct CheckedObjectKeysTests {
    static let shelf = ValuePlan.object(
        ObjectPlan(
            typeName: "Shelf",
            fields: [
                FieldPlan(propertyName: "title", key: "title", value: .string),
                FieldPlan(propertyName: "pages", key: "pages", value: .optional(.integer(.int))),
                FieldPlan(propertyName: "ratings", key: "ratings", value: .dictionary(key: .string, value: .integer(.int))),
                FieldPlan(propertyName: "byYear", key: "byYear", value: .optional(.dictionary(key: .int, value: .string))),
                FieldPlan(propertyName: "Kelvin", key: "K", value: .optional(.string)),
            ]))

    private static let manyRatings = (0..<20).map { #""r\#($0)": \#($0)"# }.joined(separator: ", ")

    static let documents = [
        // Nothing repeats: every object is noted, nothing is reported.
        #"{"title": "Dune", "pages": 412, "ratings": {"alice": 5, "bob": 4}, "byYear": {"1965": "first", "1984": "film"}}"#,
        // A known key twice.
        #"{"title": "Dune", "pages": 412, "title": "Emma", "ratings": {}}"#,
        // One unknown key (noted), two different unknown keys, the same unknown key twice.
        #"{"title": "Dune", "isbn": "x", "ratings": {"a": 1, "b": 2}}"#,
        #"{"title": "Dune", "isbn": "x", "shelf": 3, "ratings": {"a": 1}}"#,
        #"{"title": "Dune", "isbn": "x", "isbn": "y", "ratings": {"a": 1}}"#,
        // Dictionaries: a small one with plain keys, a large one, one with escaped keys, an `[Int: V]`.
        #"{"title": "Dune", "ratings": {"a": 1, "b": 2, "a": 3}}"#,
        #"{"title": "Dune", "ratings": {\#(manyRatings), "r3": 9}}"#,
        #"{"title": "Dune", "ratings": {"caf\u00e9": 1, "café": 2, "cafe\u0301": 3}}"#,
        #"{"title": "Dune", "ratings": {}, "byYear": {"1965": "a", "1984": "b", "1965": "c"}}"#,
        // Keys equal as strings, not as bytes: an escaped known key, a decomposed one, the Kelvin
        // sign (U+212A), which is canonically the letter K.
        #"{"title": "Dune", "\u0074itle": "Emma", "ratings": {}}"#,
        #"{"title": "Dune", "K": "k", "\u212A": "kelvin", "ratings": {}}"#,
        #"{"title": "Dune", "K": "k", "K": "kelvin", "ratings": {}}"#,
        // A key that does not decode, twice.
        #"{"title": "Dune", "bad\ud800": 1, "bad\ud800": 2, "ratings": {}}"#,
    ]

    @Test(arguments: documents)
    func duplicateKeysAreTheSameWithTheWalksChecks(json: String) throws {
        let document = try JSONReader.read(Array(json.utf8))
        for strategy in [ValidationOptions.KeyStrategy.useDefaultKeys, .convertFromSnakeCase] {
            var options = ValidationOptions()
            options.keyStrategy = strategy
            let outcome = SchemaValidator(plan: Self.shelf, options: options).validate(document)
            #expect(document.deviations(skippingChecksIn: outcome) == document.deviations, "\(strategy)")
        }
    }

    @Test func objectsAreNotedOnlyWhenTheWalkFoundTheirKeysDifferent() throws {
        let json = #"{"title": "Dune", "ratings": {"a": 1, "b": 2, "a": 3}, "byYear": {"1965": "a", "1984": "b"}, "isbn": "x"}"#
        let document = try JSONReader.read(Array(json.utf8))
        let outcome = SchemaValidator(plan: Self.shelf, options: ValidationOptions()).validate(document)
        let checked = try #require(outcome.checkedEntries)
        let objects = (0..<document.tape.count).filter { document.tape.kind(at: $0) == .object }
        // The root (one unknown key) and `byYear` are noted; `ratings` repeats "a".
        #expect(objects.map { checked.contains($0) } == [true, false, true])
        #expect(document.deviations(skippingChecksIn: outcome).map(\.kind) == [.duplicateKey])
    }
}
