import Foundation

/// Any JSON value, kept as `Any`, as SDKs that forward free-form payloads write it. Every value
/// goes through one generic initializer that stores `()` for a missing one; the decoding
/// initializer delegates to it with whatever kind the value first decodes as.
struct LooseValue: @unchecked Sendable {
    let value: Any

    init<T: Sendable>(_ value: T?) {
        self.value = value ?? ()
    }

    private init(unwrapped value: Any) {
        self.value = value
    }
}

extension LooseValue: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self.init(NSNull())
        } else if let flag = try? container.decode(Bool.self) {
            self.init(flag)
        } else if let whole = try? container.decode(Int.self) {
            self.init(whole)
        } else if let number = try? container.decode(Double.self) {
            self.init(number)
        } else if let text = try? container.decode(String.self) {
            self.init(text)
        } else if let list = try? container.decode([LooseValue].self) {
            self.init(unwrapped: list.map(\.value))
        } else if let object = try? container.decode([String: LooseValue].self) {
            self.init(unwrapped: object.mapValues { $0.value })
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "The value is not JSON the event can hold.")
        }
    }
}

/// An analytics event as a tracking SDK receives it back from its queue: a name, a time, and
/// free-form properties, which older queues leave out.
struct AnalyticsEvent: Decodable {
    var name: String
    var timestamp: Double
    var properties: [String: LooseValue]
    var context: LooseValue?

    enum CodingKeys: String, CodingKey {
        case name, timestamp, properties, context
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        timestamp = try container.decode(Double.self, forKey: .timestamp)
        properties = try container.decodeIfPresent([String: LooseValue].self, forKey: .properties) ?? [:]
        context = try container.decodeIfPresent(LooseValue.self, forKey: .context)
    }
}
