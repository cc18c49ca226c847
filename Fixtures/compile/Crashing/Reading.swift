import Foundation

/// A thermometer reading. The app converts every unit it knows to Celsius and force-unwraps the
/// conversion, so a unit it does not know crashes it: `--compile` reports that crash as an error
/// of the document that caused it, and goes on with the next.
struct Reading: Decodable {
    var celsius: Double

    enum CodingKeys: String, CodingKey {
        case value, unit
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value = try container.decode(Double.self, forKey: .value)
        let unit = try container.decode(String.self, forKey: .unit)
        let toCelsius: [String: (Double) -> Double] = ["C": { $0 }, "F": { ($0 - 32) * 5 / 9 }]
        celsius = toCelsius[unit]!(value)
    }
}
