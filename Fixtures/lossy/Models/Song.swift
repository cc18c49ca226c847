import Foundation

/// The seeds' song, whose backend sends `like` as 0/1.
struct Song: Codable {
    let title: String
    let like: Bool
    var plays: Int = 0
    let rating: Double?
    let genre: Genre?
    let tags: [String]
    let released: Date?
    let file: String?
}

enum Genre: String, Codable {
    case rock, jazz
}

/// Incremental updates: `"file": null` clears the file, no `file` key leaves it alone.
struct Update: Codable {
    let id: Int
    let file: String?
    let owner: Owner?
}

struct Owner: Codable {
    let name: String
    let email: String?
}
