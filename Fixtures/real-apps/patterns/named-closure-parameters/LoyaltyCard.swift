import Foundation

/// A coffee chain's loyalty card: the stamps come as an object keyed by the stamp's code, and
/// the app turns each pair into a value of its own with a closure whose parameters are named
/// (`entries.map { code, entry in ... }`). The closure builds values that cannot stop the app,
/// so only the entries' shapes decide the outcome. The stamps are not computed by the tool, so
/// the types are `Decodable` only: verdicts are compared, not values.
struct LoyaltyStamp {
    let code: String
    let points: Int
    let earnedAt: Date

    init(code: String, points: Int, earnedAt: Date) {
        self.code = code
        self.points = points
        self.earnedAt = earnedAt
    }
}

struct LoyaltyCard: Decodable {
    struct Entry: Decodable {
        var points: Int
        var earnedAtMs: Double

        enum CodingKeys: String, CodingKey {
            case points
            case earnedAtMs = "earned_at_ms"
        }
    }

    var holder: String
    var stamps: [LoyaltyStamp]

    enum CodingKeys: String, CodingKey {
        case holder, stamps
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        holder = try container.decode(String.self, forKey: .holder)
        let entries = try container.decode([String: Entry].self, forKey: .stamps)
        stamps = entries.map { code, entry in
            LoyaltyStamp(code: code, points: entry.points, earnedAt: Date(timeIntervalSince1970: entry.earnedAtMs / 1000))
        }
    }
}
