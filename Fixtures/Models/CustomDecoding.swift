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

// MARK: - Reviewed patterns (issue 8 follow-up)

/// The seed's Song as written in the null-versus-missing article: `title` falls back to a
/// default, `file` is a `String??` set only when the key is there (so null gives `.some(nil)`,
/// which encoding writes as `null`), and `like` is 0/1 or a Bool through `try?`.
struct RatedSong: Codable, Equatable {
    var id: Int
    var title: String
    var file: String??
    var like: Bool?

    enum CodingKeys: String, CodingKey {
        case id, title, file, like
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Untitled"
        if container.contains(.file) {
            file = try container.decodeIfPresent(String.self, forKey: .file)
        } else {
            file = nil
        }
        if let likeInt = try? container.decode(Int.self, forKey: .like) {
            like = likeInt == 1
        } else {
            like = try container.decodeIfPresent(Bool.self, forKey: .like)
        }
    }
}

/// An optional nested container (`if let meta = try? ...nestedContainer`), `Int?` read through
/// `decodeIfPresent(Int?.self) ?? nil`, and an unkeyed loop with a default per element.
struct MetaReading: Decodable, Equatable {
    var a: String?
    var b: Int?
    var c: [Int]
    var d: Double
    var e: Bool

    enum CodingKeys: String, CodingKey { case a, b, c, meta }
    enum MetaKeys: String, CodingKey { case d, e }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.a = try container.decode(String?.self, forKey: .a)
        self.b = try container.decodeIfPresent(Int?.self, forKey: .b) ?? nil
        var list = try container.nestedUnkeyedContainer(forKey: .c)
        var items: [Int] = []
        while !list.isAtEnd {
            items.append(try list.decodeIfPresent(Int.self) ?? -1)
        }
        self.c = items
        if let meta = try? container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta) {
            d = try meta.decode(Double.self, forKey: .d)
            e = try meta.decodeIfPresent(Bool.self, forKey: .e) ?? false
        } else {
            d = 0
            e = false
        }
    }
}

/// A generic envelope whose `total` defaults to a property of a decoded value (`items.count`).
struct ItemEnvelope<T: Decodable & Equatable>: Decodable, Equatable {
    var items: [T]
    var total: Int

    enum CodingKeys: String, CodingKey { case data, total }
    enum DataKeys: String, CodingKey { case items }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let data = try container.nestedContainer(keyedBy: DataKeys.self, forKey: .data)
        items = try data.decode([T].self, forKey: .items)
        total = try container.decodeIfPresent(Int.self, forKey: .total) ?? items.count
    }
}

struct EnvelopeEntry: Decodable, Equatable {
    var id: Int
}

/// Methods and functions on decoded values the tool lets pass through: their reads still count.
struct Handle: Decodable, Equatable {
    var name: String
    var count: Int
    var title: String
    var link: URL?

    enum CodingKeys: String, CodingKey { case name, count, title, link }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name).lowercased()
        count = max(0, try container.decode(Int.self, forKey: .count))
        title = try container.decodeIfPresent(String.self, forKey: .title)?.trimmingCharacters(in: .whitespaces) ?? ""
        link = try container.decodeIfPresent(String.self, forKey: .link).flatMap(URL.init(string:))
    }
}

/// A check the tool cannot evaluate (`first`): assumed to hold, with a schema warning.
struct HashColor: Decodable, Equatable {
    var hex: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.first == "#" else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a colour starts with #")
        }
        hex = text
    }
}

/// A thrown message that interpolates a decoded local.
struct KindLabel: Decodable, Equatable {
    var kind: String

    enum CodingKeys: String, CodingKey { case kind }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        guard kind == "a" || kind == "b" else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown kind \(kind), not \"a\"")
        }
        self.kind = kind
    }
}

// MARK: - Colours written back as strings (issue 13)

/// A brand colour sent as `#RRGGBB`: the body checks the form and the digits, and its own
/// `encode(to:)` writes the string back, so `JSONEncoder` writes `"#FF8800"`.
struct BrandColor: Codable, Equatable {
    var hex: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.hasPrefix("#"), text.count == 7, UInt32(text.dropFirst(), radix: 16) != nil else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Invalid hex colour: \(text)")
        }
        hex = text.uppercased()
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

/// A swatch read from a hex string, with no `encode(to:)` of its own: the synthesized one
/// writes its stored property, `{"hex":"#FF8800"}`, not the string it was read from.
struct SwatchColor: Codable, Equatable {
    var hex: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard !text.isEmpty, text.hasPrefix("#") else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a swatch is a #hex string, not \(text)")
        }
        hex = text
    }
}

/// A theme as a design tool exports it: colours in properties, arrays and dictionaries.
struct BrandTheme: Codable, Equatable {
    var name: String
    var primary: BrandColor
    var accents: [BrandColor]
    var states: [String: BrandColor]
    var swatch: SwatchColor?
}

/// A palette whose body reads its colours by hand: its constant is never decoded, but the
/// synthesized `encode(to:)` writes it next to what the body set.
struct Palette: Codable, Equatable {
    let format = "hex"
    var name: String
    var colors: [BrandColor]

    enum CodingKeys: String, CodingKey {
        case format, name, colors
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        colors = try container.decodeIfPresent([BrandColor].self, forKey: .colors) ?? []
    }
}

/// A Bool sent as 0/1 (issue 13): `like` is `raw == 1`; a string is the app's typeMismatch.
struct LikeFlag: Codable, Equatable {
    var like: Bool

    enum CodingKeys: String, CodingKey { case like }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try container.decode(Int.self, forKey: .like)
        like = raw == 1
    }
}
