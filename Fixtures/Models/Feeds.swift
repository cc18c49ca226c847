import Foundation

// Feed and podcast models whose `init(from:)` catches errors by their case (`catch
// DecodingError.typeMismatch`, `catch let error as DecodingError`, several clauses, a clause that
// rethrows) and calls helpers of its own type. Compiled into the core tests and read as a schema
// by the differential suites, which compare the tool with `JSONDecoder` on them.

/// A JSON Feed item: publishers send `id` as a string or a number. The body tries `String` and,
/// on a type mismatch only, reads an `Int` and keeps its digits; a missing or null `id` is still
/// an error.
struct FeedItem: Codable, Equatable {
    var id: String
    var title: String?
    var contentHTML: String?
    var tags: [String]?

    enum CodingKeys: String, CodingKey {
        case id, title, tags
        case contentHTML = "content_html"
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        do {
            id = try values.decode(String.self, forKey: .id)
        } catch DecodingError.typeMismatch {
            let number = try values.decode(Int.self, forKey: .id)
            id = String(describing: number)
        }
        title = try values.decodeIfPresent(String.self, forKey: .title)
        contentHTML = try values.decodeIfPresent(String.self, forKey: .contentHTML)
        tags = try values.decodeIfPresent([String].self, forKey: .tags)
    }
}

/// A podcast episode from several directories: a missing duration is 0 and a null one -1, any
/// other `DecodingError` there is passed on; `explicit` is a Bool or the word "yes"; a website
/// that is not a URL is dropped (a number with a fraction is not: JSONDecoder throws its scanner's
/// error for it, which `catch DecodingError.dataCorrupted` does not take).
struct PodcastEpisode: Codable, Equatable {
    var guid: String
    var duration: Int
    var explicit: Bool
    var season: Int?
    var website: URL?

    enum CodingKeys: String, CodingKey {
        case guid, duration, explicit, season, website
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guid = try container.decode(String.self, forKey: .guid)
        do {
            duration = try container.decode(Int.self, forKey: .duration)
        } catch DecodingError.keyNotFound(let key, _) {
            _ = key
            duration = 0
        } catch DecodingError.valueNotFound {
            duration = -1
        } catch let error as DecodingError {
            throw error
        }
        do {
            explicit = try container.decode(Bool.self, forKey: .explicit)
        } catch is DecodingError {
            explicit = try container.decode(String.self, forKey: .explicit) == "yes"
        }
        do {
            season = try container.decodeIfPresent(Int.self, forKey: .season)
            website = try container.decodeIfPresent(URL.self, forKey: .website)
        } catch DecodingError.dataCorrupted {
            season = nil
            website = nil
        }
    }
}

/// A star rating that rejects more than five stars with an error of its own (not a
/// `DecodingError`), which a `catch is DecodingError` does not take.
struct StarRating: Codable, Equatable {
    var stars: Int

    enum RatingError: Error {
        case outOfRange
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stars = try container.decode(Int.self, forKey: .stars)
        guard stars <= 5 else { throw RatingError.outOfRange }
    }
}

/// A podcast review: an unreadable rating is dropped, but an out-of-range one is the app's error;
/// the text falls back to the summary when it is missing, and any other error is rethrown.
struct PodcastReview: Codable, Equatable {
    var rating: StarRating?
    var text: String

    enum CodingKeys: String, CodingKey {
        case rating, text, summary
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            rating = try container.decode(StarRating.self, forKey: .rating)
        } catch is DecodingError {
            rating = nil
        }
        do {
            text = try container.decode(String.self, forKey: .text)
        } catch DecodingError.keyNotFound {
            text = try container.decode(String.self, forKey: .summary)
        } catch {
            throw error
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(rating, forKey: .rating)
        try container.encode(text, forKey: .text)
    }
}

/// A podcast host: the body decodes into locals and hands them to another initializer of the
/// type with `self.init(...)`, which normalises the handle.
struct PodcastHost: Codable, Equatable {
    var name: String
    var handle: String
    var episodes: Int

    init(name: String, handle: String, episodes: Int) {
        self.name = name
        self.handle = handle.lowercased()
        self.episodes = episodes
    }

    enum CodingKeys: String, CodingKey {
        case name, handle
        case episodes = "episode_count"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let handle = try container.decodeIfPresent(String.self, forKey: .handle) ?? name
        let episodes = try container.decode(Int.self, forKey: .episodes)
        self.init(name: name, handle: handle, episodes: episodes)
    }
}
