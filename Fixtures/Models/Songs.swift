import Foundation

// Seed models for the `songs` fixtures: mostly optional fields, Float, Int-keyed dictionary.

/// A track in a music library; most metadata may be missing.
struct Song: Codable, Equatable {
    var title: String
    var artist: String
    var album: String?
    var durationSeconds: Int?
    var trackNumber: UInt8?
    var bpm: Float?
    var explicit: Bool?
    var featuredArtists: [String]?
    var lyricsURL: URL?
    var playCountsByYear: [Int: Int]?
}

/// A playlist of songs.
struct Playlist: Codable, Equatable {
    var name: String
    var curator: String?
    var songs: [Song]
}
