import Foundation

// Issue 22: apps tag identifiers with a phantom type so that a player's id and a match's id
// cannot be mixed up (the shape of pointfreeco's swift-tagged, `Tagged<Tag, RawValue>`); the
// wrapper's `init(from:)` tries the single-value container, then the raw value's own
// `init(from:)`. Our own wrapper in that shape, `Labeled`, around a `UUID`, a `String`, an `Int`
// and a `UInt8`: for each, `RawValue(from: decoder)` is what `decode(RawValue.self)` runs. The
// values are stored as decoded, so `JSONEncoder` writes what was decoded and values are compared.

/// A value of `RawValue` labeled with the phantom type `Tag`, which only the compiler reads.
struct Labeled<Tag, RawValue> {
    var rawValue: RawValue

    init(rawValue: RawValue) {
        self.rawValue = rawValue
    }
}

extension Labeled: Equatable where RawValue: Equatable {}

extension Labeled: Decodable where RawValue: Decodable {
    init(from decoder: Decoder) throws {
        do {
            self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
        } catch {
            self.init(rawValue: try RawValue(from: decoder))
        }
    }
}

extension Labeled: Encodable where RawValue: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// An entrant of a chess tournament; only its identifier's tag.
enum ChessEntrant {}

/// One board of one round of a chess tournament.
struct TournamentPairing: Codable, Equatable {
    typealias ID = Labeled<TournamentPairing, UUID>

    /// Tags of the round and board numbers.
    enum Round {}
    enum Board {}

    let id: ID
    let white: Labeled<ChessEntrant, String>
    let black: Labeled<ChessEntrant, String>
    let round: Labeled<Round, Int>
    let board: Labeled<Board, UInt8>?

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ID.self, forKey: .id)
        white = try container.decode(Labeled<ChessEntrant, String>.self, forKey: .white)
        black = try container.decode(Labeled<ChessEntrant, String>.self, forKey: .black)
        round = try container.decode(Labeled<Round, Int>.self, forKey: .round)
        board = try container.decodeIfPresent(Labeled<Board, UInt8>.self, forKey: .board)
    }
}

/// A tournament's published pairings; the event is named.
struct TournamentPairings: Codable, Equatable {
    let event: String
    let pairings: [TournamentPairing]

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        event = try container.decode(String.self, forKey: .event)
        pairings = try container.decode([TournamentPairing].self, forKey: .pairings)
        guard !event.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .event, in: container, debugDescription: "Unnamed event")
        }
    }
}
