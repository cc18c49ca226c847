import Foundation

// Issue 22: API models that check a constant member and only log when it differs (a location
// whose "type" is always "approximate"), with `print`: a call that cannot throw and does not
// change what is decoded. Our own model, in that shape.

/// A circular geofence; its unit is always metres, and the app only warns about any other.
struct GeoFence: Codable {
    var unit: String?
    var latitude: Double
    var longitude: Double
    var radius: Double?

    enum CodingKeys: String, CodingKey {
        case unit, latitude, longitude, radius
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let decodedUnit = try container.decodeIfPresent(String.self, forKey: .unit)
        if let decodedUnit, decodedUnit != "m" {
            print("Warning: expected the unit 'm', got '\(decodedUnit)'; reading it as metres")
        }
        unit = decodedUnit
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        debugPrint("geofence at", latitude, longitude, separator: " ")
        radius = try container.decodeIfPresent(Double.self, forKey: .radius)
    }
}
