import Foundation

/// A club's season roster. The app keeps its players in an object keyed by their handles, and
/// each player learns its handle from the key it sits under (`container.codingPath.last?
/// .stringValue`), as apps do whose objects are keyed by their identifiers. A player outside
/// such an object has no handle the app takes: in a list its key is JSONDecoder's `Index 0`,
/// which the app turns away; decoded on its own it has no key at all, and the app throws its
/// own error.
struct Roster: Codable {
    var club: String
    var players: [String: RosterPlayer]
    var trialists: [RosterPlayer]?
    var captain: RosterCaptain?

    enum CodingKeys: String, CodingKey {
        case club, players, trialists, captain
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        club = try container.decode(String.self, forKey: .club)
        players = try container.decode([String: RosterPlayer].self, forKey: .players)
        trialists = try container.decodeIfPresent([RosterPlayer].self, forKey: .trialists)
        captain = try container.decodeIfPresent(RosterCaptain.self, forKey: .captain)
    }
}

enum RosterError: Error {
    case playerOutsideRoster
}

struct RosterPlayer: Codable {
    var handle: String
    var number: Int
    var position: String?

    enum CodingKeys: String, CodingKey {
        case handle, number, position
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.codingPath.last?.stringValue else {
            throw RosterError.playerOutsideRoster
        }
        if key.hasPrefix("Index ") {
            throw DecodingError.dataCorruptedError(forKey: .number, in: container, debugDescription: "players are listed by handle")
        }
        handle = key
        number = try container.decode(Int.self, forKey: .number)
        position = try container.decodeIfPresent(String.self, forKey: .position)
    }
}

/// The captain's armband, named after the key it sits under; the app never decodes one on its
/// own, so it unwraps the key with `!` (decoded at the top level, it stops the app).
struct RosterCaptain: Codable {
    var role: String
    var since: Int

    init(from decoder: Decoder) throws {
        role = decoder.codingPath.last!.stringValue
        let container = try decoder.container(keyedBy: CodingKeys.self)
        since = try container.decode(Int.self, forKey: .since)
    }
}
