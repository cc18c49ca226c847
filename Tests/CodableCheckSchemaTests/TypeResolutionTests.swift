import CodableCheckSchema
import Testing

/// Names resolve as Swift resolves them: innermost scope outwards, then file scope, then the
/// standard library and Foundation; typealiases, extensions and generic arguments included.
@Suite struct TypeResolutionTests {
    @Test func builtinTypesAndQualifiedNames() {
        let models = schema(
            """
            import Foundation
            struct Everything: Codable {
                var b: Bool; var s: String; var i: Int; var i8: Int8; var i16: Int16; var i32: Int32; var i64: Int64
                var u: UInt; var u8: UInt8; var u16: UInt16; var u32: UInt32; var u64: UInt64
                var d: Double; var f: Float; var f64: Float64; var cg: CGFloat; var dec: Decimal
                var date: Foundation.Date; var data: Data; var url: URL; var uuid: Foundation.UUID; var si: Swift.Int
                var set: Set<String>; var array: Array<Int>; var contiguous: ContiguousArray<Int>
                var dict: Dictionary<String, Int>; var byInt: [Int: String]; var opt: Optional<Int>
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Everything")
                == "Everything{b:Bool, s:String, i:Int, i8:Int8, i16:Int16, i32:Int32, i64:Int64, u:UInt, u8:UInt8, u16:UInt16, u32:UInt32, u64:UInt64, d:Double, f:Float, f64:Double, cg:Double, dec:Decimal, date:Date, data:Data, url:URL, uuid:UUID, si:Int, set:Set<String>, array:[Int], contiguous:[Int], dict:[String: Int], byInt:[Int: String], opt:Int?}"
        )
    }

    /// `Self` in a type's declaration is the type: `Self.Format` a nested type, `[Self]?` the
    /// type itself (recursively), `[Self]` in a generic type the type with its own arguments.
    @Test func selfNamesTheEnclosingType() {
        let models = schema(
            """
            struct Query: Codable {
                enum Format: String, Codable { case json, text }
                let format: Self.Format
                let formats: [Self.Format]?
                let next: [Self]?
            }
            struct Thread<Payload: Codable>: Codable {
                let payload: Payload
                let replies: [Self]
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Query")
                == #"Query{format:Format(String: "json"|"text"), formats:[Format(String: "json"|"text")]?, next:[Query]?}"#)
        #expect(renderedPlan(models, "Thread<Int>") == "Thread<Int>{payload:Int, replies:[Thread<Int>]}")
    }

    @Test func nestedNamesResolveFromTheInnermostScopeOutwards() {
        let models = schema(
            """
            struct Kind: Codable { var top: Int }
            struct Outer: Codable {
                struct Kind: Codable { var outer: Int }
                struct Middle: Codable {
                    var kind: Kind
                    var top: Top
                    struct Inner: Codable {
                        var kind: Kind
                        var sibling: Middle.Leaf
                    }
                    struct Leaf: Codable { var leaf: Bool }
                }
                var middle: Middle
                var inner: Middle.Inner
            }
            struct Top: Codable { var kind: Kind; var qualified: Outer.Kind }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Outer")
                == "Outer{middle:Outer.Middle{kind:Outer.Kind{outer:Int}, top:Top{kind:Kind{top:Int}, qualified:Outer.Kind}}, inner:Outer.Middle.Inner{kind:Outer.Kind, sibling:Outer.Middle.Leaf{leaf:Bool}}}"
        )
        #expect(renderedPlan(models, "Outer.Middle.Leaf") == "Outer.Middle.Leaf{leaf:Bool}")
    }

    @Test func typealiasesTopLevelAndNested() {
        let models = schema(
            """
            typealias Tags = [Tag]
            typealias Identifier = String
            typealias Model = Codable & Hashable
            struct Tag: Model { var name: Identifier }
            struct Post: Decodable {
                typealias Lookup = [Identifier: Tags]
                var id: Identifier
                var tags: Tags
                var index: Lookup
                var alias: Tag.Name
            }
            extension Tag { typealias Name = String }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Post") == "Post{id:String, tags:[Tag{name:String}], index:[String: [Tag]], alias:String}")
        #expect(renderedPlan(models, "Tags") == "[Tag{name:String}]")
    }

    @Test func genericTypealiases() {
        let models = schema(
            """
            struct Page<Item: Decodable>: Decodable { var items: [Item]; var total: Int }
            typealias Paged<T> = Page<T>
            typealias Lookup<Value> = [String: [Value]]
            typealias Pair<T> = (T, T)
            struct Book: Codable { var title: String }
            struct Library: Decodable {
                var books: Paged<Book>
                var byAuthor: Lookup<Book>
                var nested: Lookup<Lookup<Int>>
                var wrong: Lookup
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:10:9: warning: wrong number of type arguments for 'Lookup' in property 'wrong' of 'Library'"
            ])
        #expect(renderedPlan(models, "Paged<Book>") == "Page<Book>{items:[Book{title:String}], total:Int}")
        #expect(renderedPlan(models, "Lookup<Int>") == "[String: [Int]]")
        #expect(renderedPlan(models, "Pair<Int>") == "error: 'Pair<Int>' is not a decodable type expression")
    }

    @Test func conformanceThroughExtensionsProtocolsAndCompositions() {
        let models = schema(
            """
            protocol Model: Codable, Identifiable {}
            struct A: Model { var a: Int }
            struct B { var b: Int }
            extension B: Decodable {}
            struct C: Codable & Sendable { var c: Int }
            enum Outer { struct Inner { var i: Int } }
            extension Outer.Inner: Codable {}
            actor Store: Codable { var s: Int }
            struct NotCodable { var n: Int }
            """)
        #expect(models.types.map(\.name) == ["A", "B", "C", "Outer.Inner"])
        #expect(renderedPlan(models, "B") == "B{b:Int}")
        #expect(renderedPlan(models, "Outer.Inner") == "Outer.Inner{i:Int}")
        #expect(renderedPlan(models, "NotCodable") == "error: cannot interpret 'NotCodable': 1 error in its declarations")
    }

    @Test func storedPropertiesInExtensionsAreCompilerErrors() {
        let models = schema(
            """
            struct Book: Codable { var title: String }
            extension Book {
                var pages: Int
                var summary: String { title }
                static var shelf = "A"
            }
            """)
        #expect(rendered(models.diagnostics) == ["Models.swift:3:9: error: extensions must not contain stored properties ('pages')"])
        #expect(renderedPlan(models, "Book") == "Book{title:String}")
    }

    @Test func extensionInAnotherFileCannotSynthesize() {
        let models = ModelSchema(sources: [
            ("Book.swift", "struct Book { var title: String }"),
            ("Book+Codable.swift", "extension Book: Codable {}\nenum Genre: String {}\nextension Genre: Codable {}"),
        ])
        #expect(
            rendered(models.diagnostics) == [
                "Book+Codable.swift:1:11: error: extension outside of file declaring struct 'Book' prevents automatic synthesis of 'init(from:)'"
            ])
    }

    @Test func recursiveTypesShareTheirPlan() {
        let models = schema(
            """
            final class Node: Codable {
                var value: Int
                var children: [Node]
                var parent: Node?
            }
            struct Folder: Codable { var name: String; var subfolders: [Folder]; var byName: [String: Folder] }
            struct List: Codable { var head: Int; var tail: Box? }
            final class Box: Codable { var list: List }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Node") == "Node{value:Int, children:[Node], parent:Node?}")
        #expect(renderedPlan(models, "Folder") == "Folder{name:String, subfolders:[Folder], byName:[String: Folder]}")
        #expect(renderedPlan(models, "List") == "List{head:Int, tail:Box{list:List}?}")
    }

    @Test func valueTypeContainingItselfIsACompilerError() {
        let models = schema(
            """
            struct A: Codable { var a: A? }
            struct B: Codable { var c: C }
            struct C: Codable { var b: B?; var list: [C] }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:1:25: error: value type 'A' cannot have a stored property that recursively contains it ('a')",
                "Models.swift:2:25: error: value type 'B' cannot have a stored property that recursively contains it ('c')",
                "Models.swift:3:25: error: value type 'C' cannot have a stored property that recursively contains it ('b')",
            ])
        #expect((try? models.plan(for: "A")) == nil)
    }

    /// A struct that holds a self-containing struct does not contain itself: only the cycle's
    /// own members are errors, found from whichever type is planned first.
    @Test func onlyTheCycleContainsItself() {
        let models = schema(
            """
            struct D: Codable { var e: E; var f: F? }
            struct E: Codable { var next: E? }
            struct F: Codable { var g: G }
            struct G: Codable { var d: D? }
            """)
        #expect((try? models.plan(for: "E")) == nil)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:1:35: error: value type 'D' cannot have a stored property that recursively contains it ('f')",
                "Models.swift:2:25: error: value type 'E' cannot have a stored property that recursively contains it ('next')",
                "Models.swift:3:25: error: value type 'F' cannot have a stored property that recursively contains it ('g')",
                "Models.swift:4:25: error: value type 'G' cannot have a stored property that recursively contains it ('d')",
            ])
    }

    @Test func genericTypesNeedArguments() {
        let models = schema(
            """
            struct Page<Item: Decodable>: Decodable {
                var items: [Item]
                var next: URL?
                var total: Int
            }
            struct Pair<First, Second>: Codable { var first: First; var second: Second }
            struct Book: Codable { var title: String }
            struct Shelf: Codable { var page: Page<Book>; var pair: Pair<Int, [Book]> }
            struct Broken<T>: Codable {
                var value: T
                var extra: Int
                enum CodingKeys: CodingKey { case value }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:11:9: error: property 'extra' of 'Broken' is not in 'CodingKeys' and has no initial value"
            ])
        #expect(renderedPlan(models, "Page<Book>") == "Page<Book>{items:[Book{title:String}], next:URL?, total:Int}")
        #expect(
            renderedPlan(models, "Shelf")
                == "Shelf{page:Page<Book>{items:[Book{title:String}], next:URL?, total:Int}, pair:Pair<Int, [Book]>{first:Int, second:[Book]}}"
        )
        #expect(renderedPlan(models, "Page") == "error: cannot interpret 'Page': 1 error in its declarations")
        #expect(
            throws: SchemaPlanError.uninterpretable(
                typeName: "Page",
                diagnostics: [
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 1, column: 8,
                        message: "generic type 'Page' needs 1 type argument (Item)")
                ])
        ) { try models.plan(for: "Page") }
        #expect(models.types.first { $0.name == "Page" }?.decoding == .notInterpreted)
        #expect(models.types.first { $0.name == "Page" }?.genericParameters == ["Item"])
        #expect(models.typeNames == ["Book", "Shelf"])
    }

    /// Issue 22: an outer type given as many type arguments as it does not take
    /// (`Page<Int, String>.Meta` for `Page<Item>`) is the compiler's complaint, at that type,
    /// not a parameter of the nested type left unbound.
    @Test func typeArgumentsCountedForOuterTypesToo() {
        let models = schema(
            """
            struct Page<Item: Decodable>: Decodable {
                var items: [Item]
                struct Meta: Decodable { var total: Int; var sample: Item? }
            }
            """)
        #expect(renderedPlan(models, "Page<Int>.Meta") == "Page<Int>.Meta{total:Int, sample:Int?}")
        for written in ["Page<Int, String>.Meta", "Page<Int, String>"] {
            #expect(
                throws: SchemaPlanError.uninterpretable(
                    typeName: "Page",
                    diagnostics: [
                        SchemaDiagnostic(
                            severity: .error, file: "Models.swift", line: 1, column: 8,
                            message: "generic type 'Page' takes 1 type argument (Item), 2 given")
                    ])
            ) { try models.plan(for: written) }
        }
    }

