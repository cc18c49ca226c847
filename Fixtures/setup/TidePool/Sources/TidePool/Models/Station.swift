import Foundation

/// A tide gauge and its latest readings, as the TidePool API returns it.
struct Station: Codable {
    var stationId: String
    var displayName: String
    var installedAt: Date
    var readings: [Reading]
}

struct Reading: Codable {
    var takenAt: Date
    var waterLevelCm: Double
    var isPredicted: Bool
}
