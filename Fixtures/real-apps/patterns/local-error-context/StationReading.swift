import Foundation

/// A weather network's readings, checked by the app, which builds its own errors: the context
/// made first and held in a local, then thrown (`let context = DecodingError.Context(...)`,
/// `throw DecodingError.dataCorrupted(context)`), and `Swift.DecodingError` spelled out in full.
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

    enum CodingKeys: String, CodingKey {
        case stationCode = "station"
        case celsius, humidity, unit, extra
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
