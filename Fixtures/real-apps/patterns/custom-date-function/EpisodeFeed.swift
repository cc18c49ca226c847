import Foundation

// A podcast app merges episode feeds from three backends: one sends publication dates as
// seconds since 1970, one as the same number in a string, one sometimes not at all (null). The
// app's decoder takes them all through one function: `dateDecodingStrategy =
// .custom(FeedDecoding.flexibleDate)`. Issue 22 item 7: `codable-check decode --date-strategy
// custom:FeedDecoding.flexibleDate` reads that function from here and runs it for every `Date`.

enum FeedDecoding {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(flexibleDate)
        return decoder
    }

    /// Seconds since 1970, as a number or as a string holding one.
    static func flexibleDate(_ decoder: Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            return Date(timeIntervalSince1970: seconds)
        }
        let text = try container.decode(String.self)
        guard let seconds = Double(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected seconds since 1970, as a number or a string.")
        }
        return Date(timeIntervalSince1970: seconds)
    }
}

struct EpisodeFeed: Codable {
    let show: String
    let fetchedAt: Date
    let episodes: [Episode]
}

struct Episode: Codable {
    let guid: String
    let title: String
    let publishedAt: Date
    let updatedAt: Date?
    let durationSeconds: Int
}
