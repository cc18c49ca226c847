import Foundation
import Testing

@testable import CodableCheckCore

/// Schema-driven decoding with hand-built plans, checked against Foundation decoding the
/// equivalent compiled types. (The model-file differential suite reads plans from Swift source.)
@Suite("Schema validator: hand-built plans against JSONDecoder")
struct SchemaValidatorTests {
    struct Tag: Decodable { var name: String; var color: String? }
    enum Genre: String, Decodable { case fantasy, scienceFiction = "science fiction" }
    struct Book: Decodable {
        var title: String
        var pages: Int
        var rating: UInt8?
        var genre: Genre
        var tags: [Tag]
        var ratings: [String: Double]
    }

    static let tagPlan = ObjectPlan(
        typeName: "Tag",
        fields: [
            FieldPlan(propertyName: "name", key: "name", value: .string),
            FieldPlan(propertyName: "color", key: "color", value: .optional(.string)),
        ])
    static let bookPlan = ValuePlan.object(
        ObjectPlan(
            typeName: "Book",
            fields: [
                FieldPlan(propertyName: "title", key: "title", value: .string),
                FieldPlan(propertyName: "pages", key: "pages", value: .integer(.int)),
                FieldPlan(propertyName: "rating", key: "rating", value: .optional(.integer(.uint8))),
                FieldPlan(
                    propertyName: "genre", key: "genre",
                    value: .rawEnum(
                        RawEnumPlan(
                            typeName: "Genre", rawType: .string, rawValues: ["fantasy", "science fiction"]))),
                FieldPlan(propertyName: "tags", key: "tags", value: .array(.object(tagPlan))),
                FieldPlan(propertyName: "ratings", key: "ratings", value: .dictionary(key: .string, value: .double)),
            ]))

