import Foundation

/// A trail as the Trailhead API sends it (`GET /trails/{id}`): snake_case keys, ISO 8601 dates.
struct Trail: Codable {
    enum Difficulty: String, Codable {
        case easy, moderate, hard
    }

    let id: Int
    let name: String
    let lengthKm: Double
    let difficulty: Difficulty
    let openedAt: Date
    let closedSeasonally: Bool?
}
