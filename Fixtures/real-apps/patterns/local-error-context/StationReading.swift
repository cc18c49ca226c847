import Foundation

/// A weather network's readings, checked by the app, which builds its own errors: the context
/// made first and held in a local, then thrown (`let context = DecodingError.Context(...)`,
/// `throw DecodingError.dataCorrupted(context)`), and `Swift.DecodingError` spelled out in full.
/// #22 (interp16): the whole error made first and thrown later (`let error =
/// DecodingError.dataCorruptedError(...)`, `throw error`), and a context whose path is written
/// `[]`, which JSONDecoder reports as it is, wherever the value sits (`WindReading`).
struct StationReport: Decodable {
    var network: String
    var readings: [StationReading]

    enum CodingKeys: String, CodingKey {
        case network, readings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        network = try container.decode(String.self, forKey: .network)
        readings = try container.decode([StationReading].self, forKey: .readings)
    }
}

struct StationReading: Decodable {
    var stationCode: String
    var celsius: Double
    var humidity: Int
    var unit: ReadingUnit
    var extra: StationValue?
    var wind: WindReading?

    enum CodingKeys: String, CodingKey {
        case stationCode = "station"
        case celsius, humidity, unit, extra, wind
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stationCode = try container.decode(String.self, forKey: .stationCode)
        let celsius = try container.decode(Double.self, forKey: .celsius)
        guard celsius < 70 else {
            let context = DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "hotter than any station has measured")
            throw DecodingError.dataCorrupted(context)
        }
        self.celsius = celsius
        humidity = try container.decode(Int.self, forKey: .humidity)
        guard humidity <= 100 else {
            throw Swift.DecodingError.dataCorruptedError(forKey: .humidity, in: container, debugDescription: "humidity above 100%")
        }
        unit = try container.decode(ReadingUnit.self, forKey: .unit)
        extra = try container.decodeIfPresent(StationValue.self, forKey: .extra)
        wind = try container.decodeIfPresent(WindReading.self, forKey: .wind)
    }
}

/// Wind, checked with errors the app makes before it knows it will throw them.
struct WindReading: Decodable {
    var knots: Double
    var direction: String

    enum CodingKeys: String, CodingKey {
        case knots, direction
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let badDirection = DecodingError.dataCorruptedError(
            forKey: .direction, in: container, debugDescription: "not a compass point")
        guard container.contains(.knots) else {
            throw DecodingError.keyNotFound(
                CodingKeys.knots, DecodingError.Context(codingPath: [], debugDescription: "wind without a speed"))
        }
        knots = try container.decode(Double.self, forKey: .knots)
        let context = DecodingError.Context(codingPath: [], debugDescription: "negative wind speed")
        let negative = DecodingError.typeMismatch(Double.self, context)
        guard knots >= 0 else { throw negative }
        direction = try container.decode(String.self, forKey: .direction)
        guard direction == "N" || direction == "E" || direction == "S" || direction == "W" else { throw badDirection }
    }
}

/// A unit sent as a one-letter code.
enum ReadingUnit: Decodable {
    case metric, imperial

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        switch code {
        case "m":
            self = .metric
        case "i":
            self = .imperial
        default:
            let context = DecodingError.Context(codingPath: [], debugDescription: "unknown unit code")
            throw DecodingError.dataCorrupted(context)
        }
    }
}

/// A value some stations send as a number and others as text.
enum StationValue: Decodable {
    case number(Double)
    case text(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
            return
        }
        if let text = try? container.decode(String.self) {
            self = .text(text)
            return
        }
        let error = DecodingError.Context(codingPath: container.codingPath, debugDescription: "Ran out of possibilities.")
        throw DecodingError.typeMismatch(StationValue.self, error)
    }
}
