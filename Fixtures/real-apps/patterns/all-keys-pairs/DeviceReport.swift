import Foundation

// Issue 22, census: an object of any keys decoded into (key, value) pairs with `allKeys.map`,
// then made a dictionary with `Dictionary(uniqueKeysWithValues:)` (swift-openapi-runtime's object
// and value containers, any-JSON boxes): in two statements with a local in the closure, and in
// one expression.

/// A key for any member name a device sends.
struct MetricKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

/// One reading with its unit.
struct Reading: Decodable {
    var value: Double
    var unit: String
}

/// A device's readings by metric name, whatever names it sends; only the values are kept.
struct ReadingMap: Decodable {
    var readings: [String: Double]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MetricKey.self)
        let pairs = try container.allKeys.map { key -> (String, Double) in
            let reading = try container.decode(Reading.self, forKey: key)
            return (key.stringValue, reading.value)
        }
        readings = Dictionary(uniqueKeysWithValues: pairs)
    }
}

/// A device's labels, read in one expression.
struct LabelSet: Decodable {
    var labels: [String: String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MetricKey.self)
        labels = Dictionary(
            uniqueKeysWithValues: try container.allKeys.map { ($0.stringValue, try container.decode(String.self, forKey: $0)) })
    }
}

/// What a device reports every minute.
struct DeviceReport: Decodable {
    var device: String
    var readings: ReadingMap
    var labels: LabelSet

    enum CodingKeys: String, CodingKey {
        case device
        case readings
        case labels
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        device = try container.decode(String.self, forKey: .device)
        readings = try container.decode(ReadingMap.self, forKey: .readings)
        labels = try container.decode(LabelSet.self, forKey: .labels)
    }
}
