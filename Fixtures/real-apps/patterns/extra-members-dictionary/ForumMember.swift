import Foundation

// Issue 22: chat and forum SDKs keep the members a payload does not declare as "custom fields".
// The body decodes the whole object again as a dictionary of a JSON-value enum of the app's
// (`Dictionary`'s own `init(from:)` on the same decoder), then drops the declared keys with a
// small `Dictionary` extension of the app's. Our own models, in that shape.

/// Any JSON value a forum keeps for its custom fields; a value it cannot hold (a number too
/// large for `Double`) is an error.
enum ForumFieldValue: Codable, Equatable {
    case flag(Bool)
    case text(String)
    case number(Double)
    case object([String: ForumFieldValue])
    case list([ForumFieldValue])
    case empty

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .flag(value)
        } else if let value = try? container.decode(String.self) {
            self = .text(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode([String: ForumFieldValue].self) {
            self = .object(value)
        } else if let value = try? container.decode([ForumFieldValue].self) {
            self = .list(value)
        } else if container.decodeNil() {
            self = .empty
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Not a value a custom field can hold"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .flag(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .list(let value): try container.encode(value)
        case .empty: try container.encodeNil()
        }
    }
}

extension Dictionary {
    /// Removes every key of `keys`; the values removed, in order.
    @discardableResult
    mutating func removeValues(forKeys keys: [Key]) -> [Value?] {
        keys.map { removeValue(forKey: $0) }
    }
}

/// A member of a forum: the declared fields, and every other member of the object as a custom
/// field (none when one of them is not a value the forum can hold). Its cache writes the custom
/// fields under a key of their own, which decoding leaves out of them.
struct ForumMember: Codable {
    var id: String
    var displayName: String?
    var isModerator: Bool
    var avatarURL: URL?
    var customFields: [String: ForumFieldValue]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id
        case displayName = "display_name"
        case isModerator = "is_moderator"
        case avatarURL = "avatar_url"
        case customFields = "custom_fields"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        isModerator = try container.decodeIfPresent(Bool.self, forKey: .isModerator) ?? false
        avatarURL = try container.decodeIfPresent(String.self, forKey: .avatarURL).flatMap(URL.init(string:))
        do {
            var fields = try [String: ForumFieldValue](from: decoder)
            fields.removeValues(forKeys: CodingKeys.allCases.map(\.rawValue))
            customFields = fields
        } catch {
            customFields = [:]
        }
    }
}

/// A forum post: its custom fields are read with `try?` before the memberwise initializer is
/// handed every value, and its keys enum is shared with the post's request body.
struct ForumPost: Decodable {
    var id: String
    var text: String
    var author: ForumMember?
    var imageURL: URL?
    var customFields: [String: ForumFieldValue]

    init(id: String, text: String, author: ForumMember?, imageURL: URL?, customFields: [String: ForumFieldValue]) {
        self.id = id
        self.text = text
        self.author = author
        self.imageURL = imageURL
        self.customFields = customFields
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ForumPostKeys.self)
        let customFields: [String: ForumFieldValue]
        if var fields = try? [String: ForumFieldValue](from: decoder) {
            fields.removeValues(forKeys: ForumPostKeys.allCases.map(\.rawValue))
            customFields = fields
        } else {
            customFields = [:]
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            text: try container.decode(String.self, forKey: .text),
            author: try container.decodeIfPresent(ForumMember.self, forKey: .author),
            // An empty string is no URL: read as text, so that it is nil rather than an error.
            imageURL: try container.decodeIfPresent(String.self, forKey: .imageURL).flatMap(URL.init(string:)),
            customFields: customFields
        )
    }
}

enum ForumPostKeys: String, CodingKey, CaseIterable {
    case id, text, author
    case imageURL = "image_url"
}

/// A tally of votes per option, sent as a bare object: decoded whole, any error thrown on.
struct ForumPollTally: Decodable {
    var votes: [String: Int]

    init(from decoder: any Decoder) throws {
        votes = try [String: Int](from: decoder)
    }
}
