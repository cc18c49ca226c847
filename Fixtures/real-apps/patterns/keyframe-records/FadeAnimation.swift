import Foundation

/// A motion-design exporter's keyframes, a sketch of how animation players read them: a track is
/// either a constant value or a list of records, and a record leaves out its start value when the
/// previous record's end value gives it (older exports write both). The reader keeps the previous
/// record in a `var` declared without a value and reads both records' stored properties, so
/// whether it throws depends on what the previous element held. The record is a generic final
/// class whose `Codable` is synthesized in constrained extensions.
final class MotionKeyframeRecord<Value> {
    enum CodingKeys: String, CodingKey {
        case start = "s"
        case end = "e"
        case time = "t"
        case hold = "h"
    }

    let start: Value?
    let end: Value?
    let time: Double?
    let hold: Int?

    init(start: Value?, end: Value?, time: Double?, hold: Int?) {
        self.start = start
        self.end = end
        self.time = time
        self.hold = hold
    }
}

extension MotionKeyframeRecord: Decodable where Value: Decodable {}

extension MotionKeyframeRecord: Encodable where Value: Encodable {}

/// One point in time of a track.
struct MotionKeyframe<Value> {
    let value: Value
    let time: Double
    let isHold: Bool
}

final class MotionTrack<Value> {
    enum Keys: String, CodingKey {
        case keyframes = "k"
        case expression = "x"
    }

    let keyframes: [MotionKeyframe<Value>]
    /// Expressions are not run, only kept for diagnostics.
    let expression: String?

    init(keyframes: [MotionKeyframe<Value>], expression: String?) {
        self.keyframes = keyframes
        self.expression = expression
    }
}

extension MotionTrack: Decodable where Value: Decodable {
    convenience init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let expression = try? container.decode(String.self, forKey: .expression)
        if let constant: Value = try? container.decode(Value.self, forKey: .keyframes) {
            self.init(keyframes: [MotionKeyframe(value: constant, time: 0, isHold: false)], expression: expression)
        } else {
            var list = try container.nestedUnkeyedContainer(forKey: .keyframes)
            var keyframes: [MotionKeyframe<Value>] = []
            var previous: MotionKeyframeRecord<Value>?
            while !list.isAtEnd {
                let record = try list.decode(MotionKeyframeRecord<Value>.self)
                guard
                    let value: Value = record.start ?? previous?.end,
                    let time = record.time
                else {
                    throw DecodingError.dataCorruptedError(
                        forKey: Keys.keyframes, in: container, debugDescription: "Keyframe without a value or a time.")
                }
                keyframes.append(MotionKeyframe(value: value, time: time, isHold: record.hold != nil))
                previous = record
            }
            self.init(keyframes: keyframes, expression: expression)
        }
    }
}

/// A colour stop list written by the same exporter: a stop without a colour of its own and
/// without one carried over from the stop before is a bug in the exporter, and the app stops.
struct GradientStops: Decodable {
    struct Stop: Codable {
        let offset: Double
        let color: String?
        let next: String?
    }

    let colors: [String]

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var colors: [String] = []
        var before: Stop?
        while !list.isAtEnd {
            let stop = try list.decode(Stop.self)
            guard let color = stop.color ?? before?.next else {
                fatalError("gradient stop at \(stop.offset) has no colour")
            }
            colors.append(color)
            before = stop
        }
        self.colors = colors
    }
}

struct FadeAnimation: Decodable {
    enum CodingKeys: String, CodingKey {
        case name = "nm"
        case opacity = "o"
        case position = "p"
        case gradient = "g"
    }

    let name: String
    let opacity: MotionTrack<Double>
    let position: MotionTrack<[Double]>
    let gradient: GradientStops?

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "Layer"
        opacity = try container.decode(MotionTrack<Double>.self, forKey: .opacity)
        position = try container.decode(MotionTrack<[Double]>.self, forKey: .position)
        gradient = try container.decodeIfPresent(GradientStops.self, forKey: .gradient)
    }
}

/// A blend mode whose case the tool cannot tell (`localizedCaseInsensitiveContains` is not
/// evaluated): a record holding one has a part the tool does not know, so whether its `start` is
/// nil is unknown to the tool, which must then report no error the app does not throw.
enum MotionBlend: Decodable {
    case soft, hard

    init(from decoder: Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        self = name.localizedCaseInsensitiveContains("soft") ? .soft : .hard
    }
}

struct BlendAnimation: Decodable {
    let blend: MotionTrack<MotionBlend>

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        blend = try container.decode(MotionTrack<MotionBlend>.self)
    }
}
