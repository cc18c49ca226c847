import Foundation

/// A generated API client's models, in the shape client generators write: every key is a
/// string literal, through a `CodingKey` struct that takes any string.
struct Forecast: Codable, Equatable {
    var updated: String
    var periods: [ForecastPeriod]

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: ForecastCodingKey.self)
        self.updated = try values.decode(String.self, forKey: .key("updated"))
        self.periods = try values.decode([ForecastPeriod].self, forKey: "periods")
    }

    func encode(to encoder: Encoder) throws {
        var values = encoder.container(keyedBy: ForecastCodingKey.self)
        try values.encode(updated, forKey: "updated")
        try values.encode(periods, forKey: "periods")
    }
}

struct ForecastPeriod: Codable, Equatable {
    var number: Int
    var name: String
    var temperature: Double
    var temperatureUnit: String?
    var isDaytime: Bool
    var windSpeed: String?

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: ForecastCodingKey.self)
        self.number = try values.decode(Int.self, forKey: "number")
        self.name = try values.decode(String.self, forKey: "name")
        self.temperature = try values.decode(Double.self, forKey: "temperature")
        self.temperatureUnit = try values.decodeIfPresent(String.self, forKey: "temperatureUnit")
        self.isDaytime = try values.decode(Bool.self, forKey: ForecastCodingKey(stringValue: "isDaytime")!)
        self.windSpeed = try values.decodeIfPresent(String.self, forKey: .init(string: "windSpeed"))
    }

    func encode(to encoder: Encoder) throws {
        var values = encoder.container(keyedBy: ForecastCodingKey.self)
        try values.encode(number, forKey: "number")
        try values.encode(name, forKey: "name")
        try values.encode(temperature, forKey: "temperature")
        try values.encodeIfPresent(temperatureUnit, forKey: "temperatureUnit")
        try values.encode(isDaytime, forKey: "isDaytime")
        try values.encodeIfPresent(windSpeed, forKey: "windSpeed")
    }
}

/// Any string is a key; a string literal is one.
struct ForecastCodingKey: CodingKey, ExpressibleByStringLiteral {
    private let string: String
    private var int: Int?

    var stringValue: String { return string }

    init(string: String) {
        self.string = string
    }

    init?(stringValue: String) {
        self.string = stringValue
    }

    var intValue: Int? { return int }

    init?(intValue: Int) {
        self.string = String(describing: intValue)
        self.int = intValue
    }

    init(stringLiteral value: String) {
        self.string = value
    }

    static func key(_ name: String) -> ForecastCodingKey {
        ForecastCodingKey(string: name)
    }
}
