#if canImport(SwiftUI)
import SwiftUI
#endif

// A note-taking app syncs its themes as JSON. SwiftUI's `Color` is not `Codable`, so the app
// adds the conformance itself, reading a colour from a hex string; codable-check never sees
// `Color`'s declaration, only this extension. (`hexString` comes from the app's colour helpers.)

struct ThemeSpec: Codable {
    var name: String
    var accent: Color
    var background: Color?
    var highlights: [Color]
}

extension Color: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let hex = try container.decode(String.self)
        self.init(hex: hex)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}

extension Color {
    /// `#RRGGBB`; anything else reads as black.
    init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = UInt32(digits, radix: 16) ?? 0
        self.init(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
