import Foundation
import Testing

@testable import CodableCheckCore

/// `--print` output against Foundation: decode with `JSONDecoder`, re-encode with `JSONEncoder`
/// (`.sortedKeys`), and compare with what schema-driven decoding prints for the same document.
@Suite("Printing decoded values as JSONEncoder writes them")
struct DecodedValuePrinterTests {
    enum Format: Int, Codable { case paperback = 1, hardcover = 2 }
    struct Edition: Codable { var year: Int16; var format: Format; var price: Decimal? }
    struct Catalogue: Codable {
        var title: String
        var pages: Int
        var rating: Double
        var weight: Float
        var published: Date
        var cover: Data
        var link: URL
        var id: UUID
        var subtitle: String?
        var tags: [String?]
        var editions: [Int: Edition]
        var notes: [String: String]
    }

    static let plan: ValuePlan = {
        let edition = ObjectPlan(
            typeName: "Edition",
            fields: [
                FieldPlan(propertyName: "year", key: "year", value: .integer(.int16)),
                FieldPlan(
                    propertyName: "format", key: "format",
                    value: .rawEnum(
                        RawEnumPlan(
                            typeName: "Format", rawType: .integer(.int), rawValues: ["1", "2"]))),
                FieldPlan(propertyName: "price", key: "price", value: .optional(.decimal)),
            ])
        return .object(
            ObjectPlan(
                typeName: "Catalogue",
                fields: [
                    FieldPlan(propertyName: "title", key: "title", value: .string),
                    FieldPlan(propertyName: "pages", key: "pages", value: .integer(.int)),
                    FieldPlan(propertyName: "rating", key: "rating", value: .double),
                    FieldPlan(propertyName: "weight", key: "weight", value: .float),
                    FieldPlan(propertyName: "published", key: "published", value: .date),
                    FieldPlan(propertyName: "cover", key: "cover", value: .data),
                    FieldPlan(propertyName: "link", key: "link", value: .url),
                    FieldPlan(propertyName: "id", key: "id", value: .uuid),
                    FieldPlan(propertyName: "subtitle", key: "subtitle", value: .optional(.string)),
                    FieldPlan(propertyName: "tags", key: "tags", value: .array(.optional(.string))),
                    FieldPlan(propertyName: "editions", key: "editions", value: .dictionary(key: .int, value: .object(edition))),
                    FieldPlan(propertyName: "notes", key: "notes", value: .dictionary(key: .string, value: .string)),
                ]))
    }()

    static let documents = [
        #"""
        {"title": "Caf\u00e9 \/ \"Bar\"\ttab", "pages": 1e2, "rating": 4.0, "weight": 0.1, "published": 0,
         "cover": "aGVsbG8==", "link": "https://example.com/left hand.jpg", "id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
         "subtitle": null, "tags": ["a", null, "\u0001"], "editions": {"007": {"year": 1965, "format": 2.0, "price": 12.50}},
         "notes": {"b": "x", "a": "y", "B": "z", "10": "n", "9": "m", "a": "dup"}, "unknown": [1, 2]}
        """#,
        #"""
        {"title": "", "pages": -0, "rating": 1e300, "weight": 16777217, "published": 1.5e9, "cover": "",
         "link": "rel/path", "id": "00000000-0000-0000-0000-000000000000", "tags": [], "editions": {},
         "notes": {}, "title": "ignored duplicate"}
        """#,
    ]

    @Test(arguments: documents)
    func printsWhatJSONEncoderWrites(json: String) throws {
        let decoded = try JSONDecoder().decode(Catalogue.self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let expected = String(decoding: try encoder.encode(decoded), as: UTF8.self)

        var options = ValidationOptions()
        options.producesValue = true
        let outcome = SchemaValidator(plan: Self.plan, options: options).validate(try JSONReader.read(Array(json.utf8)))
        #expect(outcome.errors.isEmpty)
        #expect(outcome.encodedValue == expected)
    }

    @Test func invalidDocumentsHaveNoValue() throws {
        var options = ValidationOptions()
        options.producesValue = true
        let outcome = SchemaValidator(plan: .array(.integer(.int)), options: options).validate(
            try JSONReader.read(Array("[1, \"2\"]".utf8)))
        #expect(outcome.encodedValue == nil)
    }

    struct Collections: Codable { var tags: Set<String>; var byID: [Int: Int] }

    /// A `Set` collapses equal elements and `[Int: V]` collapses keys equal as Ints, as the
    /// decoded value does (orders differ: Foundation's set and dictionary order is per process).
    @Test func setsAndIntKeyedDictionariesPrintTheDecodedValue() throws {
        let json = #"{"tags": ["a", "b", "a"], "byID": {"1": 10, "01": 20}}"#
        let decoded = try JSONDecoder().decode(Collections.self, from: Data(json.utf8))
        #expect(decoded.tags == ["a", "b"])
        #expect(decoded.byID.count == 1)
        var options = ValidationOptions()
        options.producesValue = true
        let plan = ValuePlan.object(
            ObjectPlan(
                typeName: "Collections",
                fields: [
                    FieldPlan(propertyName: "tags", key: "tags", value: .set(.string)),
                    FieldPlan(propertyName: "byID", key: "byID", value: .dictionary(key: .int, value: .integer(.int))),
                ]))
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Array(json.utf8)))
        #expect(outcome.encodedValue == #"{"byID":{"1":20},"tags":["a","b"]}"#)
    }
}
