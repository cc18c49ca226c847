import CodableCheckTestSupport
import Foundation
import Testing

/// Each construct `codable-check schema` writes, on small models made for it: what the schema
/// says (bounds, `required`, `enum`, the tagged enum's branches, `$defs` recursion, closed
/// objects), and, through `SchemaExportDifferentialTests`' single `python3`, that documents on
/// either side of each rule get `decode`'s verdict from the schema.
@Suite struct SchemaExportConstructTests {
    /// `Shelf` uses only constructs the schema expresses exactly; `Crate` those it widens.
    static let models = """
        import BetterCodable
        import Foundation

        struct Wrapped: Codable {
            @LossyArray var ids: [Int]
            @LossyDictionary var scores: [String: Int]
            @LossyOptional var website: URL?
            @DefaultEmptyArray var tags: [String]
            @DefaultCodable<ZeroStrategy> var retries: Int
        }

        struct Station: Decodable {
            var name: String
            var elevation: Double
            var code: Int?
            var note: String?
            var color: Hex

            enum CodingKeys: String, CodingKey { case name, location, code, note, color }
            enum LocationKeys: String, CodingKey { case elevation = "elevation_m" }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                name = try container.decode(String.self, forKey: .name)
                let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
                elevation = try location.decode(Double.self, forKey: .elevation)
                code = try container.decodeIfPresent(Int.self, forKey: .code)
                note = try? container.decode(String.self, forKey: .note)
                color = try container.decode(Hex.self, forKey: .color)
            }
        }

        struct Memo: Decodable {
            var title: String
            var tags: [String]

            enum CodingKeys: String, CodingKey { case title, tags }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                title = try container.decode(String.self, forKey: .title)
                tags = try container.decode([String].self, forKey: .tags)
            }
        }

        struct Hex: Decodable {
            var text: String
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                text = try container.decode(String.self)
            }
        }

        struct ZeroStrategy: DefaultCodableStrategy {
            static var defaultValue: Int { 0 }
        }

        struct Shelf: Codable {
            var name: String
            var count: Int8
            var weight: Float
            var ratio: Double?
            var label: String = "none"
            var id: UUID
            var tags: Set<String>
            var genre: Genre
            var level: Level
            var shape: Shape
            var byName: [String: Int]
            var byKind: [Kind: Int]
            var children: [Shelf]?
            var stamp: Date
        }

        enum Genre: String, Codable { case fantasy, poetry = "poetry & verse" }
        enum Level: Int, Codable { case low = 1, high = 2 }
        enum Kind: String, Codable, CodingKeyRepresentable { case box, bag }
        enum Shape: Codable { case circle(radius: Double), square(Double), none }

        struct Crate: Codable {
            var price: Decimal
            var blob: Data
            var link: URL
            var byNumber: [Int: String]
            var byGenre: [Genre: Int]
            var span: ClosedRange<Int>
        }
        """

