import Foundation

/// An EV companion app's trip record. The vehicle API writes distances as numbers or as text, so
/// `init(from:)` declares local functions: `miles` (before the container is opened) takes the
/// container and a key; `optionalMiles`, declared after the container, reads it from the scope
/// around it and calls `miles`; `labelText(or:)` cannot throw and is called without `try`; and
/// `checkedCharge` throws the app's own error. (Seen in vehicle-telemetry SDKs, where a local
/// `milesDecoder` is declared before the container in several models.)
struct TripRecord: Codable {
    let id: String
    let odometer: Double
    let distance: Double
    let chargeAdded: Double?
    let label: String
    let driver: TripDriver?

    enum CodingKeys: String, CodingKey {
        case id
        case odometer
        case distance = "trip_distance"
        case chargeAdded = "charge_added"
        case label
        case driver
    }

    init(from decoder: Decoder) throws {
        func miles(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Double {
            if let text = try? c.decode(String.self, forKey: key), let value = Double(text) {
                return value
            }
            return try c.decode(Double.self, forKey: key)
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func optionalMiles(_ key: CodingKeys) throws -> Double? {
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
            return try miles(container, key)
        }
        func labelText(or fallback: String) -> String {
            (try? container.decode(String.self, forKey: .label)) ?? fallback
        }
        id = try container.decode(String.self, forKey: .id)
        odometer = try miles(container, .odometer)
        distance = try miles(container, .distance)
        chargeAdded = try checkedCharge(optionalMiles(.chargeAdded))
        label = labelText(or: "Trip")
        driver = try container.decodeIfPresent(TripDriver.self, forKey: .driver)

        func checkedCharge(_ value: Double?) throws -> Double? {
            if let value, value < 0 {
                throw TripRecordError.negativeCharge
            }
            return value
        }
    }
}

/// Who drove: a local function takes the decoder and returns its container.
struct TripDriver: Codable {
    let name: String
    let profile: Int

    enum CodingKeys: String, CodingKey {
        case name
        case profile = "seat_profile"
    }

    init(from decoder: Decoder) throws {
        func keyed(_ decoder: Decoder) throws -> KeyedDecodingContainer<CodingKeys> {
            try decoder.container(keyedBy: CodingKeys.self)
        }
        let container = try keyed(decoder)
        name = try container.decode(String.self, forKey: .name)
        profile = try container.decodeIfPresent(Int.self, forKey: .profile) ?? 1
    }
}

enum TripRecordError: Error {
    case negativeCharge
}
