import Foundation

// A game's weekly leaderboard export. The app names its number types through typealiases and
// stamps every export with constants (`let` with an initial value): synthesized decoding skips
// them, but `JSONEncoder` writes them, so a re-encoded document carries them.

typealias Points = UInt32
typealias PlayerName = String
typealias ScoringWeights = [Points]

enum Season: String, Codable {
    case spring, summer, autumn, winter
}

typealias CurrentSeason = Season

struct Leaderboard: Codable {
    typealias Rank = Int16

    let formatVersion: Points = 3
    let kind: PlayerName = "weekly-leaderboard"
    let lowestRankShown: Rank = 100
    let season: CurrentSeason = .summer
    let weights: ScoringWeights = [5, 3, 1]
    let note: PlayerName? = nil
    var title: String
    var entries: [LeaderboardEntry]

    /// Lists the constants too, which silences the compiler's "will not be decoded" warning.
    enum CodingKeys: String, CodingKey {
        case formatVersion = "format_version"
        case kind, lowestRankShown, season, weights, note, title, entries
    }
}

struct LeaderboardEntry: Codable {
    let player: PlayerName
    let score: Points
    let rank: Leaderboard.Rank
}