    /// A valid `Shelf`, member by member (values as JSON text).
    static let shelfMembers: [(key: String, value: String)] = [
        ("name", #""A""#), ("count", "3"), ("weight", "1.5"), ("label", #""x""#), ("id", #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#),
        ("tags", #"["a", "a"]"#), ("genre", #""poetry & verse""#), ("level", "1"), ("shape", #"{"circle": {"radius": 2}}"#),
        ("byName", #"{"a": 1}"#), ("byKind", #"{"box": 1}"#), ("stamp", "12.5"),
    ]

    static let shelf = shelf("name", #""A""#)

    /// A valid `Shelf` with one member replaced (or removed, for `nil`; added when it has none).
    static func shelf(_ key: String, _ value: String?) -> String {
        var members = shelfMembers
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let value { members[index].value = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
        return "{" + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// Documents on both sides of each rule `Shelf`'s schema states.
    static let shelfDocuments: [String: String] = [
        "valid": shelf,
        "count-as-1.0": shelf("count", "1.0"), "count-as-1.5": shelf("count", "1.5"), "count-128": shelf("count", "128"),
        "count-minus-128": shelf("count", "-128"), "count-as-1e2": shelf("count", "1e2"), "count-string": shelf("count", "\"3\""),
        "weight-3.4e38": shelf("weight", "3.4e38"), "weight-3.5e38": shelf("weight", "3.5e38"), "ratio-null": shelf("ratio", "null"),
        "ratio-string": shelf("ratio", "\"1\""), "label-missing": shelf("label", nil), "name-null": shelf("name", "null"),
        "id-lower-case": shelf("id", "\"e621e1f8-c36c-495a-93fc-0c247a3e6e5f\""), "id-short": shelf("id", "\"E621E1F8\""),
        "tags-object": shelf("tags", "{}"), "genre-unknown": shelf("genre", "\"Poetry\""), "level-2.0": shelf("level", "2.0"),
        "level-3": shelf("level", "3"), "shape-square": shelf("shape", "{\"square\": {\"_0\": 2}}"),
        "shape-none-and-other-key": shelf("shape", "{\"none\": {}, \"note\": 1}"),
        "shape-two-cases": shelf("shape", "{\"none\": {}, \"circle\": {\"radius\": 1}}"),
        "shape-no-case": shelf("shape", "{\"triangle\": {}}"), "shape-circle-without-radius": shelf("shape", "{\"circle\": {}}"),
        "shape-none-null": shelf("shape", "{\"none\": null}"), "by-name-string-value": shelf("byName", "{\"a\": \"1\"}"),
        "by-kind-bad-key": shelf("byKind", "{\"crate\": 1}"), "children-valid": shelf("children", "[\(shelf)]"),
        "children-invalid": shelf("children", "[{\"name\": 1}]"), "stamp-string": shelf("stamp", "\"2024-01-01\""),
        "unknown-key": shelf("extra", "true"),
    ]

    static let crateDocuments: [String: String] = [
        "valid":
            #"{"price": 1.5, "blob": "AAAA", "link": "https://a.b/c", "byNumber": {"+5": "a"}, "byGenre": ["fantasy", 1], "span": [1, 2]}"#,
        "blob-one-character": #"{"price": 1.5, "blob": "A", "link": "https://a.b/c", "byNumber": {}, "byGenre": [], "span": [1, 2]}"#,
        "price-string": #"{"price": "1.5", "blob": "", "link": "https://a.b/c", "byNumber": {}, "byGenre": [], "span": [1, 2]}"#,
        "by-number-word-key": #"{"price": 1, "blob": "", "link": "https://a.b/c", "byNumber": {"x": "a"}, "byGenre": [], "span": [1, 2]}"#,
        "by-genre-unknown": #"{"price": 1, "blob": "", "link": "https://a.b/c", "byNumber": {}, "byGenre": ["jazz", 1], "span": [1, 2]}"#,
        "by-genre-odd": #"{"price": 1, "blob": "", "link": "https://a.b/c", "byNumber": {}, "byGenre": ["fantasy"], "span": [1, 2]}"#,
        "span-reversed": #"{"price": 1, "blob": "", "link": "https://a.b/c", "byNumber": {}, "byGenre": [], "span": [2, 1]}"#,
        "span-one-bound": #"{"price": 1, "blob": "", "link": "https://a.b/c", "byNumber": {}, "byGenre": [], "span": [1]}"#,
    ]

    /// BetterCodable's wrappers whose rules are only what a missing key, a null, a failure or a
    /// failing element becomes.
    static let wrappedDocuments: [String: String] = [
        "valid": #"{"ids": [1, "x", null], "scores": {"a": 1, "b": "x"}, "website": 3, "tags": 7, "retries": null}"#,
        "only-required": #"{"ids": [], "scores": {}}"#, "ids-missing": #"{"scores": {}}"#, "ids-null": #"{"ids": null, "scores": {}}"#,
        "ids-object": #"{"ids": {}, "scores": {}}"#, "scores-array": #"{"ids": [], "scores": []}"#,
    ]

    /// A straight-line interpreted `init(from:)`: a nested container, `decodeIfPresent`, `try?`,
    /// a single-value type.
    static let stationDocuments: [String: String] = [
        "valid": #"{"name": "A", "location": {"elevation_m": 12}, "color": "ff0"}"#,
        "all": #"{"name": "A", "location": {"elevation_m": 12}, "code": 3, "note": 4, "color": "ff0"}"#,
        "code-null": #"{"name": "A", "location": {"elevation_m": 1}, "code": null, "color": "ff0"}"#,
        "code-string": #"{"name": "A", "location": {"elevation_m": 1}, "code": "3", "color": "ff0"}"#,
        "location-missing": #"{"name": "A", "color": "ff0"}"#, "location-array": #"{"name": "A", "location": [], "color": "ff0"}"#,
        "elevation-missing": #"{"name": "A", "location": {}, "color": "ff0"}"#,
        "color-number": #"{"name": "A", "location": {"elevation_m": 1}, "color": 255}"#,
        "name-missing": #"{"location": {"elevation_m": 1}, "color": "ff0"}"#,
    ]

    /// An interpreted body's collection read in lossy mode: the body's `decode` still requires
    /// the key and refuses null (lossy mode's empty collection is a synthesized property's rule).
    static let memoDocuments: [String: String] = [
        "valid": #"{"title": "A", "tags": ["x"]}"#, "tags-missing": #"{"title": "A"}"#, "tags-null": #"{"title": "A", "tags": null}"#,
        "tags-number-element": #"{"title": "A", "tags": ["x", 1]}"#, "tags-object": #"{"title": "A", "tags": {}}"#,
    ]

    /// Writes the models and documents to a folder of their own.
    static func folder(documents: [String: [String: String]]) throws -> URL {
        let folder = try ToolProcess.temporaryDirectory()
        try Data(models.utf8).write(to: folder.appendingPathComponent("Models.swift"))
        for (type, byName) in documents {
            for (name, text) in byName {
                try Data(text.utf8).write(to: folder.appendingPathComponent("\(type)-\(name).json"))
            }
        }
        return folder
    }

    static func schema(_ type: String, in folder: URL, _ options: [String] = []) throws -> [String: Any] {
        let outcome = try ToolProcess.run(["schema", "--type", type, "--schema", folder.path, "--quiet"] + options)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    @Test func theSchemaStatesEachRuleAsDecodingHasIt() throws {
        let folder = try Self.folder(documents: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = try Self.schema("Shelf", in: folder)
        #expect((root["x-codable-check"] as? [String: Any])?["exact"] as? Bool == true)
        #expect(root["$ref"] as? String == "#/$defs/Shelf")
        let definitions = try #require(root["$defs"] as? [String: [String: Any]])
        let shelf = try #require(definitions["Shelf"])
        // A non-optional property with an initial value is still required; an optional one is not.
        #expect(
            shelf["required"] as? [String]
                == ["name", "count", "weight", "label", "id", "tags", "genre", "level", "shape", "byName", "byKind", "stamp"])
        #expect(shelf["additionalProperties"] == nil)
        let properties = try #require(shelf["properties"] as? [String: [String: Any]])
        #expect(properties["count"]?["minimum"] as? Int == -128 && properties["count"]?["maximum"] as? Int == 127)
        #expect(properties["tags"]?["uniqueItems"] == nil)
        #expect((properties["children"]?["anyOf"] as? [[String: Any]])?.count == 2)
        #expect(definitions["Genre"]?["enum"] as? [String] == ["fantasy", "poetry & verse"])
        #expect(definitions["Level"]?["enum"] as? [Int] == [1, 2])
        #expect((definitions["Shape"]?["oneOf"] as? [Any])?.count == 3)
        #expect((properties["byKind"]?["propertyNames"] as? [String: Any])?["enum"] as? [String] == ["box", "bag"])

        let closed = try Self.schema("Shelf", in: folder, ["--unknown-keys", "error"])
        #expect(((closed["$defs"] as? [String: [String: Any]])?["Shelf"])?["additionalProperties"] as? Bool == false)

        let crate = try Self.schema("Crate", in: folder)
        let about = try #require(crate["x-codable-check"] as? [String: Any])
        #expect(about["exact"] as? Bool == false)
        let notedPaths = Set((about["notes"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String })
        #expect(notedPaths == ["Crate.price", "Crate.blob", "Crate.link", "Crate.byNumber", "Crate.byGenre", "Crate.span"])
    }

    @Test(.hangGuard, .enabled(if: JSONSchemaPython.path != nil, "no python3 on PATH imports jsonschema (pip install jsonschema)"))
    func documentsOnBothSidesOfEachRuleGetDecodesVerdict() throws {
        let documents = [
            "Shelf": Self.shelfDocuments, "Crate": Self.crateDocuments, "Wrapped": Self.wrappedDocuments, "Station": Self.stationDocuments,
            "Memo": Self.memoDocuments,
        ]
        let folder = try Self.folder(documents: documents)
        defer { try? FileManager.default.removeItem(at: folder) }
        typealias Case = SchemaExportDifferentialTests.Case
        var cases: [Case] = []
        for (type, options) in [
            ("Shelf", []), ("Shelf", ["--unknown-keys", "error"]), ("Crate", []), ("Station", []), ("Station", ["--mode", "lossy"]),
            ("Wrapped", []), ("Memo", ["--mode", "lossy"]),
        ] {
            let names = documents[type]!.keys.sorted()
            cases.append(
                Case(
                    type: type, options: options, documents: names.map { folder.appendingPathComponent("\(type)-\($0).json") },
                    models: folder.path))
        }
        let schemas = try cases.map { try SchemaExportDifferentialTests.exportedSchema($0) }
        let verdicts = try SchemaExportDifferentialTests.validate(cases, schemas: schemas.map(\.text))
        var rejected = 0
        for ((testCase, schema), verdict) in zip(zip(cases, schemas), verdicts) {
            #expect(verdict.schemaProblem == nil, "\(testCase.label): \(verdict.schemaProblem ?? "")")
            let decodes = try SchemaExportDifferentialTests.decodeVerdicts(testCase)
            for (document, (outcome, decoded)) in zip(testCase.documents, zip(verdict.outcomes, decodes)) {
                let accepts = outcome == "accept"
                if !decoded { rejected += 1 }
                #expect(accepts || !decoded, "\(testCase.label): \(document.lastPathComponent) decodes, but the schema rejects it")
                if schema.isExact {
                    #expect(accepts == decoded, "\(testCase.label): \(document.lastPathComponent): schema \(outcome), decode \(decoded)")
                }
            }
        }
        // Both sides of the rules: the broken documents are broken.
        #expect(rejected > 25)
        // The interpreted bodies' (strict; lossy) and the wrappers' schemas are exact.
        #expect(schemas[3].isExact && schemas[5].isExact && schemas[6].isExact)
    }
}
