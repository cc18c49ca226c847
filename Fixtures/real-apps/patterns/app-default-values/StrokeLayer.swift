import Foundation

// An animation file's stroke layer, as vector-animation players read it: every optional
// property falls back to a value built from the app's own types (`?? AnimatedProperty(Scalar(100))`,
// `?? Self.defaultMiterLimit`, `?? .round`), all under the same `try` that reads the key. None of
// these initializers throws, so the fallback cannot change the outcome: the decode fails only
// where a present value has the wrong shape, or a required key is missing.

/// A one-dimensional value an animated property holds.
struct Scalar: Codable, Equatable {
    var value: Double

    init(_ value: Double) {
        self.value = value
    }

    init(from decoder: Decoder) throws {
        value = try decoder.singleValueContainer().decode(Double.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// An animated property: a single value, or keyframes. The decoding initializer throws, the one
/// the fallbacks call does not.
final class AnimatedProperty<Value: Codable & Equatable>: Codable, Equatable {
    let keyframes: [Value]

    init(_ value: Value) {
        keyframes = [value]
    }

    init(keyframes: [Value], sorted: Bool = true) {
        self.keyframes = keyframes
    }

    enum CodingKeys: String, CodingKey { case keyframes = "k" }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        keyframes = try container.decode([Value].self, forKey: .keyframes)
    }

    static func == (left: AnimatedProperty, right: AnimatedProperty) -> Bool { left.keyframes == right.keyframes }
}

enum LineCap: Int, Codable, Equatable {
    case butt = 1
    case round = 2
    case square = 3
}

/// A dash pattern entry: its name and length.
struct DashElement: Decodable, Equatable {
    var name: String
    var length: AnimatedProperty<Scalar>

    init(name: String = "d", length: AnimatedProperty<Scalar>) {
        self.name = name
        self.length = length
    }

    enum CodingKeys: String, CodingKey { case name = "n", length = "v" }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "d"
        length = try container.decodeIfPresent(AnimatedProperty<Scalar>.self, forKey: .length) ?? AnimatedProperty(keyframes: [Scalar(0)])
    }
}

struct StrokeLayer: Decodable, Equatable {
    static let defaultMiterLimit = 4.0

    var name: String
    var opacity: AnimatedProperty<Scalar>
    var width: AnimatedProperty<Scalar>
    var miterLimit: Double
    var cap: LineCap
    var dashes: [DashElement]
    var firstDash: DashElement

    enum CodingKeys: String, CodingKey {
        case name = "nm", opacity = "o", width = "w", miterLimit = "ml", cap = "lc", dashes = "d"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        opacity = try container.decodeIfPresent(AnimatedProperty<Scalar>.self, forKey: .opacity) ?? AnimatedProperty(Scalar(100))
        width = try container.decodeIfPresent(AnimatedProperty<Scalar>.self, forKey: .width) ?? AnimatedProperty.init(Scalar(1))
        miterLimit = try container.decodeIfPresent(Double.self, forKey: .miterLimit) ?? Self.defaultMiterLimit
        cap = try container.decodeIfPresent(LineCap.self, forKey: .cap) ?? .round
        dashes = try container.decodeIfPresent([DashElement].self, forKey: .dashes) ?? []
        firstDash = try dashes.first ?? DashElement(length: AnimatedProperty(Scalar(0)))
    }
}
