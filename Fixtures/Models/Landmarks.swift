import Foundation

// Seed models for the `landmarks` fixtures: nested struct, array of structs, [String: String].

/// A place worth visiting.
struct Landmark: Codable, Equatable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var isFeatured: Bool
    var category: LandmarkCategory
    var coordinates: Coordinate
    var vantagePoints: [Coordinate]
    var metadata: [String: String]
}

/// A WGS 84 position in degrees.
struct Coordinate: Codable, Equatable {
    var latitude: Double
    var longitude: Double
}

/// What kind of landmark it is.
enum LandmarkCategory: String, Codable, Equatable {
    case lakes = "Lakes"
    case rivers = "Rivers"
    case mountains = "Mountains"
}
