import Foundation

// Issue 22: VPN and news apps read a value that older versions stored archived (a keyed
// archive or a property list, base64 in the JSON) as a fallback after the JSON read, each under
// `try?`, and a default when neither works. Our own model in that shape: a saved map place whose
// coordinates are an object, or an archived property list, or nothing usable, and whose icon
// falls back on one made by an initializer ending in `super.init()`. `try?` turns any
// error of the unarchiving into nil, so nothing there fails a document: the coordinates are a
// value the tool does not know, the name is checked. Decodable only: the value is not compared,
// the verdict is.

/// The symbol a place shows on the map: a class of the Objective-C era, whose initializers end
/// with `super.init()`.
final class PlaceIcon: NSObject, Codable {
    let symbol: String

    init(symbol: String) {
        self.symbol = symbol
        super.init()
    }
}

/// A place the user saved on the map.
struct SavedPlace: Decodable {
    /// A point on the map.
    struct Coordinates: Codable, Equatable {
        let latitude: Double
        let longitude: Double
    }

    let name: String
    let coordinates: Coordinates
    let visits: Int
    let icon: PlaceIcon

    enum CodingKeys: String, CodingKey {
        case name, coordinates, visits, icon
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let coordinates: Coordinates
        if let decoded = try? container.decode(Coordinates.self, forKey: .coordinates) {
            coordinates = decoded
        } else if let archived = try? container.decode(Data.self, forKey: .coordinates),
            let unarchived = try? PropertyListDecoder().decode(Coordinates.self, from: archived)
        {
            coordinates = unarchived
        } else {
            coordinates = Coordinates(latitude: 0, longitude: 0)
        }
        self.name = try container.decode(String.self, forKey: .name)
        self.coordinates = coordinates
        self.visits = try container.decodeIfPresent(Int.self, forKey: .visits) ?? 0
        self.icon = (try? container.decode(PlaceIcon.self, forKey: .icon)) ?? PlaceIcon(symbol: "pin")
    }
}

/// The places a user saved, as the sync endpoint sends them; none is an empty list.
struct SavedPlaces: Decodable {
    let places: [SavedPlace]

    enum CodingKeys: String, CodingKey {
        case places
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        places = try container.decodeIfPresent([SavedPlace].self, forKey: .places) ?? []
    }
}
