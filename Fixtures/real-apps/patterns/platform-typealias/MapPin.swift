import Foundation

#if canImport(CoreLocation)
    import CoreLocation

    /// On Apple platforms the degrees are Core Location's.
    typealias Degrees = CLLocationDegrees
#else
    /// Elsewhere (Linux, where codable-check runs), the same `Double`.
    typealias Degrees = Double
#endif

/// A pin on a map, with coordinates in a type each platform declares in its own `#if` branch.
/// (Seen in a geometry library and a directions API client.)
struct MapPin: Codable {
    let title: String
    let latitude: Degrees
    let longitude: Degrees
}
