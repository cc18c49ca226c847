import Foundation

// Issue 22: chat and commerce SDKs keep identifiers of the form `kind:id` in a struct whose own
// throwing initializer checks the text (split on a separator held in a static constant, each
// part not blank) and throws an error of the app's, and decode it with `self = try
// Identifier(text: text)`; others split a code on a string and keep some of its parts. Our own
// model, in that shape: a library's loans, each naming the shelf a book goes back to.

/// The app's own error for a code it cannot read.
enum ShelfCodeError: Error {
    case malformed(String)
}

/// A place on the shelves, written `room:shelf` ("east:12").
struct ShelfCode: Hashable, Codable {
    private static let separator: Character = ":"
    private static let separatorSet = CharacterSet(charactersIn: String(separator))

    let text: String

    init(text: String) throws {
        let parts = text.components(separatedBy: Self.separatorSet)
        guard
            parts.count == 2,
            !parts[0].replacingOccurrences(of: " ", with: "").isEmpty,
            !parts[1].replacingOccurrences(of: " ", with: "").isEmpty
        else {
            throw ShelfCodeError.malformed("Not a shelf code: \(text)")
        }
        self.text = text
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        self = try ShelfCode(text: text)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// A loan desk, written `region/branch/desk`; the desk's dashes are dropped.
struct DeskCode: Codable {
    var region: String
    var desk: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        let parts = raw.components(separatedBy: "/")
        guard parts.count == 3 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected region/branch/desk")
        }
        region = parts[0]
        desk = parts[2].replacingOccurrences(of: "-", with: "")
    }
}

/// A genre label kept in lower case, made by a plain initializer of its own.
struct GenreLabel: Codable {
    var name: String

    init(_ name: String) {
        self.name = name.lowercased()
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        self = GenreLabel(raw)
    }
}

/// One loan of a book; a book goes back to its own shelf unless the loan names another.
struct LoanRecord: Codable {
    var id: Int
    var shelf: ShelfCode
    var returnShelf: ShelfCode
    var desk: DeskCode?
    var genre: GenreLabel?

    enum CodingKeys: String, CodingKey {
        case id, shelf, returnShelf, desk, genre
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        shelf = try container.decode(ShelfCode.self, forKey: .shelf)
        returnShelf = try container.decodeIfPresent(ShelfCode.self, forKey: .returnShelf) ?? shelf
        desk = try container.decodeIfPresent(DeskCode.self, forKey: .desk)
        genre = try container.decodeIfPresent(GenreLabel.self, forKey: .genre)
    }
}
