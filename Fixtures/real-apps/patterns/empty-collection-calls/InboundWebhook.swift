import Foundation

/// Header maps as server SDKs name them.
typealias WebhookHeaders = [String: String]
typealias WebhookMultiValueHeaders = MultiValueFields
typealias MultiValueFields = [String: [String]]
typealias WebhookScopes = [String]

/// One label a delivery is tagged with.
struct InboundWebhookLabel: Codable {
    var name: String
    var color: String?
}

/// A webhook delivery as a serverless runtime hands it over: optional maps default to empty ones,
/// made by calling their type (an alias of a dictionary, or the dictionary type itself) rather than
/// written `[:]`; labels come down to their names through a key path.
struct InboundWebhook: Codable {
    var id: String
    var headers: WebhookHeaders
    var multiValueHeaders: WebhookMultiValueHeaders
    var query: [String: String]
    var retriesByAttempt: [Int: String]
    var scopes: WebhookScopes
    var labelNames: [String]
    var body: String?

    enum CodingKeys: String, CodingKey {
        case id
        case headers
        case multiValueHeaders
        case query = "queryStringParameters"
        case retriesByAttempt = "retries"
        case scopes
        case labelNames = "labels"
        case body
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        headers = try container.decodeIfPresent(WebhookHeaders.self, forKey: .headers) ?? WebhookHeaders()
        multiValueHeaders =
            try container.decodeIfPresent(WebhookMultiValueHeaders.self, forKey: .multiValueHeaders)
            ?? WebhookMultiValueHeaders()
        query = try container.decodeIfPresent([String: String].self, forKey: .query) ?? [String: String]()
        retriesByAttempt = try container.decodeIfPresent([Int: String].self, forKey: .retriesByAttempt) ?? [Int: String]()
        scopes = try container.decodeIfPresent(WebhookScopes.self, forKey: .scopes) ?? WebhookScopes()
        let labels = try container.decodeIfPresent([InboundWebhookLabel].self, forKey: .labelNames) ?? []
        labelNames = labels.map(\.name)
        body = try container.decodeIfPresent(String.self, forKey: .body)
    }
}
