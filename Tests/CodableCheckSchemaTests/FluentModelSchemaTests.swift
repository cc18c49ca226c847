import Testing

@testable import CodableCheckSchema

/// Fluent's `Model` and `Fields` (FluentKit) make a class decodable through FluentKit's
/// `Fields.init(from:)`: its property wrappers, under the property names. How that decodes is
/// checked against `JSONDecoder` in `FluentModelDifferentialTests`; this is what the reader makes
/// of the declarations.
@Suite struct FluentModelSchemaTests {
    static let author = """
        import Fluent

        final class Author: Model, Content {
            static let schema = "authors"
            @ID(key: .id) var id: UUID?
            @Field(key: "pen_name") var penName: String
            @OptionalField(key: "bio") var bio: String?
            @Timestamp(key: "created_at", on: .create) var createdAt: Date?
            @Children(for: \\.$author) var books: [Book]
            var cachedScore = 0
            init() {}
        }

        final class Book: Model {
            @ID(custom: "isbn") var id: String?
            @Parent(key: "author_id") var author: Author
            @OptionalParent(key: "editor_id") var editor: Author?
            @Group(key: "print") var print: PrintRun
            init() {}
        }

        final class PrintRun: Fields {
            @Field(key: "copies") var copies: Int
            init() {}
        }
        """

    @Test func wrappersAreReadUnderThePropertyNames() {
        let models = schema(Self.author)
        #expect(models.diagnostics.isEmpty, "\(rendered(models.diagnostics))")
        #expect(renderedPlan(models, "Author") == "Author{id:UUID?, penName:String, bio:String?, createdAt:Date?}")
        #expect(
            renderedPlan(models, "Book")
                == "Book{id:String?, author:@Parent<Author>{id:UUID}, editor:@OptionalParent<Author>{id:UUID?}, print:PrintRun{copies:Int}}"
        )
    }

    @Test func theListingSaysWhatFluentDecodesAndWhatItSkips() throws {
        let author = try #require(schema(Self.author).types.first { $0.name == "Author" })
        #expect(author.decoding == .fluentFields)
        #expect(author.fidelity == .exact)
        let decodings = Dictionary(uniqueKeysWithValues: author.properties.map { ($0.name, $0.decoding) })
        #expect(
            decodings["penName"]
                == .wrapped(
                    semantics: #"@Field: missing → read as null, any error → typeMismatch at the key ("Could not decode property")"#))
        #expect(
            decodings["bio"]
                == .wrapped(
                    semantics:
                        #"@OptionalField: missing → nil, null → nil, any error → typeMismatch at the key ("Could not decode property"), nil printed as null"#
                ))
        #expect(decodings["books"] == .notDecoded(reason: "Fluent's @Children decodes nothing"))
        #expect(decodings["cachedScore"] == .notDecoded(reason: "not a Fluent property wrapper: Fields.init(from:) skips it"))
    }

    @Test func withoutFluentTheErrorSaysWhichFramework() {
        let models = schema(
            "import Foundation\nfinal class Author: Model { @Field(key: \"name\") var name: String }\nstruct Shelf: Codable { var author: Author }\n"
        )
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:3:29: warning: type 'Author' in property 'author' of 'Shelf' does not conform to 'Decodable'; 'Model' refines Codable in FluentKit, but no schema file imports FluentKit"
            ])
    }

    @Test func anAppsOwnModelProtocolIsNotFluents() {
        // Swift sees the app's `Model`: synthesized decoding, and `@Field` is some other wrapper.
        let models = schema(
            "import FluentKit\nprotocol Model: Codable {}\nfinal class Author: Model { @Field(key: \"name\") var name: String }\n")
        #expect(renderedPlan(models, "Author") == "Author{name:String}")
        #expect(models.types.first { $0.name == "Author" }?.decoding == .synthesized)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:3:29: warning: property wrapper 'Field' on property 'name' of 'Author' is not interpreted; decoded as 'String'"
            ])
    }

    @Test func whatIsNotInterpretedIsAWarningAndTheModelApproximated() throws {
        let models = schema(
            """
            import Fluent
            final class Tag: Model {
                @ID(key: .id) var id: UUID?
                @Versioned(key: "label") var label: String
                @Parent(key: "origin") var origin: Origin
                init() {}
            }
            final class Origin: Model {
                @CompositeID var id: Key?
                init() {}
            }
            final class Key: Fields {
                @Field(key: "a") var a: Int
                init() {}
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:4:5: warning: property wrapper 'Versioned' on property 'label' of Fluent model 'Tag' is not interpreted; the property is not checked",
                "Models.swift:5:5: warning: property wrapper 'Parent' on property 'origin' of Fluent model 'Tag' is not interpreted ('Origin' declares no @ID property); the property is not checked",
            ])
        #expect(renderedPlan(models, "Tag") == "Tag{id:UUID?}")
        let tag = try #require(models.types.first { $0.name == "Tag" })
        #expect(tag.fidelity == .approximated([.propertyFeaturesIgnored(count: 2)]))
        #expect(renderedPlan(models, "Origin") == "Origin{id:Key{a:Int}?}")
    }

    @Test func codingKeysAreNotUsedAndAHandWrittenInitializerIsTheApps() {
        let models = schema(
            """
            import Fluent
            final class Author: Model {
                @Field(key: "pen_name") var penName: String
                enum CodingKeys: String, CodingKey { case penName = "pen_name" }
                init() {}
            }
            final class Editor: Model {
                @Field(key: "name") var name: String
                init() {}
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    name = try container.decode(String.self, forKey: .fullName)
                }
                enum CodingKeys: String, CodingKey { case fullName = "full_name" }
            }
            """)
        #expect(renderedPlan(models, "Author") == "Author{penName:String}")
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:4:10: warning: 'Author.CodingKeys' is not used: Fluent's Fields.init(from:) reads each property wrapper under the property's own name"
            ])
        #expect(models.types.first { $0.name == "Editor" }?.decoding == .interpretedInitializer)
    }
}
