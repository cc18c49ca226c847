import Foundation

// Models with hand-written `init(from:)` bodies, for the `customdecoding` fixtures: the patterns
// codable-check interprets (Apple's Coordinate, the null-versus-missing Song, loops, superDecoder,
// enums switched on a `type` key, `try?` fallbacks, single-value types, OptionalValue).

/// Apple's "Encoding and Decoding Custom Types" example: a nested container with its own keys.
struct SurveyPoint: Equatable {
    var latitude: Double
    var longitude: Double
    var elevation: Double

    enum CodingKeys: String, CodingKey {
        case latitude
        case longitude
        case additionalInfo
    }

    enum AdditionalInfoKeys: String, CodingKey {
        case elevation
    }
}

extension SurveyPoint: Decodable {
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try values.decode(Double.self, forKey: .latitude)
        longitude = try values.decode(Double.self, forKey: .longitude)
        let additionalInfo = try values.nestedContainer(keyedBy: AdditionalInfoKeys.self, forKey: .additionalInfo)
        elevation = try additionalInfo.decode(Double.self, forKey: .elevation)
    }
}

/// The null-versus-missing article's Song: `file` only when the key is there (null means "clear
/// it"), `like` as 0/1 or as a Bool. `Codable`, like `OptionalValue`, `Shape` and `Profile`: their
/// synthesized `encode(to:)` is what `--print` is compared with.
struct Track: Codable, Equatable {
    var id: Int
    var file: OptionalValue<String>?
    var like: Bool?

    enum CodingKeys: String, CodingKey {
        case id, file, like
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        if container.contains(.file) {
            file = try container.decode(OptionalValue<String>.self, forKey: .file)
        } else {
            file = nil
        }
        if let number = try? container.decodeIfPresent(Int.self, forKey: .like) {
            like = number == 1
        } else {
            like = try container.decodeIfPresent(Bool.self, forKey: .like)
        }
    }
}

/// `null` and absent told apart: `.null` for null, `.value` otherwise.
enum OptionalValue<T: Codable & Equatable>: Codable, Equatable {
    case null
    case value(T)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else {
            self = .value(try container.decode(T.self))
        }
    }
}

/// An unkeyed container read to its end, with a label first.
struct ReadingSeries: Decodable, Equatable {
    var label: String
    var readings: [Int]

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        label = try container.decode(String.self)
        var values: [Int] = []
        while !container.isAtEnd {
            values.append(try container.decode(Int.self))
        }
        readings = values
    }
}

/// A base class with synthesized decoding.
class MediaItem: Decodable {
    var id: Int
    var title: String
}

/// A subclass that decodes its own key, then hands `super` to its superclass.
final class Podcast: MediaItem {
    var host: String

    enum CodingKeys: String, CodingKey {
        case host
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        host = try container.decode(String.self, forKey: .host)
        try super.init(from: container.superDecoder())
    }
}

extension Podcast: Equatable {
    static func == (left: Podcast, right: Podcast) -> Bool {
        left.id == right.id && left.title == right.title && left.host == right.host
    }
}

/// An enum with associated values, chosen by a `type` key.
enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case point

    /// Not `CodingKeys`: the synthesized `encode(to:)` uses that name for the cases.
    enum Keys: String, CodingKey {
        case type, radius, width, height
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "circle":
            self = .circle(radius: try container.decode(Double.self, forKey: .radius))
        case "rectangle", "rect":
            let width = try container.decode(Double.self, forKey: .width)
            let height = try container.decode(Double.self, forKey: .height)
            self = .rectangle(width: width, height: height)
        case "point":
            self = .point
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "Unknown shape type")
        }
    }
}

/// An enum with associated values whose `kind` key is itself a raw enum, switched on by case.
enum Attachment: Codable, Equatable {
    case image(url: URL, width: Int?)
    case file(name: String)

    enum Kind: String, Decodable {
        case image, file = "document"
    }

    enum Keys: String, CodingKey {
        case kind, url, width, name
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let kind = try container.decode(Kind.self, forKey: .kind)
        switch kind {
        case .image:
            self = .image(
                url: try container.decode(URL.self, forKey: .url), width: try container.decodeIfPresent(Int.self, forKey: .width))
        case .file:
            self = .file(name: try container.decode(String.self, forKey: .name))
        }
    }
}

/// `try?` fallbacks and defaults, a raw value checked by hand, and a URL.
struct Profile: Codable, Equatable {
    var name: String
    var age: Int
    var nickname: String?
    var status: ProfileStatus
    var website: URL?
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case name, age, nickname, status, website, tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        age = (try? container.decode(Int.self, forKey: .age)) ?? 0
        nickname = try? container.decodeIfPresent(String.self, forKey: .nickname)
        let rawStatus = try container.decode(String.self, forKey: .status)
        guard let status = ProfileStatus(rawValue: rawStatus) else {
            throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: "Unknown status")
        }
        self.status = status
        website = try container.decodeIfPresent(String.self, forKey: .website).flatMap { URL(string: $0) }
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}

enum ProfileStatus: String, Codable, Equatable {
    case active, suspended
}

/// A colour read from a hex string with `singleValueContainer()`.
struct HexColor: Decodable, Equatable {
    var hex: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        hex = try container.decode(String.self)
    }
}

/// The custom types used together, as a document holds them.
struct Canvas: Decodable, Equatable {
    var background: HexColor
    var shapes: [Shape]
    var origin: SurveyPoint?
    var series: [ReadingSeries]?
}
