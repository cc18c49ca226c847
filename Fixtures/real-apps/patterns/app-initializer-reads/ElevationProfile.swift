import Foundation

// Issue 22: vector-animation and mapping libraries decode parallel arrays (points, in-tangents,
// out-tangents) one element at a time, handing each value read straight to an initializer of
// their own (`Vertex(point: try points.decode(...), ...)`). No `try` covers the initializer
// itself, so it cannot throw; it cannot stop the app either. Our own model, in that shape. The
// points it builds are not computed, so `ElevationProfile` is `Decodable` only: verdicts are
// compared, not values.

/// One point of a trail's elevation profile.
struct ProfilePoint {
    var distance: Double
    var height: Double
    var isSteep: Bool

    init(distance: Double, height: Double, grade: Double) {
        self.distance = distance
        self.height = height
        isSteep = grade > 0.15 || grade < -0.15
    }
}

/// A trail's elevation profile: distances, heights and grades as three arrays of one length.
struct ElevationProfile: Decodable {
    var name: String
    var looped: Bool
    var points: [ProfilePoint]

    enum CodingKeys: String, CodingKey {
        case name, looped, distances, heights, grades
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        looped = try container.decodeIfPresent(Bool.self, forKey: .looped) ?? false
        var distances = try container.nestedUnkeyedContainer(forKey: .distances)
        var heights = try container.nestedUnkeyedContainer(forKey: .heights)
        var grades = try container.nestedUnkeyedContainer(forKey: .grades)

        let start = ProfilePoint(
            distance: try distances.decode(Double.self),
            height: try heights.decode(Double.self),
            grade: try grades.decode(Double.self)
        )
        var decoded = [start]
        while !distances.isAtEnd {
            let point = ProfilePoint(
                distance: try distances.decode(Double.self),
                height: try heights.decode(Double.self),
                grade: try grades.decode(Double.self)
            )
            decoded.append(point)
        }
        if looped {
            decoded.append(ProfilePoint(distance: 0, height: start.height, grade: 0))
        }
        points = decoded
    }
}
