import Foundation

/// A bike-sharing feed read with helpers the app adds to the decoding containers and to
/// `Decoder`: counts sent as strings, defaults for absent keys, flags sent as 0 or 1.
struct DockStation: Codable, Equatable {
    var stationID: String
    var capacity: Int
    var bikesAvailable: Int
    var isRenting: Bool
    var region: String
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case stationID = "station_id"
        case capacity
        case bikesAvailable = "num_bikes_available"
        case isRenting = "is_renting"
        case region
        case tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.stationContainer(keyedBy: CodingKeys.self)
        stationID = try container.decode(String.self, forKey: .stationID)
        capacity = try container.decodeIntFromString(forKey: .capacity)
        bikesAvailable = try container.decodeIfPresent(Int.self, forKey: .bikesAvailable, default: 0)
        isRenting = try container.decodeFlag(forKey: .isRenting)
        region = try container.decodeLowercased(forKey: .region)
        tags = try container.decodeIfPresent([String].self, forKey: .tags, default: [])
    }
}

/// The stations of one system, each checked in turn.
struct DockSystem: Codable, Equatable {
    var systemID: String
    var stations: [DockStation]

    enum CodingKeys: String, CodingKey {
        case systemID = "system_id"
        case stations
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        systemID = try container.decode(String.self, forKey: .systemID)
        var list = try container.nestedUnkeyedContainer(forKey: .stations)
        stations = try list.decodeAll(DockStation.self)
    }
}

extension KeyedDecodingContainer {
    /// Counts the feed sends as strings ("12").
    func decodeIntFromString(forKey key: Key) throws -> Int {
        let text = try decode(String.self, forKey: key)
        guard let value = Int(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "expected a whole number, found \(text)")
        }
        return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, default fallback: T) throws -> T {
        try decodeIfPresent(type, forKey: key) ?? fallback
    }

    /// 0 or 1, or true or false.
    func decodeFlag(forKey key: Key) throws -> Bool {
        if let number = try? decode(Int.self, forKey: key) {
            return number != 0
        }
        return try decode(Bool.self, forKey: key)
    }

    func decodeLowercased(forKey key: Key) throws -> String {
        try decode(String.self, forKey: key).lowercased()
    }
}

extension UnkeyedDecodingContainer {
    /// Every element, in order; the first that fails fails the array.
    mutating func decodeAll<T: Decodable>(_ type: T.Type) throws -> [T] {
        var values: [T] = []
        while !isAtEnd {
            values.append(try decode(type))
        }
        return values
    }
}

extension Decoder {
    func stationContainer<Keys: CodingKey>(keyedBy type: Keys.Type) throws -> KeyedDecodingContainer<Keys> {
        try container(keyedBy: type)
    }
}
