import CodableCheckCore
import Foundation
import Testing

/// A compiled helper's table makes the `--type` a run asks for out of the types it holds, as
/// the compiler would spell them: the type found is the type `JSONDecoder` decodes.
@Suite struct CompiledTypeTableTests {
    struct Book: Decodable, Equatable {
        var title: String
    }

    enum Genre: String, Decodable, Hashable {
        case poetry, travel
    }

    static var table: CompiledTypeTable { CompiledTypeTable(["Book": Book.self, "Shelf.Genre": Genre.self, "Page<Book>": [Book].self]) }

    @Test(arguments: [
        ("Book", ObjectIdentifier(Book.self)),
        ("[Book]", ObjectIdentifier([Book].self)),
        ("[ Book ]?", ObjectIdentifier([Book]?.self)),
        ("[String: Book]", ObjectIdentifier([String: Book].self)),
        ("[Shelf.Genre: [Book?]]", ObjectIdentifier([Genre: [Book?]].self)),
        ("[[Int]]", ObjectIdentifier([[Int]].self)),
        ("Date??", ObjectIdentifier(Date??.self)),
        ("Page<Book>", ObjectIdentifier([Book].self)),
    ])
    func expressionsAreMadeFromTheTable(expression: String, expected: ObjectIdentifier) throws {
        let type = try #require(Self.table.type(for: expression))
        #expect(ObjectIdentifier(type) == expected)
    }

    @Test(arguments: ["Magazine", "[Book", "Book]", "[Book: Book]", "Page<Genre>", "", "[String: ]"])
    func whatTheTableCannotMakeIsNil(expression: String) {
        #expect(Self.table.type(for: expression) == nil)
    }

    @Test func aTypeFoundDecodesAsJSONDecoderDecodesIt() throws {
        let type = try #require(Self.table.type(for: "[String: Book]"))
        func decode<T: Decodable>(_: T.Type) throws -> Any {
            try JSONDecoder().decode(T.self, from: Data(#"{"a": {"title": "Ariel"}}"#.utf8))
        }
        #expect(try decode(type) as? [String: Book] == ["a": Book(title: "Ariel")])
    }
}
