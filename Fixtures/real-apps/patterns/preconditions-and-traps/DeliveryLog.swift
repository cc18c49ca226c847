import Foundation

/// A mail relay's delivery log, a sketch of the checks SDKs write that stop the app instead of
/// throwing: a status code whose initializer checks its range with `precondition` (decoding
/// delegates to it, as HTTP libraries do), an attempt count checked with `precondition` in
/// `init(from:)`, a `switch` whose `default` is `preconditionFailure`, and a retired record kind
/// whose `init(from:)` is only `fatalError`. `JSONDecoder` never returns on any of them.
struct RelayStatus: Codable, Equatable {
    let code: Int
    let reasonPhrase: String

    init(code: Int, reasonPhrase: String = "") {
        precondition((100...599).contains(code), "Invalid status code")
        self.code = code
        self.reasonPhrase = reasonPhrase
    }

    init(from decoder: Decoder) throws {
        let code = try decoder.singleValueContainer().decode(Int.self)
        self.init(code: code)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

struct DeliveryAttempt: Codable, Equatable {
    var recipient: String
    var channel: String
    var status: RelayStatus
    var attempts: Int

    enum CodingKeys: String, CodingKey {
        case recipient, channel, status, attempts
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        recipient = try container.decode(String.self, forKey: .recipient)
        let channel = try container.decode(String.self, forKey: .channel)
        switch channel {
        case "smtp", "api":
            self.channel = channel
        default:
            preconditionFailure("unknown delivery channel \(channel)")
        }
        status = try container.decode(RelayStatus.self, forKey: .status)
        let attempts = try container.decodeIfPresent(Int.self, forKey: .attempts) ?? 1
        precondition(attempts > 0 && attempts <= 10, "attempts out of range")
        self.attempts = attempts
    }
}

/// A record kind the relay stopped sending: decoding one is a programming error in the app.
struct LegacyBounce: Codable, Equatable {
    var reason: String

    init(from decoder: Decoder) throws {
        fatalError("LegacyBounce is never decoded")
    }
}

struct DeliveryLog: Codable, Equatable {
    var relay: String
    var deliveries: [DeliveryAttempt]
    var bounces: [LegacyBounce]?

    enum CodingKeys: String, CodingKey {
        case relay, deliveries, bounces
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        relay = try container.decode(String.self, forKey: .relay)
        precondition(!relay.isEmpty, "a log names its relay")
        deliveries = try container.decode([DeliveryAttempt].self, forKey: .deliveries)
        bounces = try container.decodeIfPresent([LegacyBounce].self, forKey: .bounces)
    }
}
