import Foundation

/// Options a client may put in its decoder's `userInfo` to be lenient with a sensor gateway that
/// leaves fields out or sends `null`. Most apps never set them: the body then reads an empty set.
struct SensorLenience: OptionSet, Sendable {
    let rawValue: Int

    static let defaultWhenMissing = SensorLenience(rawValue: 1 << 0)
    static let defaultWhenNull = SensorLenience(rawValue: 1 << 1)
    static let lenient: SensorLenience = [.defaultWhenMissing, .defaultWhenNull]
}

extension CodingUserInfoKey {
    static let sensorLenience = CodingUserInfoKey(rawValue: "sensorLenience")!
}

/// A gateway's report of one sensor, as SDKs write it: every required field goes through a
/// container helper that fills in a default only when the options in `userInfo` allow it. Without
/// options (`?? []`) each helper rethrows, so the report decodes as the synthesized one would.
struct GatewayReport: Codable {
    var sensorID: String
    var celsius: Double
    var unit: String
    var batteryPercent: Int
    var samples: [GatewaySample]

    enum CodingKeys: String, CodingKey {
        case sensorID = "sensor_id"
        case celsius
        case unit
        case batteryPercent = "battery_percent"
        case samples
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let lenience = decoder.userInfo[.sensorLenience] as? SensorLenience ?? []
        sensorID = try container.decodeText(forKey: .sensorID, lenience: lenience)
        celsius = try container.decode(Double.self, forKey: .celsius, lenience: lenience, fallback: 0)
        unit = try container.decode(String.self, forKey: .unit, lenience: lenience, fallback: "C")
        batteryPercent = try container.decode(Int.self, forKey: .batteryPercent, lenience: lenience, fallback: 100)
        samples = try container.decode([GatewaySample].self, forKey: .samples, lenience: lenience, fallback: [])
    }
}

/// One sample; its options come from the same `userInfo` key.
struct GatewaySample: Codable {
    var takenAt: Double
    var value: Double

    enum CodingKeys: String, CodingKey {
        case takenAt = "taken_at"
        case value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let lenience = decoder.userInfo[.sensorLenience] as? SensorLenience ?? []
        if lenience.isEmpty {
            takenAt = try container.decode(Double.self, forKey: .takenAt)
        } else {
            takenAt = try container.decode(Double.self, forKey: .takenAt, lenience: lenience, fallback: 0)
        }
        value = try container.decode(Double.self, forKey: .value, lenience: lenience, fallback: 0)
    }
}

extension KeyedDecodingContainer {
    /// A text field, empty when the options allow a default.
    func decodeText(forKey key: KeyedDecodingContainer<K>.Key, lenience: SensorLenience) throws -> String {
        try self.decode(String.self, forKey: key, lenience: lenience, fallback: "")
    }

    /// The value at `key`; `fallback` when it is missing or `null` and `lenience` allows that,
    /// else the error `decode(_:forKey:)` threw.
    func decode<T: Decodable>(_ type: T.Type, forKey key: KeyedDecodingContainer<K>.Key, lenience: SensorLenience, fallback: T) throws -> T
    {
        do {
            return try decode(T.self, forKey: key)
        } catch {
            switch error {
            case DecodingError.keyNotFound:
                if lenience.contains(.defaultWhenMissing) {
                    return fallback
                } else {
                    throw error
                }
            case DecodingError.valueNotFound:
                if lenience.contains(.defaultWhenNull) {
                    return fallback
                } else {
                    throw error
                }
            default:
                throw error
            }
        }
    }
}
