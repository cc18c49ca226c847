import Foundation

// Seed models for the `books` fixtures. Plain synthesized Codable: the compiled types the
// differential tests decode with JSONDecoder, and the declarations the CLI reads as a schema.

/// A book in a catalogue. `publishedAt` uses the default date strategy (seconds since 2001).
struct Book: Codable, Equatable {
    var title: String
    var author: String
    var pages: Int
    var publishedAt: Date?
    var isbn: String
    var genre: Genre
    var rating: Double?
    var inPrint: Bool
}

/// A genre as catalogues spell it.
enum Genre: String, Codable, Equatable {
    case fantasy
    case mystery
    case biography
    case poetry
    case scienceFiction = "science fiction"
}

/// A book with links to its cover art in three sizes.
struct BookWithCoverImages: Codable, Equatable {
    var title: String
    var author: String
    var coverImages: CoverImages
}

/// Cover art URLs.
struct CoverImages: Codable, Equatable {
    var small: URL
    var medium: URL
    var large: URL
}

/// A book with reader-assigned tags.
struct BookWithTags: Codable, Equatable {
    var title: String
    var author: String
    var tags: [Tag]
}

/// A tag with its display colour as a hex string (`#FF8800`).
struct Tag: Codable, Equatable {
    var name: String
    var color: String
}
