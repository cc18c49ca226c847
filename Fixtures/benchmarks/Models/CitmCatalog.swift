// Models for `citm_catalog.json`: a concert hall's catalog of events and their performances.
//
// The keys are camelCase already, so no `CodingKeys` are needed. The name tables are dictionaries
// keyed by numeric ids written as strings, which `[String: String]` keeps as spelled. Optionality
// was checked against the file (see ../README.md).

/// The whole catalog: name tables keyed by id, the events, and their performances.
struct CitmCatalog: Codable, Equatable {
    let areaNames: [String: String]
    let audienceSubCategoryNames: [String: String]
    /// Empty in the file; a block's name would be text like the other tables.
    let blockNames: [String: String]
    /// Keyed by the event's id.
    let events: [String: CitmEvent]
    let performances: [Performance]
    let seatCategoryNames: [String: String]
    let subTopicNames: [String: String]
    /// Empty in the file; a subject's name would be text like the other tables.
    let subjectNames: [String: String]
    let topicNames: [String: String]
    /// The sub-topic ids of each topic id.
    let topicSubTopics: [String: [Int]]
    let venueNames: [String: String]
}

/// An event (a show, a concert); each has one or more performances.
struct CitmEvent: Codable, Equatable {
    /// Null for all 184 events.
    let description: String?
    let id: Int
    /// A path, null for 90 of 184.
    let logo: String?
    let name: String
    let subTopicIds: [Int]
    /// Null for all 184 events.
    let subjectCode: String?
    /// Null for all 184 events.
    let subtitle: String?
    let topicIds: [Int]
}

/// One date of an event, with its prices and seating.
struct Performance: Codable, Equatable {
    let eventId: Int
    let id: Int
    /// Null for 135 of 243.
    let logo: String?
    /// Null for all 243 performances.
    let name: String?
    let prices: [Price]
    let seatCategories: [SeatCategory]
    /// Null for all 243 performances.
    let seatMapImage: String?
    /// Milliseconds since 1970, kept as the integer the file holds.
    let start: Int
    let venueCode: String
}

/// A price, in cents, for one audience sub-category in one seat category.
struct Price: Codable, Equatable {
    let amount: Int
    let audienceSubCategoryId: Int
    let seatCategoryId: Int
}

/// The areas a seat category covers.
struct SeatCategory: Codable, Equatable {
    let areas: [SeatArea]
    let seatCategoryId: Int
}

/// An area of the hall and its blocks.
struct SeatArea: Codable, Equatable {
    let areaId: Int
    /// Empty for all 8,685 areas in the file; ids elsewhere in the catalog are integers.
    let blockIds: [Int]
}
