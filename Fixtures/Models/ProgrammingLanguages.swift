import Foundation

// Seed models for the `languages` fixtures: explicit snake_case CodingKeys, a Date, nested arrays.

/// A programming language, as a languages-of-the-world API returns it.
struct ProgrammingLanguage: Codable, Equatable {
    var name: String
    var firstAppeared: Int
    var createdBy: [String]
    var latestRelease: Date?
    var paradigms: [Paradigm]
    var typing: TypingDiscipline
    var fileExtensions: [String]
    var website: URL?

    enum CodingKeys: String, CodingKey {
        case name
        case firstAppeared = "first_appeared"
        case createdBy = "created_by"
        case latestRelease = "latest_release"
        case paradigms
        case typing
        case fileExtensions = "file_extensions"
        case website
    }
}

/// A programming paradigm.
enum Paradigm: String, Codable, Equatable {
    case functional
    case objectOriented = "object-oriented"
    case procedural
    case declarative
    case concurrent
}

/// How a language checks types.
struct TypingDiscipline: Codable, Equatable {
    var isStatic: Bool
    var isStrong: Bool
    var inference: Bool?

    enum CodingKeys: String, CodingKey {
        case isStatic = "static"
        case isStrong = "strong"
        case inference
    }
}
