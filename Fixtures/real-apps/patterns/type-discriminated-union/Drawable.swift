import Foundation

/// A drawing's element: the `type` member says which shape the same object decodes as. The body
/// reads `type` through a keyed container and decodes the whole object again through a
/// single-value container, matching `type` against another enum's raw value. (Seen in a GeoJSON
/// library's top-level object.)
enum ShapeKind: String, Decodable {
    case circle
    case rectangle
}

struct Circle: Decodable {
    let radius: Double
}

struct Rectangle: Decodable {
    let width: Double
    let height: Double
}

enum Drawable: Decodable {
    case circle(Circle)
    case rectangle(Rectangle)

    private enum CodingKeys: String, CodingKey {
        case kind = "type"
    }

    init(from decoder: Decoder) throws {
        let kindContainer = try decoder.container(keyedBy: CodingKeys.self)
        let container = try decoder.singleValueContainer()
        switch try kindContainer.decode(String.self, forKey: .kind) {
        case ShapeKind.circle.rawValue:
            self = .circle(try container.decode(Circle.self))
        default:
            self = .rectangle(try container.decode(Rectangle.self))
        }
    }
}
