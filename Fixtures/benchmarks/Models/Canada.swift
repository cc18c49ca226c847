// Models for `canada.json`: Canada's border as a GeoJSON feature collection.
//
// Almost all of the file is one polygon, `[[[Double]]]`: 480 rings of `[longitude, latitude]`
// pairs, about 111,000 numbers (46 of them written without a fraction, which `Double` accepts).

/// A GeoJSON `FeatureCollection`.
struct FeatureCollection: Codable, Equatable {
    let type: String
    let features: [Feature]
}

/// A GeoJSON `Feature`: properties and one geometry.
struct Feature: Codable, Equatable {
    let type: String
    let properties: FeatureProperties
    let geometry: PolygonGeometry
}

/// The properties the file's one feature has.
struct FeatureProperties: Codable, Equatable {
    let name: String
}

/// A GeoJSON `Polygon`: rings of positions, each position `[longitude, latitude]`.
struct PolygonGeometry: Codable, Equatable {
    let type: String
    let coordinates: [[[Double]]]
}