    @Test func dictionaryKeysOtherThanStringOrIntDecodeAsPairsOrObjects() {
        let models = schema(
            """
            enum Genre: String, Codable { case fantasy }
            enum Shelf: Int, Codable, CodingKeyRepresentable { case top = 1 }
            struct Catalogue: Codable {
                var byGenre: [Genre: Int]
                var byID: [UUID: String]
                var byRaw: Dictionary<Int8, String>
                var byShelf: [Shelf: [String]]
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Catalogue")
                == #"Catalogue{byGenre:[key, value, ...](Genre(String: "fantasy"): Int), byID:[key, value, ...](UUID: String), "#
                + #"byRaw:[key, value, ...](Int8: String), byShelf:[Shelf (CodingKeyRepresentable): [String]]}"#)
    }

    @Test func unknownTypesSuggestCloseNames() {
        let models = schema(
            """
            struct Book: Codable {
                var genre: Genres
                var author: Autor
                var isbn: Character
                var published: Dat
                var duration: TimeInterval
            }
            struct Author: Codable { var name: String }
            enum Genre: String, Codable { case fantasy }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:9: warning: unknown type 'Genres' in property 'genre' of 'Book'; did you mean 'Genre'?",
                "Models.swift:3:9: warning: unknown type 'Autor' in property 'author' of 'Book'; did you mean 'Author'?",
                "Models.swift:4:9: warning: type 'Character' in property 'isbn' of 'Book' is not decodable",
                "Models.swift:5:9: warning: unknown type 'Dat' in property 'published' of 'Book'; did you mean 'Data' or 'Date'?",
            ])
        #expect(throws: SchemaPlanError.unknownType(name: "book", suggestions: ["Book"])) { try models.plan(for: "book") }
        #expect(throws: SchemaPlanError.unknownType(name: "Zebra", suggestions: [])) { try models.plan(for: "[Zebra]") }
        #expect(throws: SchemaPlanError.invalidTypeExpression("[Book")) { try models.plan(for: "[Book") }
        #expect(
            throws: SchemaPlanError.uninterpretable(
                typeName: "Book",
                diagnostics: [
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 2, column: 9,
                        message: "unknown type 'Genres' in property 'genre' of 'Book'; did you mean 'Genre'?"),
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 3, column: 9,
                        message: "unknown type 'Autor' in property 'author' of 'Book'; did you mean 'Author'?"),
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 4, column: 9,
                        message: "type 'Character' in property 'isbn' of 'Book' is not decodable"),
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 5, column: 9,
                        message: "unknown type 'Dat' in property 'published' of 'Book'; did you mean 'Data' or 'Date'?"),
                ])
        ) { try models.plan(for: "Book") }
    }

    @Test func nestedTypesNamedWithoutTheirOuterTypeAreSuggested() {
        let models = schema(
            """
            struct User: Codable { var address: Address; struct Address: Codable { var city: String } }
            struct Shop: Codable { struct Address: Codable { var street: String } }
            """)
        #expect(throws: SchemaPlanError.unknownType(name: "Address", suggestions: ["User.Address", "Shop.Address"])) {
            try models.plan(for: "Address")
        }
        #expect(models.declarations(named: "Address").map(\.qualifiedName) == ["User.Address", "Shop.Address"])
        #expect(models.declarations(named: "Shop.Address").map(\.line) == [2])
    }

    @Test func privateTypesAreVisibleInTheirOwnFileOnly() {
        let models = ModelSchema(sources: [
            (
                "UsersAPI.swift",
                "struct UsersPage: Decodable { var data: Response }\nprivate struct Response: Decodable { var users: [String] }"
            ),
            (
                "PostsAPI.swift",
                "struct PostsPage: Decodable { var data: Response }\nfileprivate struct Response: Decodable { var posts: Int }"
            ),
        ])
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "UsersPage") == "UsersPage{data:Response{users:[String]}}")
        #expect(renderedPlan(models, "PostsPage") == "PostsPage{data:Response{posts:Int}}")
        #expect(renderedPlan(models, "[String: [UsersPage?]]?") == "[String: [UsersPage{data:Response{users:[String]}}?]]?")
        #expect(
            models.types.map(\.planDescription) == [
                "UsersPage{data:Response{users:[String]}}", "Response{users:[String]}",
                "PostsPage{data:Response{posts:Int}}", "Response{posts:Int}",
            ])
        #expect(
            throws: SchemaPlanError.ambiguousType(
                name: "Response",
                candidates: [
                    TypeCandidate(qualifiedName: "Response", file: "UsersAPI.swift", line: 2, column: 16),
                    TypeCandidate(qualifiedName: "Response", file: "PostsAPI.swift", line: 2, column: 20),
                ])
        ) { try models.plan(for: "Response") }
    }

    @Test func decodableFoundationTypesWithOtherShapesAreNamed() {
        let models = schema(
            """
            import CoreGraphics
            struct Pin: Codable { var origin: CGPoint; var link: URLComponents; var span: ClosedRange<Int> }
            struct Note: Codable { var text: AttributedString }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:48: warning: type 'URLComponents' in property 'link' of 'Pin' is decodable, but its shape is not supported yet",
                "Models.swift:3:28: warning: type 'AttributedString' in property 'text' of 'Note' is not Codable in this toolchain's Foundation (Linux): an app built here cannot decode it",
            ])
    }

    @Test func ambiguousNamesListTheirCandidates() {
        let models = ModelSchema(sources: [
            ("App/Book.swift", "struct Book: Codable { var title: String }"),
            ("Legacy/Book.swift", "\n\nstruct Book: Codable { var name: String }\nstruct Shelf: Codable { var books: [Book] }"),
        ])
        #expect(
            rendered(models.diagnostics) == [
                "App/Book.swift:1:8: warning: 'Book' is declared 2 times; a type expression naming it is ambiguous",
                "Legacy/Book.swift:3:8: warning: 'Book' is declared 2 times; a type expression naming it is ambiguous",
                "Legacy/Book.swift:4:29: warning: type 'Book' in property 'books' of 'Shelf' is ambiguous: it is declared at App/Book.swift:1:8 and Legacy/Book.swift:3:8",
            ])
        #expect(
            throws: SchemaPlanError.ambiguousType(
                name: "Book",
                candidates: [
                    TypeCandidate(qualifiedName: "Book", file: "App/Book.swift", line: 1, column: 8),
                    TypeCandidate(qualifiedName: "Book", file: "Legacy/Book.swift", line: 3, column: 8),
                ])
        ) { try models.plan(for: "Book") }
        #expect(models.declarations(named: "Book").count == 2)
        #expect(
            models.declarations(named: "Shelf") == [TypeCandidate(qualifiedName: "Shelf", file: "Legacy/Book.swift", line: 4, column: 8)])
    }
}
