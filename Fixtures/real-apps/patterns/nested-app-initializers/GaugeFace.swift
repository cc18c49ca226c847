import Foundation

// A car dashboard's gauges, as an instrument-cluster renderer reads them: every optional track
// falls back to one built from the app's own types (`?? GaugeTrack(Needle(270))`), and those
// initializers build further values of the app's own (`GaugeTrack.init(_:label:)` makes a
// `GaugeStop`, `GaugeDial.init(_:ticks:)` a `GaugeTrack`). None of them can stop the app, so
// the fallbacks cannot change the outcome: the decode fails only where a present value has the
// wrong shape, or a required key is missing. The values the fallbacks build are not computed,
// so `GaugeFace` is `Decodable` only: verdicts are compared, not values.

/// A needle's angle, in degrees.
struct Needle: Codable, Equatable {
    var angle: Double

    init(_ angle: Double) {
        self.angle = angle
    }
}

/// One stop of an animated track.
struct GaugeStop<Value: Codable & Equatable>: Codable, Equatable {
    var value: Value
    var eased: Bool

    init(_ value: Value, eased: Bool = false) {
        self.value = value
        self.eased = eased
    }
}

/// A track of stops; the initializer the fallbacks call makes its one stop itself.
final class GaugeTrack<Value: Codable & Equatable>: Codable {
    let stops: [GaugeStop<Value>]
    let label: String?

    init(_ value: Value, label: String? = nil) {
        stops = [GaugeStop(value)]
        self.label = label
    }

    init(stops: [GaugeStop<Value>], label: String? = nil) {
        self.stops = stops
        self.label = label
    }
}

/// A dial face: its pointer track is built two initializers deep.
final class GaugeDial: Codable {
    let pointer: GaugeTrack<Needle>
    let ticks: Int

    init(_ start: Needle, ticks: Int) {
        pointer = GaugeTrack(start, label: "start")
        self.ticks = ticks
    }
}

struct GaugeFace: Decodable {
    var name: String
    var sweep: GaugeTrack<Needle>
    var redline: GaugeTrack<Needle>
    var dial: GaugeDial

    enum CodingKeys: String, CodingKey {
        case name, sweep, redline, dial
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        sweep = try container.decodeIfPresent(GaugeTrack<Needle>.self, forKey: .sweep) ?? GaugeTrack(Needle(270))
        if let redline = try container.decodeIfPresent(GaugeTrack<Needle>.self, forKey: .redline) {
            self.redline = redline
        } else {
            redline = GaugeTrack(Needle(Double(240)), label: "redline")
        }
        dial = try container.decodeIfPresent(GaugeDial.self, forKey: .dial) ?? GaugeDial(Needle(0), ticks: 12)
    }
}
