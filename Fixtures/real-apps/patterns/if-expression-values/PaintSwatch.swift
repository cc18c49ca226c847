import Foundation

/// A paint shop's swatch card. The app gives locals and properties their values with `if` and
/// `switch` expressions (Swift 5.9: `var red: Double = if !container.isAtEnd { ... } else { 0 }`,
/// `finish = switch code { ... }`), each branch a value, or an error thrown.
struct PaintSwatch: Decodable {
    var name: String
    var finish: String
    var color: PaintColor
    var coats: Int

    enum CodingKeys: String, CodingKey {
        case name, finish, color, coats
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let code = try container.decode(String.self, forKey: .finish)
        finish = switch code {
        case "m": "matte"
        case "s": "satin"
        case "g": "gloss"
        default: throw DecodingError.dataCorruptedError(forKey: .finish, in: container, debugDescription: "unknown finish")
        }
        color = try container.decode(PaintColor.self, forKey: .color)
        coats = if let coats = try container.decodeIfPresent(Int.self, forKey: .coats) { coats } else { 2 }
    }
}

/// A color written as up to three channels (`[255, 128, 0]`, `[0.5]`): a missing channel is 0,
/// and channels above 1 are read as bytes (a value the tool does not compute, which cannot
/// change the outcome; the types are `Decodable` only, so only verdicts are compared).
struct PaintColor: Decodable {
    var red: Double
    var green: Double
    var blue: Double

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var red: Double =
            if !container.isAtEnd {
                try container.decode(Double.self)
            } else {
                0
            }
        var green: Double =
            if !container.isAtEnd {
                try container.decode(Double.self)
            } else {
                0
            }
        var blue: Double =
            if !container.isAtEnd {
                try container.decode(Double.self)
            } else {
                0
            }
        if red > 1, green > 1, blue > 1 {
            red = red / 255
            green = green / 255
            blue = blue / 255
        }
        self.red = red
        self.green = green
        self.blue = blue
    }
}
