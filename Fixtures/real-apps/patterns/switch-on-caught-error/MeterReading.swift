import Foundation

/// A utility meter reading whose optional-in-practice fields go through a container helper that
/// catches the decoding error and switches on it, as API clients write "fill in a default when
/// the key is missing" helpers: `catch { switch error { case DecodingError.keyNotFound: ... } }`.
/// A missing key gets the default; `null` gets it only where the caller asks; any other error
/// (a wrong type) is the app's, rethrown.
struct MeterReading: Codable {
    var meterID: String
    var kilowattHours: Double
    var note: String
    var estimated: Bool
    var tariff: MeterTariff

    enum CodingKeys: String, CodingKey {
        case meterID = "meter_id"
        case kilowattHours = "kwh"
        case note
        case estimated
        case tariff
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        meterID = try container.decode(String.self, forKey: .meterID)
        kilowattHours = try container.decode(Double.self, forKey: .kilowattHours, orWhenMissing: 0, acceptingNull: false)
        note = try container.decode(String.self, forKey: .note, orWhenMissing: "", acceptingNull: true)
        do {
            estimated = try container.decode(Bool.self, forKey: .estimated)
        } catch {
            switch error {
            case DecodingError.keyNotFound, DecodingError.valueNotFound:
                estimated = false
            case DecodingError.typeMismatch:
                // "yes"/"no" from the older meters.
                estimated = try container.decode(String.self, forKey: .estimated) == "yes"
            default:
                throw error
            }
        }
        tariff = try container.decode(MeterTariff.self, forKey: .tariff)
    }
}

/// The tariff, read by the same helper with other defaults.
struct MeterTariff: Codable {
    var name: String
    var centsPerKilowattHour: Int

    enum CodingKeys: String, CodingKey {
        case name
        case centsPerKilowattHour = "cents_per_kwh"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name, orWhenMissing: "standard", acceptingNull: true)
        centsPerKilowattHour = try container.decode(Int.self, forKey: .centsPerKilowattHour)
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`; `fallback` when the key is missing, and when it is `null` if
    /// `acceptingNull`.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key, orWhenMissing fallback: T, acceptingNull: Bool) throws -> T {
        do {
            return try decode(T.self, forKey: key)
        } catch {
            switch error {
            case DecodingError.keyNotFound:
                return fallback
            case DecodingError.valueNotFound:
                if acceptingNull {
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
