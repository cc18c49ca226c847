// Codable declarations inferred by codable-check from 3 samples.
// Check a document against them:
//   codable-check decode DOCUMENT --schema THIS_FILE --type 'Event' --date-strategy iso8601
// Dates are ISO 8601 strings: decode with `decoder.dateDecodingStrategy = .iso8601` (--date-strategy iso8601).

import Foundation

struct Event: Codable {
    let id: Int
    let eventType: EventType
    let createdAt: Date
    let repoUrl: URL
    let score: Double
    let `default`: Bool
    let contentType: ContentType
    let actor: Actor
    let labels: [String]
    let countsByDay: [String: Int]
    let note: String?  // missing in some objects
    let `self`: Int?  // missing in some objects
    let `class`: String?  // missing in some objects
    let _1st: String?  // missing in some objects
    // "mixed" left out: the samples have number values and string values there

    enum CodingKeys: String, CodingKey {
        case id
        case eventType = "event_type"
        case createdAt = "created_at"
        case repoUrl = "repo_url"
        case score
        case `default`
        case contentType = "Content-Type"
        case actor
        case labels
        case countsByDay = "counts_by_day"
        case note
        case `self`
        case `class`
        case _1st = "1st"
    }

    enum EventType: String, Codable {
        case push
        case pull
    }

    enum ContentType: String, Codable {
        case textPlain = "text/plain"
        case textHtml = "text/html"
    }

    struct Actor: Codable {
        let login: String
        let siteAdmin: Bool
        let email: String?  // missing in some objects

        enum CodingKeys: String, CodingKey {
            case login
            case siteAdmin = "site_admin"
            case email
        }
    }
}
