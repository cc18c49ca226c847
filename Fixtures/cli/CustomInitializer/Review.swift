import Foundation

/// A review whose hand-written decoding goes beyond what the tool interprets (a function handed
/// the container): the tool checks `stars`, leaves `text` unchecked, and says so.
struct Review: Codable {
    var stars: Int
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stars = try container.decode(Int.self, forKey: .stars)
        text = try normalizedText(in: container)
    }
}
