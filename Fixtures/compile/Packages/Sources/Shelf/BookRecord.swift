import FluentKit
import Vapor

/// The server's database record of a book: a framework this machine does not have.
final class Book: Model, Content {
    static let schema = "books"

    @ID(key: .id) var id: UUID?
    @Field(key: "title") var title: String
}

extension String {
    /// A URL slug for a book's title.
    var slug: String { lowercased().replacingOccurrences(of: " ", with: "-") }
}
