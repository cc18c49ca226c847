import Foundation

// A smart-thermostat app syncs its heating schedule. Its decoding code binds optionals with type
// annotations (`if let rawMode: String = ...`) and lets the formatter break long condition lists
// over several lines, the brace alone on the last one: issue 22's census found this shape
// (XcodeProj, Amplify, Okta) read one line at a time.

struct ThermostatSchedule: Codable {
    enum Mode: String, Codable {
        case heat, cool, auto, off
    }

    let zone: String
    let mode: Mode?
    let setpoint: Double
    let quietHours: [String]

    enum CodingKeys: String, CodingKey {
        case zone, mode, setpoint
        case quietHours = "quiet_hours"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        zone = try container.decode(String.self, forKey: .zone)
        // An unknown mode from a newer firmware is read as "no mode".
        if let rawMode: String = try container.decodeIfPresent(String.self, forKey: .mode),
            let parsed = Mode(rawValue: rawMode)
        {
            mode = parsed
        } else {
            mode = nil
        }
        guard let target: Double = try container.decodeIfPresent(Double.self, forKey: .setpoint),
            target >= 5,
            target <= 35
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .setpoint, in: container, debugDescription: "The setpoint must be between 5 and 35 degrees.")
        }
        setpoint = target
        if let hours: [String] = try container.decodeIfPresent([String].self, forKey: .quietHours),
            !hours.isEmpty {
            quietHours = hours
        } else {
            quietHours = ["22:00-07:00", "weekends/all-day"]
        }
    }
}
