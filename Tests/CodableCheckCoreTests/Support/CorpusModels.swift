import Foundation

/// Typed models of two corpus documents, so the large-input differential checks decode them the
/// way an app would (and without `JSONValue`'s trial decodes, each of which throws: under Swift
/// Testing every throw records a backtrace, which makes `canada.json` take a minute in debug).
enum CorpusModels {
    /// `canada.json`: a GeoJSON feature collection of polygons.
    struct FeatureCollection: Codable, Equatable {
        var type: String
        var features: [Feature]
    }

    struct Feature: Codable, Equatable {
        var type: String
        var properties: [String: String]
        var geometry: Geometry
    }

    struct Geometry: Codable, Equatable {
        var type: String
        var coordinates: [[[Double]]]
    }

    /// `citm_catalog.json`: an event catalogue keyed by numeric ids.
    struct Catalog: Codable, Equatable {
        var areaNames: [Int: String]
        var audienceSubCategoryNames: [Int: String]
        var blockNames: [Int: String]
        var events: [Int: Event]
        var performances: [Performance]
        var seatCategoryNames: [Int: String]
        var subTopicNames: [Int: String]
        var subjectNames: [Int: String]
        var topicNames: [Int: String]
        var topicSubTopics: [Int: [Int]]
        var venueNames: [String: String]
    }

    struct Event: Codable, Equatable {
        var description: String?
        var id: Int
        var logo: String?
        var name: String
        var subTopicIds: [Int]
        var subjectCode: String?
        var subtitle: String?
        var topicIds: [Int]
    }

    struct Performance: Codable, Equatable {
        var eventId: Int
        var id: Int
        var logo: String?
        var name: String?
        var prices: [Price]
        var seatCategories: [SeatCategory]
        var seatMapImage: String?
        var start: Int64
        var venueCode: String
    }

    struct Price: Codable, Equatable {
        var amount: Int
        var audienceSubCategoryId: Int
        var seatCategoryId: Int
    }

    struct SeatCategory: Codable, Equatable {
        var areas: [Area]
        var seatCategoryId: Int
    }

    struct Area: Codable, Equatable {
        var areaId: Int
        var blockIds: [Int]
    }
}
