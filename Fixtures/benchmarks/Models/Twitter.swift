// Models for `twitter.json`: a Twitter search API response (100 statuses).
//
// JSON keys are snake_case; every type spells them in `CodingKeys`, so all three benchmark paths
// decode with the default key strategy (`convertFromSnakeCase` would cost Foundation time that no
// app with explicit `CodingKeys` pays). Optionality was checked against the file: a property is
// optional when its key is null or absent in at least one object (see ../README.md).

/// The response: the statuses and the search that found them.
struct TwitterSearchResponse: Codable, Equatable {
    let statuses: [Status]
    let searchMetadata: SearchMetadata

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

/// A tweet. 73 of the 100 are retweets and carry the original as `retweetedStatus`.
struct Status: Codable, Equatable {
    let metadata: StatusMetadata
    let createdAt: String
    let id: Int
    let idString: String
    let text: String
    let source: String
    let truncated: Bool
    let inReplyToStatusID: Int?
    let inReplyToStatusIDString: String?
    let inReplyToUserID: Int?
    let inReplyToUserIDString: String?
    let inReplyToScreenName: String?
    let user: TwitterUser
    /// Always null in the file; the API's shape is a GeoJSON point.
    let geo: PointGeometry?
    /// Always null in the file; the API's shape is a GeoJSON point.
    let coordinates: PointGeometry?
    /// Always null in the file.
    let place: Place?
    /// Always null in the file; the API documents an array of user ids.
    let contributors: [Int]?
    /// Absent from 27 of the 100 statuses.
    let retweetedStatus: RetweetedStatus?
    let retweetCount: Int
    let favoriteCount: Int
    let entities: StatusEntities
    let favorited: Bool
    let retweeted: Bool
    /// Absent from 85 of the 100 statuses.
    let possiblySensitive: Bool?
    let lang: String

    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idString = "id_str"
        case text, source, truncated
        case inReplyToStatusID = "in_reply_to_status_id"
        case inReplyToStatusIDString = "in_reply_to_status_id_str"
        case inReplyToUserID = "in_reply_to_user_id"
        case inReplyToUserIDString = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user, geo, coordinates, place, contributors
        case retweetedStatus = "retweeted_status"
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities, favorited, retweeted
        case possiblySensitive = "possibly_sensitive"
        case lang
    }
}

/// The original of a retweet: a status without a `retweeted_status` of its own (a struct cannot
/// hold itself, and none of the 73 in the file nests another).
struct RetweetedStatus: Codable, Equatable {
    let metadata: StatusMetadata
    let createdAt: String
    let id: Int
    let idString: String
    let text: String
    let source: String
    let truncated: Bool
    let inReplyToStatusID: Int?
    let inReplyToStatusIDString: String?
    let inReplyToUserID: Int?
    let inReplyToUserIDString: String?
    let inReplyToScreenName: String?
    let user: TwitterUser
    let geo: PointGeometry?
    let coordinates: PointGeometry?
    let place: Place?
    let contributors: [Int]?
    let retweetCount: Int
    let favoriteCount: Int
    let entities: StatusEntities
    let favorited: Bool
    let retweeted: Bool
    let possiblySensitive: Bool?
    let lang: String

    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idString = "id_str"
        case text, source, truncated
        case inReplyToStatusID = "in_reply_to_status_id"
        case inReplyToStatusIDString = "in_reply_to_status_id_str"
        case inReplyToUserID = "in_reply_to_user_id"
        case inReplyToUserIDString = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user, geo, coordinates, place, contributors
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities, favorited, retweeted
        case possiblySensitive = "possibly_sensitive"
        case lang
    }
}

/// Why the search returned the status.
struct StatusMetadata: Codable, Equatable {
    let resultType: SearchResultType
    let isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
        case resultType = "result_type"
        case isoLanguageCode = "iso_language_code"
    }
}

/// The search API's `result_type` values (the file has only `recent`).
enum SearchResultType: String, Codable {
    case recent
    case popular
    case mixed
}

/// A GeoJSON point, `[longitude, latitude]`.
struct PointGeometry: Codable, Equatable {
    let type: String
    let coordinates: [Double]
}

/// A named place; never present in the file, declared so `place` has a shape.
struct Place: Codable, Equatable {
    let id: String
    let name: String
    let fullName: String
    let countryCode: String

    enum CodingKeys: String, CodingKey {
        case id, name
        case fullName = "full_name"
        case countryCode = "country_code"
    }
}

