import Foundation

// A ferry operator's timetable feed, decoded the way many apps shorten their reads: generic
// container helpers whose type parameter only the result names, so Swift infers it from the
// property or the annotated local the result goes to (issue 22, census construct "helper whose
// body has a statement the tool does not follow": `T` had no type).

extension KeyedDecodingContainer {
    /// `name = try container.decode(key: .name)`: `T` is the property's type.
    func decode<T: Decodable>(key: KeyedDecodingContainer.Key) throws -> T {
        return try decode(T.self, forKey: key)
    }

    func decodeIfPresent<T: Decodable>(key: KeyedDecodingContainer.Key) throws -> T? {
        return try decodeIfPresent(T.self, forKey: key)
    }

    /// The same read, unlabelled (`decodeIfPresent(.stops)`); an overload with the same label
    /// takes a type instead of a key, and Swift tells them apart by the argument.
    func decodeIfPresent<T: Decodable>(_ key: KeyedDecodingContainer.Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }

    func decodeIfPresent(_ type: [String: String].Type) throws -> [String: String]? {
        nil
    }

    /// The feed's older exports wrote flags as "1"/"0", newer ones as numbers: an `if`
    /// expression is the result.
    func decodeFlag(_ key: KeyedDecodingContainer.Key) throws -> Bool {
        if let text: String = try? decodeIfPresent(key: key) {
            text == "1"
        } else if let number: Int = try decodeIfPresent(key: key) {
            number == 1
        } else {
            false
        }
    }

    /// A seat count must be a whole positive number of seats.
    func decodeSeats(_ key: KeyedDecodingContainer.Key) throws -> Int {
        let seats: Int = try decode(key: key)
        guard seats > 0 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "A sailing has at least one seat.")
        }
        return seats
    }
}

extension SingleValueDecodingContainer {
    func decode<T: Decodable>() throws -> T {
        try decode(T.self)
    }
}

extension UnkeyedDecodingContainer {
    mutating func decode<T: Decodable>() throws -> T {
        try decode(T.self)
    }
}

/// A berth is written as a bare string ("B2").
struct BerthCode: Codable {
    var code: String

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        code = try single.decode()
    }
}

/// `[lat, lon]`.
struct TerminalPosition: Codable {
    var latitude: Double
    var longitude: Double

    init(from decoder: Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        latitude = try pair.decode()
        longitude = try pair.decode()
    }
}

final class FerrySailing: Codable {
    var sailingID = ""
    var vessel: String = ""
    var departsAt = Date.distantPast
    var durationMinutes = 0
    var isCancelled = false
    var hasCarDeck = false
    var operatorNote: String?
    var stops: [String] = []
    var berth: BerthCode?
    var terminal: TerminalPosition?
    var capacity: Int

    enum CodingKeys: String, CodingKey {
        case sailingID = "id", vessel, departsAt = "departs_at", durationMinutes = "duration"
        case isCancelled = "cancelled", hasCarDeck = "car_deck", operatorNote = "note", stops, berth, terminal, capacity
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sailingID = try container.decode(key: .sailingID)
        vessel = try container.decode(key: .vessel)
        departsAt = try container.decode(key: .departsAt)
        durationMinutes = try container.decodeIfPresent(key: .durationMinutes) ?? 0
        isCancelled = (try? container.decodeIfPresent(key: .isCancelled)) ?? false
        hasCarDeck = try container.decodeFlag(.hasCarDeck)
        // `T` is `String?` here: the key must be there, `null` gives nil.
        operatorNote = try container.decode(key: .operatorNote)
        stops = try container.decodeIfPresent(.stops) ?? []
        berth = try container.decodeIfPresent(key: .berth)
        terminal = try container.decodeIfPresent(key: .terminal)
        capacity = try container.decodeSeats(.capacity)
    }
}

struct FerryTimetable: Codable {
    var route: String
    var sailings: [FerrySailing]

    enum CodingKeys: String, CodingKey { case route, sailings }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        route = try container.decode(key: .route)
        sailings = try container.decode(key: .sailings)
    }
}
