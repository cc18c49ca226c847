import Foundation

// Hand-written `init(from:)` bodies as apps write them (a Vapor query with defaults, a feed, an
// API client, a media catalogue, a price list), for the differential test of issue 16: what the
// tool interprets exactly, and what it keeps uninterpreted (a helper handed the container, a
// `for` loop, a pattern `catch`), where it may miss an error but never report one the app does
// not throw.

/// A Vapor-style query: absent parameters take defaults from `static let`s and enum cases.
struct SearchQuery: Codable, Equatable {
    static let defaultPage = 1
    static let defaultPerPage = 20
    static let noTags: [String] = []

    var term: String
    var page: Int
    var perPage: Int
    var sort: SortOrder
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case term = "q", page, perPage = "per_page", sort, tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        term = try container.decode(String.self, forKey: .term)
        page = try container.decodeIfPresent(Int.self, forKey: .page) ?? Self.defaultPage
        perPage = try container.decodeIfPresent(Int.self, forKey: .perPage) ?? SearchQuery.defaultPerPage
        sort = try container.decodeIfPresent(SortOrder.self, forKey: .sort) ?? .newest
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? Self.noTags
    }
}

enum SortOrder: String, Codable {
    case newest, oldest, popular
}

/// Paging bounds checked by hand, with a comparison.
struct PageRequest: Codable, Equatable {
    var page: Int
    var per: Int

    enum CodingKeys: String, CodingKey { case page, per }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decodeIfPresent(Int.self, forKey: .page) ?? 1
        per = try container.decodeIfPresent(Int.self, forKey: .per) ?? 10
        guard page >= 1, per <= 100 else {
            throw DecodingError.dataCorruptedError(forKey: .page, in: container, debugDescription: "page out of range")
        }
    }
}

/// A feed entry: a bad rating caught by `do`/`catch`, a date from Unix seconds behind `if let`,
/// a status read only when the key is there.
struct FeedEntry: Decodable, Equatable {
    var id: Int
    var rating: Double
    var publishedAt: Date?
    var status: EntryStatus

    enum CodingKeys: String, CodingKey {
        case id, rating, publishedAt = "published_at", status
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        do {
            rating = try container.decode(Double.self, forKey: .rating)
        } catch {
            rating = 0
        }
        if let seconds = try container.decodeIfPresent(Double.self, forKey: .publishedAt) {
            publishedAt = Date(timeIntervalSince1970: seconds)
        } else {
            publishedAt = nil
        }
        status = container.contains(.status) ? try container.decode(EntryStatus.self, forKey: .status) : .draft
    }
}

enum EntryStatus: String, Codable {
    case draft, live
}

/// An API client's user: an id sent as a number or a string, a trimmed name, roles mapped over a
/// decoded array, and an avatar read by a helper handed the container (not interpreted).
struct RemoteUser: Decodable, Equatable {
    var id: String
    var name: String
    var avatar: URL?
    var roles: [String]

    enum CodingKeys: String, CodingKey { case id, name, avatar, roles }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decode(Int.self, forKey: .id) {
            id = String(number)
        } else {
            id = try container.decode(String.self, forKey: .id)
        }
        name = try container.decode(String.self, forKey: .name).trimmingCharacters(in: .whitespaces)
        avatar = try decodeAvatar(from: container)
        roles = try container.decodeIfPresent([String].self, forKey: .roles)?.map { $0.lowercased() } ?? []
    }
}

/// The app's helper: an empty string is no avatar, anything else must be a URL.
func decodeAvatar(from container: KeyedDecodingContainer<RemoteUser.CodingKeys>) throws -> URL? {
    guard let text = try container.decodeIfPresent(String.self, forKey: .avatar), !text.isEmpty else { return nil }
    guard let url = URL(string: text) else {
        throw DecodingError.dataCorruptedError(forKey: .avatar, in: container, debugDescription: "not a URL")
    }
    return url
}

/// A clip whose kind is matched case-insensitively (`lowercased()`, which the tool does not
/// evaluate, so the switch stays undecided and `duration` unchecked), and an error of the app's
/// own for an empty title.
struct MediaClip: Decodable, Equatable {
    var title: String
    var duration: Double

    enum CodingKeys: String, CodingKey { case kind, title, duration }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        if title == "" {
            throw ClipError.emptyTitle
        }
        let kind = try container.decode(String.self, forKey: .kind).lowercased()
        switch kind {
        case "audio", "video":
            duration = try container.decode(Double.self, forKey: .duration)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown kind")
        }
    }
}

enum ClipError: Error {
    case emptyTitle
}

/// A price list summed with a `for` loop (not interpreted: `total` is unchecked) and a discount
/// whose absence a pattern `catch` forgives (`discount` unchecked).
struct PriceList: Decodable, Equatable {
    var currency: String
    var total: Double
    var discount: Double

    enum CodingKeys: String, CodingKey { case currency, items, discount }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        currency = try container.decodeIfPresent(String.self, forKey: .currency) ?? "EUR"
        var items = try container.nestedUnkeyedContainer(forKey: .items)
        var sum = 0.0
        for _ in 0..<(items.count ?? 0) {
            sum += try items.decode(Double.self)
        }
        total = sum
        do {
            discount = try container.decode(Double.self, forKey: .discount)
        } catch DecodingError.keyNotFound {
            discount = 0
        }
    }
}
