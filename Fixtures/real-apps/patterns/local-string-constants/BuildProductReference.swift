import Foundation

// Issue 22: string methods called with a `let` constant instead of a literal (our own sketch of
// the project-file readers that tag a product name: "plugin:Name" names a build plugin). The
// prefix is named once, tested with `hasPrefix`, and cut off with `dropFirst(prefix.count)`;
// a suffix constant rejects a channel the build does not take.

/// A product a build step depends on, by name.
struct BuildProductReference: Decodable {
    let productName: String
    let isPlugin: Bool
    let channel: String

    enum CodingKeys: String, CodingKey {
        case productName = "product"
        case channel
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rawName = try container.decode(String.self, forKey: .productName)
        let pluginPrefix = "plugin:"
        if rawName.hasPrefix(pluginPrefix) {
            productName = String(rawName.dropFirst(pluginPrefix.count))
            isPlugin = true
        } else {
            productName = rawName
            isPlugin = false
        }
        guard !productName.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .productName, in: container, debugDescription: "A product needs a name.")
        }
        let retiredSuffix = "-retired"
        let rawChannel = try container.decodeIfPresent(String.self, forKey: .channel) ?? "stable"
        if rawChannel.hasSuffix(retiredSuffix) {
            throw DecodingError.dataCorruptedError(forKey: .channel, in: container, debugDescription: "This channel is retired.")
        }
        // Counted in characters, as Swift counts them: "→ " is two, though four bytes in UTF-8.
        let pinnedMarker = "→ "
        if rawChannel.hasPrefix(pinnedMarker) {
            channel = String(rawChannel.dropFirst(pinnedMarker.count)).lowercased()
        } else {
            channel = rawChannel.lowercased()
        }
    }
}