    private func validate(_ json: String, plan: ValuePlan = bookPlan, options: ValidationOptions = ValidationOptions()) throws
        -> ValidationOutcome
    {
        SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Array(json.utf8)))
    }

    /// Foundation's error as "case path"; `nil` when it decodes.
    private func foundationError(_ json: String) -> String? {
        func components(_ path: [any CodingKey]) -> [CodingPathComponent] {
            path.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
        }
        do {
            _ = try JSONDecoder().decode(Book.self, from: Data(json.utf8))
            return nil
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context): return "typeMismatch \(CodingPathComponent.render(components(context.codingPath)))"
            case .valueNotFound(_, let context): return "valueNotFound \(CodingPathComponent.render(components(context.codingPath)))"
            case .keyNotFound(let key, let context):
                return "keyNotFound \(CodingPathComponent.render(components(context.codingPath) + [.key(key.stringValue)]))"
            case .dataCorrupted(let context): return "dataCorrupted \(CodingPathComponent.render(components(context.codingPath)))"
            @unknown default: return nil
            }
        } catch {
            return "\(error)"
        }
    }

    static let inputs = [
        #"{"title": "Dune", "pages": 412, "genre": "science fiction", "tags": [{"name": "classic"}], "ratings": {"a": 4.5}}"#,
        #"{"title": "Dune", "pages": "412", "genre": "fantasy", "tags": [], "ratings": {}}"#,
        #"{"pages": 412, "genre": "fantasy", "tags": [], "ratings": {}}"#,
        #"{"title": null, "pages": 412, "genre": "fantasy", "tags": [], "ratings": {}}"#,
        #"{"title": "Dune", "pages": 412, "rating": null, "genre": "horror", "tags": [], "ratings": {}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [{"name": "a"}, {"color": "red"}], "ratings": {}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [{"name": "a", "color": 3}], "ratings": {}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": {}, "ratings": {}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": null, "ratings": {}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [null], "ratings": {}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [], "ratings": {"x": "high"}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [], "ratings": []}"#,
        #"{"title": "Dune", "pages": 412, "genre": 3, "tags": [], "ratings": {}}"#,
        #"{"title": "Dune", "pages": true, "genre": "fantasy", "tags": [], "ratings": {}}"#,
        #"[]"#,
        #"null"#,
        #"{"title": "Dune", "title": 5, "pages": 412, "genre": "fantasy", "tags": [], "ratings": {}}"#,
        #"{"title": 5, "title": "Dune", "pages": 412, "genre": "fantasy", "tags": [], "ratings": {}}"#,
        // Repeated dictionary keys: the first occurrence is decoded, later ones never are.
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [], "ratings": {"a": 1, "b": 2, "a": "x"}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [], "ratings": {"a": "x", "b": 2, "a": 1}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [], "ratings": {"ab": 1, "a": "x", "abc": 2}}"#,
        #"{"title": "Dune", "pages": 412, "genre": "fantasy", "tags": [], "ratings": {"a": 1, "a": "x"}}"#,
        #"{"title": "Dune", "pages": 1.0, "genre": "fantasy", "tags": [], "ratings": {}, "extra": {"\x": 01}}"#,
    ]

    @Test(arguments: inputs)
    func firstErrorIsFoundations(json: String) throws {
        let first = try validate(json).errors.first
        #expect(first.map { "\($0.kind) \(CodingPathComponent.render($0.foundationCodingPath ?? $0.codingPath))" } == foundationError(json))
    }

    @Test func everyErrorIsReportedInDecodeOrder() throws {
        let outcome = try validate(
            #"{"pages": "412", "rating": 300, "genre": "horror", "tags": [{"name": 1}, {}], "ratings": {"a": "x", "b": 2}}"#)
        #expect(
            outcome.errors.map { "\($0.kind) \($0.renderedPath): \($0.message)" } == [
                "keyNotFound title: key \"title\" not found (required by Book.title)",
                "typeMismatch pages: expected Int, found string \"412\"",
                "dataCorrupted rating: number 300 does not fit in UInt8",
                "dataCorrupted genre: \"horror\" is not a Genre (expected one of \"fantasy\", \"science fiction\")",
                "typeMismatch tags[0].name: expected String, found number 1",
                "keyNotFound tags[1].name: key \"name\" not found (required by Tag.name)",
                "typeMismatch ratings.a: expected Double, found string \"x\"",
            ])
        #expect(outcome.errors[2].foundationCodingPath == [])
        #expect(outcome.errors[2].foundationDescription == "The given data was not valid JSON.")
        #expect(outcome.errors[3].foundationDescription == "Cannot initialize Genre from invalid String value horror")
    }

    @Test func keyNotFoundPointsAtTheObjectThatLacksTheKey() throws {
        let json = #"{"title": "Dune", "pages": 1, "genre": "fantasy", "ratings": {}, "tags": [{"name": "a"},  {"colour": "red"}]}"#
        let outcome = try validate(json)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors[0].byteOffset == Array(json.utf8).lastIndex(of: UInt8(ascii: "{")))
        #expect(
            outcome.errors[0].foundationDescription
                == #"No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name")."#)
    }

    @Test func maximumErrorsCountsTheRest() throws {
        var options = ValidationOptions()
        options.maximumErrors = 2
        let outcome = try validate(#"[1, "a", 2, "b", 3]"#, plan: .array(.string), options: options)
        #expect(outcome.errors.map(\.renderedPath) == ["[0]", "[2]"])
        #expect(outcome.omittedErrorCount == 1)
    }

    @Test func unknownKeysAreWarningsWithHints() throws {
        var options = ValidationOptions()
        options.reportsUnknownKeys = true
        let plan = ValuePlan.object(
            ObjectPlan(
                typeName: "User",
                fields: [
                    FieldPlan(propertyName: "firstName", key: "firstName", value: .string),
                    FieldPlan(propertyName: "email", key: "email", value: .string),
                ]))
        let outcome = try validate(#"{"first_name": "Ada", "emial": "a@b.c", "email": "a@b.c", "age": 36}"#, plan: plan, options: options)
        #expect(outcome.warnings.map(\.renderedPath) == ["first_name", "emial", "age"])
        #expect(
            outcome.warnings.map(\.message) == [
                "key \"first_name\" is not decoded by User; did you mean \"firstName\"? (its snake_case spelling)",
                "key \"emial\" is not decoded by User; did you mean \"email\"?",
                "key \"age\" is not decoded by User",
            ])
        #expect(outcome.errors.map(\.renderedPath) == ["firstName"])
    }

    @Test func snakeCaseStrategyConvertsDocumentKeys() throws {
        var options = ValidationOptions()
        options.keyStrategy = .convertFromSnakeCase
        let plan = ValuePlan.object(
            ObjectPlan(
                typeName: "Route",
                fields: [
                    FieldPlan(propertyName: "routeURL", key: "routeURL", value: .string),
                    FieldPlan(propertyName: "routeId", key: "routeId", value: .integer(.int)),
                ]))
        #expect(try validate(#"{"route_u_r_l": "x", "route_id": 1}"#, plan: plan, options: options).errors.isEmpty)
        #expect(
            try validate(#"{"route_url": "x", "route_id": 1}"#, plan: plan, options: options).errors.map(\.renderedPath) == ["routeURL"])
    }

    @Test func recursivePlansWalkToAnyDepth() throws {
        let node = ObjectPlan(typeName: "Node")
        node.fields = [
            FieldPlan(propertyName: "name", key: "name", value: .string),
            FieldPlan(propertyName: "children", key: "children", value: .array(.object(node))),
        ]
        let outcome = try validate(
            #"{"name": "a", "children": [{"name": "b", "children": [{"name": 3, "children": []}]}]}"#, plan: .object(node))
        #expect(outcome.errors.map(\.renderedPath) == ["children[0].children[0].name"])
    }

    /// `convertFromSnakeCase` leaves `[String: V]` keys alone but converts `[Int: V]` keys before
    /// `Int(String)`, as JSONDecoder does.
    @Test func snakeCaseConvertsIntDictionaryKeysOnly() throws {
        struct Counts: Decodable, Equatable { var byYear: [Int: Int]; var byName: [String: Int] }
        let json = #"{"by_year": {"1_000": 1, "2024": 2}, "by_name": {"a_b": 3}}"#
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let decoded = try foundation.decode(Counts.self, from: Data(json.utf8))
        #expect(decoded == Counts(byYear: [1000: 1, 2024: 2], byName: ["a_b": 3]))

        var options = ValidationOptions()
        options.keyStrategy = .convertFromSnakeCase
        options.producesValue = true
        let plan = ValuePlan.object(
            ObjectPlan(
                typeName: "Counts",
                fields: [
                    FieldPlan(propertyName: "byYear", key: "byYear", value: .dictionary(key: .int, value: .integer(.int))),
                    FieldPlan(propertyName: "byName", key: "byName", value: .dictionary(key: .string, value: .integer(.int))),
                ]))
        let outcome = try validate(json, plan: plan, options: options)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.encodedValue == #"{"byName":{"a_b":3},"byYear":{"1000":1,"2024":2}}"#)
    }

    /// Raw control characters pass Foundation's lazy checks in strings; quoted in a message they
    /// are escaped, so a message stays one line and cannot drive a terminal.
    @Test func messagesEscapeControlCharactersOfTheInput() throws {
        let outcome = try validate("[\"a\nb\u{1B}[31m\"]", plan: .array(.integer(.int)))
        #expect(outcome.errors.map(\.message) == [#"expected Int, found string "a\nb\u{1B}[31m""#])
    }

    /// Foundation refuses `0e1` as a Double though it is zero; the message says that, not
    /// "too small", and `1e-400` keeps the underflow message.
    @Test func zeroWithAnExponentIsNotCalledTooSmall() throws {
        let outcome = try validate("[0e1, 1e-400]", plan: .array(.double))
        #expect(
            outcome.errors.map(\.message) == [
                "number 0e1 is zero written with an exponent, which JSONDecoder refuses for Double",
                "number 1e-400 is too small for Double: it would round to zero",
            ])
    }
}
