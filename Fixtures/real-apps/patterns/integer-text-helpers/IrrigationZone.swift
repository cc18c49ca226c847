import Foundation

// A garden controller's irrigation zone, as its firmware exports it: older firmware writes
// numbers as strings ("3"), some write booleans, newer ones plain numbers. The app reads them
// through helpers on the container: one returns an `if` expression that converts a string with
// `UInt8(text)` (nil when it is not a number), the next guards on that result and rejects a
// value out of range with its own `dataCorrupted`. Whether the guard passes depends on the text
// the string holds, so the tool must convert it as Swift does to give the app's verdict.

extension KeyedDecodingContainer {
    func looseValue<Value>(_ key: Key) throws -> Value? where Value: Decodable {
        try decodeIfPresent(Value.self, forKey: key)
    }

    /// A level written as "3", true/false, or 3.
    func looseLevel(_ key: Key) throws -> UInt8? {
        if let text: String = try? looseValue(key) {
            UInt8(text)
        } else if let flag: Bool = try? looseValue(key) {
            flag ? 1 : 0
        } else if let number: UInt8 = try looseValue(key) {
            number
        } else {
            nil
        }
    }

    /// An on/off switch written as a level: only 0 and 1 are switches.
    func looseSwitchIfPresent(_ key: Key) throws -> Bool? {
        guard let level = try looseLevel(key) else {
            return nil
        }
        guard level <= 1 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "Expected 0 or 1 for a switch")
        }
        return level == 1
    }
}

struct IrrigationZone: Decodable, Equatable {
    var name: String
    var enabled: Bool
    var level: UInt8?
    var rainDelay: UInt32?

    enum CodingKeys: String, CodingKey {
        case name, enabled, level
        case rainDelay = "rain_delay"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        enabled = try container.looseSwitchIfPresent(.enabled) ?? true
        level = try container.looseLevel(.level)
        if let delay = try container.decodeIfPresent(String.self, forKey: .rainDelay) {
            rainDelay = UInt32(delay)
        } else {
            rainDelay = nil
        }
    }
}

/// A zone's schedule: its kind decides which key holds the details. The kind is bound with
/// `guard let ... try?` (an unknown kind is a manual schedule), then switched on by case.
enum WateringSchedule: Decodable, Equatable {
    enum Kind: String, Decodable {
        case interval, weekdays, manual
    }

    case interval(minutes: Int)
    case weekdays([Int])
    case manual

    enum CodingKeys: String, CodingKey { case kind, minutes, days }

    enum ScheduleError: Error { case missingDetails }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let kind = try? container.decode(Kind.self, forKey: .kind) else {
            self = .manual
            return
        }
        switch kind {
        case .interval:
            guard let minutes = try? container.decode(Int.self, forKey: .minutes) else { throw ScheduleError.missingDetails }
            self = .interval(minutes: minutes)
        case .weekdays:
            self = .weekdays(try container.decode([Int].self, forKey: .days))
        case .manual:
            self = .manual
        }
    }
}
