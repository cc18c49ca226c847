import Foundation

/// A player's score as the league's feed wraps it.
struct WrappedScore: Decodable {
    let points: Int
}

/// A league's score board. Our own sketch of the transforms apps apply with closures to values
/// they have decoded, with no `try` around them (`dictionary.mapValues { $0.value }`,
/// `names.sorted { ... }`): Swift lets such a call throw nothing, so every read is the decode
/// before it, and what the closure computes is a value the tool does not know. Not `Encodable`:
/// those values are not compared, only what the body reads and throws.
struct ScoreBoard: Decodable {
    let points: [String: Int]
    let ranking: [String]
    let season: String

    enum CodingKeys: String, CodingKey {
        case scores, players, season
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let scores = try container.decode([String: WrappedScore].self, forKey: .scores)
        points = scores.mapValues { $0.points }
        let players = try container.decode([String].self, forKey: .players)
        ranking = players.sorted { $0.count < $1.count }
        season = try container.decode(String.self, forKey: .season)
    }
}
