import Foundation

/// A hiking app's trail log. Its `init(from:)` bodies end by delegating to an initializer the
/// schema does not spell out: a struct's memberwise initializer (the decoding initializer lives in
/// an extension, so Swift still writes the memberwise one), and `NSObject`'s `init()` in a class
/// that then sets its properties one by one. Neither call has `try`: they cannot throw, so the
/// reads are the whole verdict. (Seen in chat SDK payloads and in a conference app's database
/// objects.)
struct TrailLog {
    let trail: String
    let waypoints: [Waypoint]
    let notes: [TrailNote]
}

extension TrailLog: Decodable {
    private enum CodingKeys: String, CodingKey {
        case trail
        case waypoints
        case notes
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            trail: try container.decode(String.self, forKey: .trail),
            waypoints: try container.decode([Waypoint].self, forKey: .waypoints),
            notes: try container.decodeIfPresent([TrailNote].self, forKey: .notes) ?? []
        )
    }
}

struct Waypoint {
    let name: String
    let elevation: Int?
    let tags: [String]
}

extension Waypoint: Decodable {
    private enum CodingKeys: String, CodingKey {
        case name
        case elevationMeters = "elevation_m"
        case tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        self.init(
            name: name,
            elevation: try container.decodeIfPresent(Int.self, forKey: .elevationMeters),
            tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        )
    }
}

final class TrailNote: NSObject, Decodable {
    var author = ""
    var text = ""
    var stars: Int?

    private enum CodingKeys: String, CodingKey {
        case author
        case text
        case stars
    }

    required convenience init(from decoder: Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        author = try container.decode(String.self, forKey: .author)
        text = try container.decode(String.self, forKey: .text)
        stars = try container.decodeIfPresent(Int.self, forKey: .stars)
        guard !text.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .text, in: container, debugDescription: "An empty note.")
        }
    }
}
