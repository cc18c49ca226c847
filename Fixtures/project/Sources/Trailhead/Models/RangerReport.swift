import Foundation

/// One line of the rangers' report stream (`GET /reports`, JSON Lines).
struct RangerReport: Codable {
    let trailId: Int
    let note: String
    let filedAt: Date
}
