import Foundation

/// A service-catalogue format's objects, read the way API-description libraries read their
/// `x-` extensions: each object decodes its declared keys, then decodes itself again whole as a
/// box of any JSON, casts what the box holds to a dictionary, keeps the members whose keys its
/// keys enum does not list as declared, and throws the library's own error when one of those
/// does not start with `x-` (in any case). The keys enum maps each declared string to its case
/// in a hand-written `init?(stringValue:)`, and every other string to a case with a payload.
/// (Seen in an OpenAPI document library; our own sketch.)
struct CatalogValue: Decodable, @unchecked Sendable {
    let raw: Any

    init(_ raw: Any) {
        self.raw = raw
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            raw = NSNull()
        } else if let flag = try? container.decode(Bool.self) {
            raw = flag
        } else if let whole = try? container.decode(Int.self) {
            raw = whole
        } else if let number = try? container.decode(Double.self) {
            raw = number
        } else if let text = try? container.decode(String.self) {
            raw = text
        } else if let list = try? container.decode([CatalogValue].self) {
            raw = list.map(\.raw)
        } else if let members = try? container.decode([String: CatalogValue].self) {
            raw = members.mapValues(\.raw)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a value the catalogue can hold.")
        }
    }
}

/// The library's own errors: JSONDecoder passes them on as they are.
enum CatalogShapeError: Error {
    case listInsteadOfObject
    case nonStringKeys
}

struct CatalogFieldError: Error {
    var object: String
    var details: String
    var codingPath: [CodingKey]
}

protocol CatalogKey: CodingKey, Equatable {
    /// The keys the object declares; any other is an extension.
    static var declaredKeys: [Self] { get }
    static func extensionKey(named name: String) -> Self
}

extension CatalogKey {
    static func key(for name: String) -> Self {
        Self(stringValue: name) ?? .extensionKey(named: name)
    }

    init?(intValue: Int) { nil }
    var intValue: Int? { nil }
}

protocol CatalogExtensible {
    associatedtype CodingKeys: CatalogKey
    var extensions: [String: CatalogValue] { get }
}

extension CatalogExtensible {
    static func decodeExtensions(from decoder: Decoder) throws -> [String: CatalogValue] {
        let whole = try CatalogValue(from: decoder).raw

        guard (whole as? [Any]) == nil else {
            throw CatalogShapeError.listInsteadOfObject
        }
        guard let members = whole as? [String: Any] else {
            throw CatalogShapeError.nonStringKeys
        }

        let extensions = members.filter {
            let key = CodingKeys.key(for: $0.key)
            return !CodingKeys.declaredKeys.contains(key)
        }

        let misnamed = extensions.keys.filter { !$0.lowercased().starts(with: "x-") }
        if !misnamed.isEmpty {
            let names = misnamed.sorted().joined(separator: ", ")
            throw CatalogFieldError(
                object: "\(Self.self)", details: "Extensions must start with 'x-': \(names)", codingPath: decoder.codingPath)
        }
        return extensions.mapValues(CatalogValue.init)
    }
}

struct CatalogOwner: Decodable, CatalogExtensible {
    var team: String
    var pager: String?
    var extensions: [String: CatalogValue]

    enum CodingKeys: CatalogKey {
        case team
        case pager
        case extended(String)

        static var declaredKeys: [CodingKeys] {
            [.team, .pager]
        }

        static func extensionKey(named name: String) -> CodingKeys {
            .extended(name)
        }

        init?(stringValue: String) {
            switch stringValue {
            case "team": self = .team
            case "on_call": self = .pager
            default: self = .extended(stringValue)
            }
        }

        var stringValue: String {
            switch self {
            case .team: return "team"
            case .pager: return "on_call"
            case .extended(let name): return name
            }
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        team = try container.decode(String.self, forKey: .team)
        pager = try container.decodeIfPresent(String.self, forKey: .pager)
        extensions = try Self.decodeExtensions(from: decoder)
    }
}

struct CatalogService: Decodable, CatalogExtensible {
    var name: String
    var tier: Int
    var owner: CatalogOwner?
    /// The first tag that is not blank: computed once here, with a function of the type's own
    /// handed to `Optional.flatMap`.
    var primaryTag: String?
    var extensions: [String: CatalogValue]

    enum CodingKeys: CatalogKey {
        case name, tier, owner, tags
        case vendor(String)

        static var declaredKeys: [CodingKeys] {
            return [.name, .tier, .owner, .tags]
        }

        static func extensionKey(named name: String) -> CodingKeys {
            .vendor(name)
        }

        init?(stringValue: String) {
            switch stringValue {
            case "name": self = .name
            case "tier": self = .tier
            case "owner": self = .owner
            case "tags": self = .tags
            default: self = .vendor(stringValue)
            }
        }

        var stringValue: String {
            switch self {
            case .name: "name"
            case .tier: "tier"
            case .owner: "owner"
            case .tags: "tags"
            case .vendor(let name): name
            }
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        tier = try container.decode(Int.self, forKey: .tier)
        owner = try container.decodeIfPresent(CatalogOwner.self, forKey: .owner)
        let tags = try container.decodeIfPresent([String].self, forKey: .tags)
        primaryTag = tags.flatMap(Self.firstTag(from:))
        extensions = try Self.decodeExtensions(from: decoder)
    }

    static func firstTag(from tags: [String]) -> String? {
        tags.first { !$0.isEmpty }
    }
}
