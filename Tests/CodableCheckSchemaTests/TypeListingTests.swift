import CodableCheckSchema
import Testing

/// What `codable-check types` shows for each decodable type.
@Suite struct TypeListingTests {
    @Test func summariesDescribeEveryProperty() {
        let models = schema(
            """
            import Foundation
            struct Book: Codable {
                let title: String
                var subtitle: String?
                let id = UUID()
                var rating = 4.5
                @Published var likes: Int
                var computed: Int { 1 }
                enum CodingKeys: String, CodingKey { case title = "book_title", subtitle, rating, likes }
            }
            enum Genre: String, Codable { case fantasy, sciFi = "sci-fi" }
            """)
        let book = models.types[0]
        #expect(book.name == "Book")
        #expect(book.kind == .struct)
        #expect((book.file, book.line, book.column) == ("Models.swift", 2, 8))
        #expect(book.decoding == .synthesized)
        #expect(
            book.properties == [
                PropertySummary(
                    name: "title", type: "String", key: "book_title", decoding: .required, initialValue: nil, propertyWrappers: [], line: 3,
                    column: 9),
                PropertySummary(
                    name: "subtitle", type: "String?", key: "subtitle", decoding: .ifPresent, initialValue: nil, propertyWrappers: [],
                    line: 4, column: 9),
                PropertySummary(
                    name: "id", type: "UUID", key: nil, decoding: .notDecoded(reason: "let with an initial value"), initialValue: "UUID()",
                    propertyWrappers: [], line: 5, column: 9),
                PropertySummary(
                    name: "rating", type: "Double", key: "rating", decoding: .required, initialValue: "4.5", propertyWrappers: [], line: 6,
                    column: 9),
                PropertySummary(
                    name: "likes", type: "Int", key: "likes", decoding: .required, initialValue: nil, propertyWrappers: ["Published"],
                    line: 7, column: 20),
            ])
        #expect(
            rendered(book.diagnostics) == [
                "Models.swift:7:5: warning: property wrapper 'Published' on property 'likes' of 'Book' is not interpreted; decoded as 'Int'"
            ])
        #expect(book.planDescription == "Book{title(book_title):String, subtitle:String?, rating:Double=4.5, likes:Int}")

        let genre = models.types[1]
        #expect(genre.decoding == .rawValue(rawType: "String"))
        #expect(
            genre.enumCases == [EnumCaseSummary(name: "fantasy", rawValue: "fantasy"), EnumCaseSummary(name: "sciFi", rawValue: "sci-fi")])
        #expect(genre.planDescription == #"Genre(String: "fantasy"|"sci-fi")"#)
    }
}
