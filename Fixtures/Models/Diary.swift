import Foundation

// Seed model for the `diary` fixtures, decoded with `.formatted` dates (`yyyy-MM-dd`,
// `en_US_POSIX`, UTC; see `documents/diary/decoder.json`).

/// One day's entry in a journaling app.
struct DiaryEntry: Codable, Equatable {
    var day: Date
    var mood: Mood
    var text: String
    var photos: [URL]
    var revisitOn: Date?

    /// How the day felt, from the app's five faces.
    enum Mood: Int, Codable, Equatable {
        case awful = 1, bad, okay, good, great
    }
}
