import Foundation

// Issue 22, census: an unkeyed container's `count` (swift-openapi-runtime's array and value
// containers reserve room with it; map and drawing libraries check an array's length with it
// before reading pairs), and `reserveCapacity` on the array being built.

/// One point of a recorded track.
struct TrackPoint: Decodable {
    var latitude: Double
    var longitude: Double
}

/// A recorded track. The service sends the coordinates flat, `[lat, lon, lat, lon, ...]`; the app
/// rejects a track with fewer than one pair, and stops on more than 8 numbers, a limit its
/// renderer asserts.
struct TrackLog: Decodable {
    var label: String
    var points: [TrackPoint]
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case label
        case coordinates
        case tags
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        var flat = try container.nestedUnkeyedContainer(forKey: .coordinates)
        guard let count = flat.count, count >= 2 else {
            throw DecodingError.dataCorruptedError(in: flat, debugDescription: "a track needs at least one coordinate pair")
        }
        precondition(count <= 8, "the renderer draws at most four points")
        var points: [TrackPoint] = []
        points.reserveCapacity(count)
        while !flat.isAtEnd {
            let latitude = try flat.decode(Double.self)
            let longitude = try flat.decode(Double.self)
            points.append(TrackPoint(latitude: latitude, longitude: longitude))
        }
        self.points = points
        var tagList = try container.nestedUnkeyedContainer(forKey: .tags)
        var tags: [String] = []
        if let count = tagList.count { tags.reserveCapacity(count) }
        while !tagList.isAtEnd {
            tags.append(try tagList.decode(String.self))
        }
        self.tags = tags
    }
}
