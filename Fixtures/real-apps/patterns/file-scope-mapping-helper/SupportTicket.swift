import Foundation

/// Reads a string and maps it through `table`, handing any other string to `fallback`: one
/// helper at file scope that every open enum of the help-desk feed shares.
private func decodeLabelled<Value>(
    from decoder: any Decoder,
    table: [String: Value],
    fallback: (String) -> Value
) throws -> Value {
    let container = try decoder.singleValueContainer()
    let label = try container.decode(String.self)
    return table[label] ?? fallback(label)
}

/// A ticket's priority; a label this client does not know yet is kept, not rejected.
enum TicketPriority: Decodable, Equatable {
    case low
    case normal
    case urgent
    case other(label: String)

    init(from decoder: any Decoder) throws {
        self = try decodeLabelled(
            from: decoder,
            table: [
                "low": .low,
                "normal": .normal,
                "urgent": .urgent,
            ]
        ) { .other(label: $0) }
    }
}

/// Where a ticket came in, the closure handed with its label.
enum TicketChannel: Decodable, Equatable {
    case email
    case chat
    case unlisted(String)

    init(from decoder: any Decoder) throws {
        self = try decodeLabelled(from: decoder, table: ["email": .email, "chat": .chat], fallback: { .unlisted($0) })
    }
}

/// One ticket of the feed.
struct SupportTicket: Decodable {
    var id: Int
    var priority: TicketPriority
    var channel: TicketChannel?

    enum CodingKeys: String, CodingKey {
        case id
        case priority
        case channel
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        priority = try container.decode(TicketPriority.self, forKey: .priority)
        channel = try container.decodeIfPresent(TicketChannel.self, forKey: .channel)
    }
}
