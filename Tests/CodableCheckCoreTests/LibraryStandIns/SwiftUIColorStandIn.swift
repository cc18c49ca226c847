// A stand-in for SwiftUI's `Color` (not available on Linux), so that the
// `retroactive-conformance` pattern, which makes `Color` `Codable` in an extension, compiles in
// this target. Only what the pattern calls: `Color(red:green:blue:)`, and a way to write the
// colour back as hex for its `encode(to:)`. Like SwiftUI's, it is not `Codable` by itself.

struct Color: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB`, for the pattern's `encode(to:)`.
    var hexString: String {
        let channels = [red, green, blue].map { Int(($0 * 255).rounded()) }
        return "#"
            + channels.map { channel in
                let text = String(channel, radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }
}
