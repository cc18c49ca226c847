import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Weather stations, as an app built for Apple platforms and Linux declares them: several
// declarations differ per platform in `#if` blocks. Compiled into the core tests on Linux, and
// read as a schema for this machine's platform, the same branches must be taken. Each branch
// that is not Linux's decodes differently, so taking the first branch of every block (or any
// other wrong one) shows up as a disagreement on some document of `documents/stations`.

#if canImport(CoreLocation)
import CoreLocation

/// On Apple platforms, Core Location's own scalar types.
typealias StationDegrees = CLLocationDegrees
typealias StationElevation = CLLocationDistance
#elseif os(Linux) && !canImport(Darwin)
typealias StationDegrees = Double
/// Whole metres on Linux: a fractional elevation is an error here.
typealias StationElevation = Int
#else
typealias StationDegrees = Float
typealias StationElevation = Double
#endif

/// What a station measures. Some sensors exist only on some platforms' builds.
enum StationSensor: String, Codable, Equatable {
    case thermometer
    case barometer
    #if os(macOS) || os(iOS)
    case pyranometer
    #elseif os(Linux)
    #if canImport(Glibc)
    case hygrometer
    #else
    case rainGauge
    #endif
    #endif
}

/// One station and its latest state.
struct WeatherStation: Codable, Equatable {
    var name: String
    var latitude: StationDegrees
    var longitude: StationDegrees
    var elevation: StationElevation
    #if os(iOS) || os(macOS) || targetEnvironment(macCatalyst)
    /// Apple platforms show an SF Symbol for every station.
    var symbolName: String
    #else
    var symbolName: String?
    #endif
    #if !(swift(>=5.9) && compiler(>=6.0))
    var sensors: [String: StationSensor]
    #else
    var sensors: [StationSensor]
    #endif
    #if arch(x86_64) || arch(arm64)
    var uptimeSeconds: Int64
    #else
    var uptimeSeconds: Int32
    #endif
    #if targetEnvironment(simulator)
    var simulatedAt: Date
    #endif
    #if _runtime(_ObjC)
    var bridgedIdentifier: String
    #endif
}
