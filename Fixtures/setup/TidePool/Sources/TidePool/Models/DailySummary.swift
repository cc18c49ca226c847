import Foundation

/// One day of the archive: the day as `yyyy-MM-dd`, the extremes of the water level.
struct DailySummary: Codable {
    var day: Date
    var highCm: Double
    var lowCm: Double
}
