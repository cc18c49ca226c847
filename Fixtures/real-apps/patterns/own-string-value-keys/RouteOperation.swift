import Foundation

/// An API description's operation, in the shape spec libraries write: a Swift name cannot be
/// the JSON key (`in` is a keyword, `description` reads badly), so each keys enum spells its
/// own `stringValue` with a `switch self`, and a case with a payload stands for any other key
/// (the `x-` vendor extensions such libraries keep).
struct RouteOperation: Decodable, Equatable {
    var operationName: String
    var summary: String?
    var parameters: [RouteParameter]
    var servers: [RouteServer]

    enum CodingKeys: CodingKey, Equatable {
        case operationName
        case summary
        case parameters
        case servers
        case extended(String)

        init?(stringValue: String) {
            switch stringValue {
            case "operationId": self = .operationName
            case "description": self = .summary
            case "parameters": self = .parameters
            case "servers": self = .servers
            default: self = .extended(stringValue)
            }
        }

        var stringValue: String {
            switch self {
            case .operationName: return "operationId"
            case .summary: return "description"
            case .parameters: return "parameters"
            case .servers: return "servers"
            case .extended(let key): return key
            }
        }

        init?(intValue: Int) { nil }
        var intValue: Int? { nil }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        operationName = try container.decode(String.self, forKey: .operationName)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        parameters = try container.decodeIfPresent([RouteParameter].self, forKey: .parameters) ?? []
        servers = try container.decodeIfPresent([RouteServer].self, forKey: .servers) ?? []
    }
}

struct RouteParameter: Decodable, Equatable {
    enum Location: String, Decodable, Equatable {
        case query, header, path, cookie
    }

    var name: String
    var location: Location
    var isRequired: Bool
    var isDeprecated: Bool

    enum CodingKeys: CodingKey, Equatable {
        case name, location, isRequired, isDeprecated
        case extended(String)

        init?(stringValue: String) {
            switch stringValue {
            case "name": self = .name
            case "in": self = .location
            case "required": self = .isRequired
            case "deprecated": self = .isDeprecated
            default: self = .extended(stringValue)
            }
        }

        var stringValue: String {
            switch self {
            case .name: "name"
            case .location: "in"
            case .isRequired: "required"
            case .isDeprecated: "deprecated"
            case let .extended(key): key
            }
        }

        init?(intValue: Int) { nil }
        var intValue: Int? { nil }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        location = try container.decode(Location.self, forKey: .location)
        // A path parameter is always required; the others say so, or are optional.
        let required = try container.decodeIfPresent(Bool.self, forKey: .isRequired)
        isRequired = location == .path ? true : required ?? false
        isDeprecated = try container.decodeIfPresent(Bool.self, forKey: .isDeprecated) ?? false
    }
}

/// Synthesized decoding through keys that only rename: the getter, with `get` written out.
struct RouteServer: Decodable, Equatable {
    var address: String
    var label: String?

    enum CodingKeys: CodingKey {
        case address, label

        var stringValue: String {
            get {
                switch self {
                case .address: return "url"
                case .label: return "description"
                }
            }
        }
    }
}
