import Foundation

/// A staff rota export, a sketch of the date checks SDKs write by hand: timestamps parsed by a
/// `static let` `ISO8601DateFormatter`, days by a `static let` `DateFormatter` set up in a closure
/// (fixed locale and time zone), an optional end time by a local `ISO8601DateFormatter` with its
/// own options, each `date(from:)` deciding whether the app throws.
struct RotaShift: Codable, Equatable {
    var starts: Date
    var ends: Date?
    var day: Date
    var note: String

    enum CodingKeys: String, CodingKey {
        case starts, ends, day, note
    }

    // `nonisolated(unsafe)`: formatters are not `Sendable`; the app only reads them.
    nonisolated(unsafe) static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let startText = try container.decode(String.self, forKey: .starts)
        guard let starts = Self.stampFormatter.date(from: startText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .starts, in: container, debugDescription: "not an ISO 8601 time: \(startText)")
        }
        self.starts = starts
        if let endText = try container.decodeIfPresent(String.self, forKey: .ends) {
            let endFormatter = ISO8601DateFormatter()
            endFormatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
            ends = endFormatter.date(from: endText)
        } else {
            ends = nil
        }
        let dayText = try container.decode(String.self, forKey: .day)
        if let day = RotaShift.dayFormatter.date(from: dayText) {
            self.day = day
        } else {
            throw DecodingError.dataCorruptedError(forKey: .day, in: container, debugDescription: "day is not yyyy-MM-dd")
        }
        note = try container.decodeIfPresent(String.self, forKey: .note) ?? ""
    }
}

extension RotaShift {
    /// Declared in an extension, as apps often keep their formatters.
    nonisolated(unsafe) static let stampFormatter = ISO8601DateFormatter()
}

struct Rota: Codable, Equatable {
    var team: String
    var shifts: [RotaShift]

    enum CodingKeys: String, CodingKey {
        case team, shifts
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        team = try container.decode(String.self, forKey: .team)
        if team.hasPrefix("-") {
            throw DecodingError.dataCorruptedError(
                forKey: .team, in: container, debugDescription: "team names do not start with a dash")
        }
        shifts = try container.decode([RotaShift].self, forKey: .shifts)
    }
}
