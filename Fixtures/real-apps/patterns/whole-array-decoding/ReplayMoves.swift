import Foundation

/// One move of a word game's replay: the cube face played and when.
struct ReplayMove: Codable {
    var face: Int
    var playedAt: Double
    var word: String?
}

/// A replay's moves, kept in a wrapper type of their own but sent as a bare array: the wrapper
/// decodes `[ReplayMove]` through `Array`'s own `init(from:)` on the same decoder.
struct ReplayMoves: Decodable {
    var rawValue: [ReplayMove]

    init(from decoder: any Decoder) throws {
        self.rawValue = try [ReplayMove](from: decoder)
    }
}
