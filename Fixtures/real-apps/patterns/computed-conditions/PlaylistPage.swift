import Foundation

// A music-streaming app syncs its playlists from the server. Its decoding code decides on values
// it computes from what it read: a sort order written "-field" for descending (`hasPrefix`), a
// section id that may come empty and is then made on the device (`isEmpty`, then `UUID()`), a
// status whose optional code falls back to -1 (`if let` on a member of a decoded value), and a
// filter matched by `switch` on a read string, with a catch-all `case let`. Issue 22's census
// found these shapes (Parse, WWDC, generative-ai-swift, LaunchDarkly, RevenueCat).

struct PlaylistPage: Decodable {
    let sections: [PlaylistSection]
    let order: TrackSortOrder
    let filter: TrackFilter
    let status: ServerStatus?
    let repeatRule: RepeatRule?

    enum CodingKeys: String, CodingKey {
        case sections, order, filter, status
        case repeatRule = "repeat"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sections = try container.decode([PlaylistSection].self, forKey: .sections)
        order = try container.decodeIfPresent(TrackSortOrder.self, forKey: .order) ?? .ascending("title")
        filter = try container.decode(TrackFilter.self, forKey: .filter)
        status = try container.decodeIfPresent(ServerStatus.self, forKey: .status)
        // An empty playlist has nothing to repeat: the server's rule is not even looked at.
        repeatRule = try sections.isEmpty ? nil : container.decodeIfPresent(RepeatRule.self, forKey: .repeatRule)
    }
}

struct PlaylistSection: Decodable {
    var identifier: String
    let title: String
    let trackIDs: [Int]

    enum CodingKeys: String, CodingKey {
        case identifier = "id"
        case title
        case trackIDs = "track_ids"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        // Sections made offline come back with an empty id: the app names them itself.
        if identifier.isEmpty { identifier = UUID().uuidString }
        title = try container.decode(String.self, forKey: .title)
        let ids = try container.decodeIfPresent([Int].self, forKey: .trackIDs) ?? []
        guard ids.count <= 3 else {
            throw DecodingError.dataCorruptedError(
                forKey: .trackIDs, in: container, debugDescription: "A section holds at most 3 tracks on this plan.")
        }
        trackIDs = ids
    }
}

enum TrackSortOrder: Decodable {
    case ascending(String)
    case descending(String)

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        let field = try single.decode(String.self)
        guard !field.isEmpty, field != "-" else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "A sort order names a field.")
        }
        if field.hasPrefix("-") {
            self = .descending(String(field.dropFirst()))
        } else {
            self = .ascending(field)
        }
    }
}

enum TrackFilter: Decodable {
    case all
    case liked
    case genre(String)

    init(from decoder: Decoder) throws {
        switch try decoder.singleValueContainer().decode(String.self) {
        case "all", "":
            self = .all
        case "liked":
            self = .liked
        case let genre:
            self = .genre(genre)
        }
    }
}

/// `["daily", 2]`: the unit, read once by the `switch` (a second read would take the count).
struct RepeatRule: Decodable {
    let unit: String
    let count: Int

    init(from decoder: Decoder) throws {
        var items = try decoder.unkeyedContainer()
        switch try items.decode(String.self) {
        case "daily", "day":
            unit = "day"
        case let other:
            unit = other
        }
        count = try items.decode(Int.self)
    }
}

struct ServerStatus: Decodable {
    let httpCode: Int
    let message: String

    enum CodingKeys: String, CodingKey {
        case error
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let detail = try container.decode(StatusDetail.self, forKey: .error)
        if let code = detail.code {
            httpCode = code
        } else {
            httpCode = -1
        }
        message = detail.message ?? "Unknown error."
    }
}

struct StatusDetail: Decodable {
    let code: Int?
    let message: String?

    enum CodingKeys: String, CodingKey {
        case code, message
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decodeIfPresent(Int.self, forKey: .code)
        message = try container.decodeIfPresent(String.self, forKey: .message)
    }
}

/// The playlist's settings, synced both ways: what the server leaves out is an empty dictionary
/// (`?? [:]`, `= [:]`), checked like any value (`count`, `isEmpty`).
struct PlaylistSettings: Codable {
    var labels: [String: String]
    var volumeByTrack: [Int: Double]
    var note: String

    enum CodingKeys: String, CodingKey {
        case labels
        case volumeByTrack = "volume_by_track"
        case note
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        labels = try container.decodeIfPresent([String: String].self, forKey: .labels) ?? [:]
        guard labels.count <= 2 else {
            throw DecodingError.dataCorruptedError(forKey: .labels, in: container, debugDescription: "A playlist has at most 2 labels.")
        }
        // Volumes are set on the device only.
        volumeByTrack = [:]
        // A note is only kept for a labelled playlist.
        note = try labels.isEmpty ? "" : container.decode(String.self, forKey: .note)
    }
}
