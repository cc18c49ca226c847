import Foundation

/// The compiled seed models (`Fixtures/Models`, symlinked into this target) by type tag, each with
/// the differential check for it. A tag is a type name, `Array-T` for `[T]` or `Dictionary-T` for
/// `[String: T]`.
enum SeedModels {
    /// The type a document decodes as when its name carries no type tag.
    static let domainTypes: [String: String] = [
        "articles": "Article",
        "books": "Book",
        "canvas": "Canvas",
        "diary": "DiaryEntry",
        "events": "Event",
        "gestures": "GestureLog",
        "landmarks": "Landmark",
        "meetings": "Meeting",
        "languages": "ProgrammingLanguage",
        "orders": "Order",
        "songs": "Song",
        "standard-types": "Trip",
        "stations": "WeatherStation",
        "telemetry": "SensorReading",
        "users": "User",
    ]

    /// A type, opened so callers can run generic code on it. A metatype is immutable, hence the
    /// unchecked conformance.
    struct Entry: @unchecked Sendable {
        /// The Swift type expression, as the CLI's `--type` takes it: `[Book]`.
        var typeExpression: String
        var type: any (Decodable & Equatable).Type
    }

    static let decoders: [String: Entry] = {
        var entries: [String: Entry] = [:]
        func register<T: Decodable & Equatable>(_ name: String, _ type: T.Type) {
            entries[name] = Entry(typeExpression: name, type: T.self)
            entries["Array-" + name] = Entry(typeExpression: "[\(name)]", type: [T].self)
            entries["Dictionary-" + name] = Entry(typeExpression: "[String: \(name)]", type: [String: T].self)
        }
        register("Article", Article.self)
        register("WeatherStation", WeatherStation.self)
        register("Address", Address.self)
        register("Book", Book.self)
        register("Canvas", Canvas.self)
        register("HexColor", HexColor.self)
        register("BrandTheme", BrandTheme.self)
        register("BrandColor", BrandColor.self)
        register("Podcast", Podcast.self)
        register("Profile", Profile.self)
        register("ReadingSeries", ReadingSeries.self)
        register("Shape", Shape.self)
        register("SurveyPoint", SurveyPoint.self)
        register("Track", Track.self)
        register("BookWithCoverImages", BookWithCoverImages.self)
        register("BookWithTags", BookWithTags.self)
        register("BookListing", BookListing.self)
        register("ShelfLabel", ShelfLabel.self)
        register("Comment", Comment.self)
        register("Coordinate", Coordinate.self)
        register("CoverImages", CoverImages.self)
        register("DiaryEntry", DiaryEntry.self)
        register("Event", Event.self)
        register("FestivalDay", FestivalDay.self)
        register("Genre", Genre.self)
        register("Landmark", Landmark.self)
        register("LandmarkCategory", LandmarkCategory.self)
        register("LineItem", LineItem.self)
        register("CancellationReceipt", CancellationReceipt.self)
        register("Acknowledgement", Acknowledgement.self)
        register("OrderPing", OrderPing.self)
        register("Order", Order.self)
        register("Paradigm", Paradigm.self)
        register("Playlist", Playlist.self)
        register("Priority", Priority.self)
        register("ProgrammingLanguage", ProgrammingLanguage.self)
        register("Role", Role.self)
        register("SensorReading", SensorReading.self)
        register("Song", Song.self)
        register("Tag", Tag.self)
        register("TicketTier", TicketTier.self)
        register("TypingDiscipline", TypingDiscipline.self)
        register("User", User.self)
        register("Venue", Venue.self)
        register("Trip", Trip.self)
        register("Shop", Shop.self)
        register("Layout", Layout.self)
        register("Recipe", Recipe.self)
        register("Figure", Figure.self)
        register("LeaderBoard", LeaderBoard.self)
        register("GestureLog", GestureLog.self)
        register("Meeting", Meeting.self)
        return entries
    }()
}