/// The author of a status.
struct TwitterUser: Codable, Equatable {
    let id: Int
    let idString: String
    let name: String
    let screenName: String
    let location: String
    let description: String
    /// Null for 89 of the 100 status authors.
    let url: String?
    let entities: UserEntities
    let protected: Bool
    let followersCount: Int
    let friendsCount: Int
    let listedCount: Int
    let createdAt: String
    let favouritesCount: Int
    /// Null where `timeZone` is null.
    let utcOffset: Int?
    let timeZone: String?
    let geoEnabled: Bool
    let verified: Bool
    let statusesCount: Int
    let lang: String
    let contributorsEnabled: Bool
    let isTranslator: Bool
    let isTranslationEnabled: Bool
    let profileBackgroundColor: String
    let profileBackgroundImageURL: String
    let profileBackgroundImageURLHTTPS: String
    let profileBackgroundTile: Bool
    let profileImageURL: String
    let profileImageURLHTTPS: String
    /// Absent for 14 of the 100 status authors.
    let profileBannerURL: String?
    let profileLinkColor: String
    let profileSidebarBorderColor: String
    let profileSidebarFillColor: String
    let profileTextColor: String
    let profileUseBackgroundImage: Bool
    let defaultProfile: Bool
    let defaultProfileImage: Bool
    let following: Bool
    let followRequestSent: Bool
    let notifications: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case idString = "id_str"
        case name
        case screenName = "screen_name"
        case location, description, url, entities, protected
        case followersCount = "followers_count"
        case friendsCount = "friends_count"
        case listedCount = "listed_count"
        case createdAt = "created_at"
        case favouritesCount = "favourites_count"
        case utcOffset = "utc_offset"
        case timeZone = "time_zone"
        case geoEnabled = "geo_enabled"
        case verified
        case statusesCount = "statuses_count"
        case lang
        case contributorsEnabled = "contributors_enabled"
        case isTranslator = "is_translator"
        case isTranslationEnabled = "is_translation_enabled"
        case profileBackgroundColor = "profile_background_color"
        case profileBackgroundImageURL = "profile_background_image_url"
        case profileBackgroundImageURLHTTPS = "profile_background_image_url_https"
        case profileBackgroundTile = "profile_background_tile"
        case profileImageURL = "profile_image_url"
        case profileImageURLHTTPS = "profile_image_url_https"
        case profileBannerURL = "profile_banner_url"
        case profileLinkColor = "profile_link_color"
        case profileSidebarBorderColor = "profile_sidebar_border_color"
        case profileSidebarFillColor = "profile_sidebar_fill_color"
        case profileTextColor = "profile_text_color"
        case profileUseBackgroundImage = "profile_use_background_image"
        case defaultProfile = "default_profile"
        case defaultProfileImage = "default_profile_image"
        case following
        case followRequestSent = "follow_request_sent"
        case notifications
    }
}

/// Links found in a user's profile.
struct UserEntities: Codable, Equatable {
    /// Absent where the profile has no URL.
    let url: URLEntities?
    let description: URLEntities
}

/// A list of links, as profile entities nest them.
struct URLEntities: Codable, Equatable {
    let urls: [URLEntity]
}

/// Things Twitter recognised in a status's text.
struct StatusEntities: Codable, Equatable {
    let hashtags: [Hashtag]
    /// Always empty in the file; the API gives cashtags the hashtag shape.
    let symbols: [Hashtag]
    let urls: [URLEntity]
    let userMentions: [UserMention]
    /// Absent unless the status has a picture (10 of 173 entity objects).
    let media: [Media]?

    enum CodingKeys: String, CodingKey {
        case hashtags, symbols, urls
        case userMentions = "user_mentions"
        case media
    }
}

/// A `#tag` and where it is in the text.
struct Hashtag: Codable, Equatable {
    let text: String
    let indices: [Int]
}

/// A shortened link, its expansion and where it is in the text.
struct URLEntity: Codable, Equatable {
    let url: String
    let expandedURL: String
    let displayURL: String
    let indices: [Int]

    enum CodingKeys: String, CodingKey {
        case url
        case expandedURL = "expanded_url"
        case displayURL = "display_url"
        case indices
    }
}

/// An `@name` and where it is in the text.
struct UserMention: Codable, Equatable {
    let screenName: String
    let name: String
    let id: Int
    let idString: String
    let indices: [Int]

    enum CodingKeys: String, CodingKey {
        case screenName = "screen_name"
        case name, id
        case idString = "id_str"
        case indices
    }
}

/// An attached picture.
struct Media: Codable, Equatable {
    let id: Int
    let idString: String
    let indices: [Int]
    let mediaURL: String
    let mediaURLHTTPS: String
    let url: String
    let displayURL: String
    let expandedURL: String
    let type: MediaKind
    let sizes: MediaSizes
    /// Present only on media reposted from another status (5 of 10).
    let sourceStatusID: Int?
    let sourceStatusIDString: String?

    enum CodingKeys: String, CodingKey {
        case id
        case idString = "id_str"
        case indices
        case mediaURL = "media_url"
        case mediaURLHTTPS = "media_url_https"
        case url
        case displayURL = "display_url"
        case expandedURL = "expanded_url"
        case type, sizes
        case sourceStatusID = "source_status_id"
        case sourceStatusIDString = "source_status_id_str"
    }
}

/// What an attachment is (the file has only photos).
enum MediaKind: String, Codable {
    case photo
    case video
    case animatedGIF = "animated_gif"
}

/// The renditions Twitter serves of a picture.
struct MediaSizes: Codable, Equatable {
    let thumb: MediaSize
    let small: MediaSize
    let medium: MediaSize
    let large: MediaSize
}

/// One rendition's dimensions in pixels.
struct MediaSize: Codable, Equatable {
    let w: Int
    let h: Int
    let resize: ResizeMode
}

/// How a rendition was made from the original.
enum ResizeMode: String, Codable {
    case fit
    case crop
}

/// The search request and how to page from it.
struct SearchMetadata: Codable, Equatable {
    let completedIn: Double
    let maxID: Int
    let maxIDString: String
    let nextResults: String
    let query: String
    let refreshURL: String
    let count: Int
    let sinceID: Int
    let sinceIDString: String

    enum CodingKeys: String, CodingKey {
        case completedIn = "completed_in"
        case maxID = "max_id"
        case maxIDString = "max_id_str"
        case nextResults = "next_results"
        case query
        case refreshURL = "refresh_url"
        case count
        case sinceID = "since_id"
        case sinceIDString = "since_id_str"
    }
}
