import Foundation

// A webhook catalog, in the shape of an API description: routes hold actions, actions hold the
// callbacks they fire, and a callback holds routes again. Every level goes through the same
// generic wrappers (an insertion-ordered map, "a link or the thing itself") named by
// typealiases, so one property's type spells a few hundred characters and the model nests
// twenty declarations deep before it meets itself again.

/// A map that keeps its keys in document order; decoded from a JSON object.
struct WebhookInsertionOrderedMap<Key: Hashable & Decodable, Value: Decodable>: Decodable {
    var entries: [Key: Value]

    init(entries: [Key: Value]) {
        self.entries = entries
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        entries = try container.decode([Key: Value].self)
    }
}

/// `{"$link": "#/shared/routes/x"}` pointing at a shared definition of `Target`.
struct WebhookReferenceLink<Target: Decodable>: Decodable {
    var address: String

    enum CodingKeys: String, CodingKey {
        case address = "$link"
    }
}

/// A link or the definition itself, tried in that order.
enum WebhookReferenceOrInlineValue<Linked: Decodable, Value: Decodable>: Decodable {
    case link(Linked)
    case value(Value)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let link = try? container.decode(Linked.self) {
            self = .link(link)
            return
        }
        self = .value(try container.decode(Value.self))
    }
}

/// The URL template a callback is sent to, kept as written. `CodingKeyRepresentable`, so a
/// dictionary keyed by it is a JSON object, as for `String` keys.
struct WebhookCallbackURLTemplate: Hashable, Decodable, RawRepresentable, CodingKeyRepresentable {
    var rawValue: String
}

/// An event's name (`order.created`). Not `CodingKeyRepresentable`: a dictionary keyed by it is
/// a JSON array of alternating names and values, whatever its raw value.
struct WebhookEventName: Hashable, Decodable, RawRepresentable {
    var rawValue: String
}

extension WebhookCatalog {
    typealias LinkedRoute = WebhookReferenceOrInlineValue<WebhookReferenceLink<WebhookRouteDefinition>, WebhookRouteDefinition>
    typealias Callback = WebhookInsertionOrderedMap<WebhookCallbackURLTemplate, LinkedRoute>
    typealias LinkedCallback = WebhookReferenceOrInlineValue<WebhookReferenceLink<Callback>, Callback>
    typealias CallbackTable = WebhookInsertionOrderedMap<String, LinkedCallback>
    typealias LinkedReply = WebhookReferenceOrInlineValue<WebhookReferenceLink<WebhookReply>, WebhookReply>
}

struct WebhookReply: Decodable {
    var summary: String
    var retries: Int?
}

struct WebhookAction: Decodable {
    var actionID: String
    var replies: WebhookInsertionOrderedMap<String, WebhookCatalog.LinkedReply>
    var callbacks: WebhookCatalog.CallbackTable

    enum CodingKeys: String, CodingKey {
        case actionID = "action_id"
        case replies, callbacks
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        actionID = try container.decode(String.self, forKey: .actionID)
        replies = try container.decode(WebhookInsertionOrderedMap<String, WebhookCatalog.LinkedReply>.self, forKey: .replies)
        callbacks = try container.decodeIfPresent(WebhookCatalog.CallbackTable.self, forKey: .callbacks) ?? WebhookInsertionOrderedMap(entries: [:])
    }
}

struct WebhookRouteDefinition: Decodable {
    var summary: String?
    var post: WebhookAction?
    var put: WebhookAction?
}

struct WebhookShared: Decodable {
    var eventLabels: [WebhookEventName: String]?
    var routes: WebhookInsertionOrderedMap<String, WebhookRouteDefinition>?
    var callbacks: WebhookInsertionOrderedMap<String, WebhookCatalog.Callback>?
}

struct WebhookCatalog: Decodable {
    var title: String
    var routes: WebhookInsertionOrderedMap<String, WebhookRouteDefinition>
    var shared: WebhookShared?
}
