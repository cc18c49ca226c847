import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `--print` and what a hand-written `init(from:)` sets by code the tool does not follow: the
/// printed value cannot hold what the app holds there, so the outcome says which parts are
/// unknown and what the printed value has in their place, instead of leaving them out silently.
@Suite struct UnknownPrintedValueTests {
    static let models = ModelSchema(sources: [
        (
            path: "Models.swift",
            text: """
            struct Book: Codable {
                let title: String
                let slug: String
                let pages: Int
                enum CodingKeys: String, CodingKey { case title, slug = "url_slug", pages }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    title = try container.decode(String.self, forKey: .title)
                    slug = try SlugFormatter.shared.slug(for: title)
                    pages = try container.decode(Int.self, forKey: .pages)
                }
            }
            struct Shelf: Codable {
                let name: String
                let books: [Book]
            }
            struct Entry: Codable {
                let book: Book
                let rank: Int
            }
            struct Ranking: Codable {
                let entries: [Entry]
            }
            struct Flagged: Codable {
                var mode: String
                var size: Int
                enum CodingKeys: String, CodingKey { case mode, size }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    if isStrict(c) {
                        size = try c.decode(Int.self, forKey: .size)
                    } else {
                        size = 0
                    }
                    mode = try c.decode(String.self, forKey: .mode)
                }
            }
            struct Known: Codable {
                let title: String
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    title = try c.decode(String.self, forKey: .title)
                }
            }
            struct Genre: Codable {
                let name: String
                let slug: String?
                init(name: String) { self.name = name; self.slug = nil }
                static func named(_ raw: String) -> Genre { Genre(name: raw.lowercased()) }
                init(from decoder: Decoder) throws {
                    let raw = try decoder.singleValueContainer().decode(String.self)
                    self = Self.named(raw)
                }
            }
            struct Album: Codable {
                let title: String
                let genre: Genre
            }
            """
        )
    ])

    func validate(_ type: String, _ json: String, mode: ValidationOptions.Mode = .strict) throws -> ValidationOutcome {
        var options = ValidationOptions()
        options.producesValue = true
        options.mode = mode
        return SchemaValidator(plan: try Self.models.plan(for: type), options: options).validate(try JSONReader.read(Data(json.utf8)))
    }

    func described(_ outcome: ValidationOutcome) -> [String] {
        outcome.unknownValues.map { "\($0.renderedPath) @\($0.byteOffset) \($0.printed.rawValue): \($0.message)" }
    }

    @Test func aPropertySetByAStatementNotFollowedIsUnknownAndLeftOut() throws {
        let outcome = try validate("Book", #"{"title": "Dune", "pages": 412}"#)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue == #"{"pages":412,"title":"Dune"}"#)
        #expect(
            described(outcome) == [
                "url_slug @0 leftOut: set by code in init(from:) that codable-check does not follow; --print leaves it out"
            ])
    }

    /// Each element's unknown part, at its own path.
    @Test func everyDecodedElementSaysSo() throws {
        let outcome = try validate(
            "Shelf", #"{"name": "SF", "books": [{"title": "Dune", "pages": 412}, {"title": "Emma", "pages": 474}]}"#)
        #expect(outcome.encodedValue == #"{"books":[{"pages":412,"title":"Dune"},{"pages":474,"title":"Emma"}],"name":"SF"}"#)
        #expect(outcome.unknownValues.map(\.renderedPath) == ["books[0].url_slug", "books[1].url_slug"])
        #expect(outcome.unknownValues.map(\.byteOffset) == [25, 58])
    }

    /// A branch the tool cannot decide leaves what it sets unknown too.
    @Test func aPropertySetInABranchNotDecidedIsUnknown() throws {
        let outcome = try validate("Flagged", #"{"mode": "x"}"#)
        #expect(outcome.encodedValue == #"{"mode":"x"}"#)
        #expect(outcome.unknownValues.map(\.renderedPath) == ["size"])
    }

    /// Lossy mode drops an element that fails after its book decoded: what was unknown in the
    /// book goes with it.
    @Test func aDroppedElementTakesItsUnknownPartsWithIt() throws {
        let json =
            #"{"entries": [{"book": {"title": "Dune", "pages": 412}, "rank": "first"}, {"book": {"title": "Emma", "pages": 474}, "rank": 2}]}"#
        let outcome = try validate("Ranking", json, mode: .lossy)
        #expect(outcome.encodedValue == #"{"entries":[{"book":{"pages":474,"title":"Emma"},"rank":2}]}"#)
        #expect(outcome.unknownValues.map(\.renderedPath) == ["entries[1].book.url_slug"])
    }

    @Test func aBodyFollowedThroughoutHasNone() throws {
        let outcome = try validate("Known", #"{"title": "Dune"}"#)
        #expect(outcome.encodedValue == #"{"title":"Dune"}"#)
        #expect(outcome.unknownValues.isEmpty)
    }

    /// `self = Self.named(raw)`, a call of the app's the tool need not evaluate (it cannot
    /// throw): the type's `encode(to:)` writes its properties, and the printed value cannot hold
    /// them, so each is unknown and said to be, where `{}` was printed as if they were known
    /// (`JSONEncoder` writes `{"name":"jazz"}`).
    @Test func aSelfTheToolDoesNotKnowLeavesEachPropertyUnknown() throws {
        let outcome = try validate("Album", #"{"title": "Blue", "genre": "Jazz"}"#)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue == #"{"genre":{},"title":"Blue"}"#)
        #expect(outcome.unknownValues.map(\.renderedPath) == ["genre.name", "genre.slug"])
        // `types` shows each property as set by that value, not as left unset.
        let genre = try #require(Self.models.types.first { $0.name == "Genre" })
        #expect(
            genre.properties.map(\.decoding) == Array(repeating: .assignedByInitializer(expression: "self = Self.named(raw)"), count: 2))
    }

    /// Without `--print` nothing is printed, so nothing is said.
    @Test func onlyWhenAValueIsProduced() throws {
        let outcome = SchemaValidator(plan: try Self.models.plan(for: "Book")).validate(
            try JSONReader.read(Data(#"{"title": "Dune", "pages": 412}"#.utf8)))
        #expect(outcome.isValid)
        #expect(outcome.unknownValues.isEmpty)
    }
}
