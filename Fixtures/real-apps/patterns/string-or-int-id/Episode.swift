import Foundation

/// A podcast feed item whose `id` some publishers send as a string and others as a number: the
/// body tries `String` and, on a type mismatch only, reads an `Int` and keeps its digits.
/// (Seen in a feed-parsing library's JSON Feed item.)
struct Episode: Decodable {
    let id: String
    let title: String
    let durationSeconds: Int?

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case durationSeconds = "duration"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            id = try container.decode(String.self, forKey: .id)
        } catch DecodingError.typeMismatch {
            id = String(try container.decode(Int.self, forKey: .id))
        }
        title = try container.decode(String.self, forKey: .title)
        durationSeconds = try container.decodeIfPresent(Int.self, forKey: .durationSeconds)
    }
}
