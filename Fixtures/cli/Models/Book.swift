import Foundation

/// Models for the command-line end-to-end tests (Tests/CodableCheckCommandTests/EndToEnd).
struct Book: Codable {
    var title: String
    var firstName: String?
    var pages: Int
    var tags: [Tag]
    var genre: Genre?

    struct Tag: Codable {
        var name: String
        var color: String
    }
}

enum Genre: String, Codable {
    case fiction
    case poetry
    case inReview = "in review"
}
