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

/// A shop's listing of a book. Its constants are never decoded, but `JSONEncoder` writes them,
/// so `--print` must too: lets listed in `CodingKeys` (renamed, negative, arrays, enum cases, a
/// nested type's initialiser, a nil optional that is left out), while a `var` or `let` missing
/// from `CodingKeys`, a `lazy var`, a computed and a `static` property are never written.
struct BookListing: Codable, Equatable {
    let kind = "book"
    let schemaVersion = 2
    let currency: Currency = .eur
    let discount = -0.15
    let shelves = ["new/featured", "fiction"]
    let badge: String? = nil
    let source = ListingSource()
    var title: String
    var price: Decimal
    var stock = 0
    var isCached = false
    let internalNote = "not listed"
    lazy var slug: String = title.lowercased()
    var displayTitle: String { title.uppercased() }
    static let feedName = "catalog"

    enum CodingKeys: String, CodingKey {
        case kind, schemaVersion = "schema_version", currency, discount, shelves, badge, source, title, price, stock
    }

    static func == (left: BookListing, right: BookListing) -> Bool {
        left.title == right.title && left.price == right.price && left.stock == right.stock
    }
}

/// The currencies a listing is priced in.
enum Currency: String, Codable, Equatable {
    case eur = "EUR"
    case usd = "USD"
}

/// Where a listing came from: a nested type whose `ListingSource()` encodes its defaults.
struct ListingSource: Codable, Equatable {
    var system = "pos"
    var revision: Int8 = -1
    var note: String?
}

/// A shelf label with no `CodingKeys`: its `let` constant is still encoded (the compiler warns
/// that it will not be decoded, and so does the schema reader).
struct ShelfLabel: Codable, Equatable {
    let kind = "shelf-label"
    var text: String
}
