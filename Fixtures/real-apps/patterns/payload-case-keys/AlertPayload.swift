import Foundation

// Issue 22: push-notification payloads have keys no case name can spell (`"content-available"`,
// `"thread-id"`), and SDKs read them through a keys enum with one case that carries its key
// (`case key(String)`, whose `stringValue` is that string), writing `forKey: .key("...")`. Our
// own model, in that shape: a weather app's alert pushes.

/// Any key, carried by its one case.
enum AlertWireKey: CodingKey {
    case key(String)

    var stringValue: String {
        switch self {
        case .key(let text):
            return text
        }
    }

    var intValue: Int? { nil }

    init?(stringValue: String) {
        self = .key(stringValue)
    }

    init?(intValue: Int) {
        return nil
    }
}

/// A severe-weather alert as the push service delivers it.
struct AlertPayload: Codable {
    var headline: String
    var severity: Int
    var region: String?
    var silent: Bool
    var expiresIn: Double?

    enum CodingKeys: String, CodingKey {
        case headline, severity, region, silent, expiresIn
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: AlertWireKey.self)
        headline = try values.decode(String.self, forKey: .key("alert-headline"))
        severity = try values.decode(Int.self, forKey: AlertWireKey.key("severity-level"))
        region = try values.decodeIfPresent(String.self, forKey: .key("region"))
        do {
            silent = try values.decode(Bool.self, forKey: .key("content-available"))
        } catch {
            silent = try values.decodeIfPresent(Bool.self, forKey: .key("contentAvailable")) ?? false
        }
        expiresIn = try values.decodeIfPresent(Double.self, forKey: .key("expires-in"))
    }
}
