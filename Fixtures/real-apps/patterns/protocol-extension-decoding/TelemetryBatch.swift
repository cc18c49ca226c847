import Foundation

/// Any JSON value, as telemetry SDKs that adapted Flight School's `AnyCodable` keep it: the
/// struct declares only its storage and a generic initializer; its decoding comes from an
/// extension of a protocol it conforms to in a separate extension.
struct FlexibleValue: @unchecked Sendable, Decodable {
    let value: Any

    init<T>(_ value: T?) {
        self.value = value ?? ()
    }
}

protocol FlexibleDecoding {
    var value: Any { get }
    init<T>(_ value: T?)
}

extension FlexibleValue: FlexibleDecoding {}

extension FlexibleDecoding {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            #if canImport(Foundation)
                self.init(NSNull())
            #else
                self.init(Optional<Self>.none)
            #endif
        } else if let bool = try? container.decode(Bool.self) {
            self.init(bool)
        } else if let int = try? container.decode(Int.self) {
            self.init(int)
        } else if let int = try? container.decode(Int64.self) {
            self.init(int)
        } else if let uint = try? container.decode(UInt64.self) {
            self.init(uint)
        } else if let double = try? container.decode(Double.self) {
            self.init(double)
        } else if let string = try? container.decode(String.self) {
            self.init(string)
        } else if let array = try? container.decode([FlexibleValue].self) {
            self.init(array.map { $0.value })
        } else if let dictionary = try? container.decode([String: FlexibleValue].self) {
            self.init(dictionary.mapValues { $0.value })
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "The value cannot be kept as an attribute.")
        }
    }
}

/// Identifiers written as one string. Each conforming type stores the text under a property
/// name that synthesized decoding would read as an object member (`{"text": ...}`); Swift
/// calls the protocol's initializer instead, so only a bare string decodes.
protocol TextIdentifier: Decodable {
    init(text: String)
}

extension TextIdentifier {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(text: try container.decode(String.self))
    }
}

struct SessionID: TextIdentifier, Hashable {
    var text: String
}

/// A device's serial number, a positive integer: the protocol's initializer stops the app on
/// zero or less, as a `precondition` the SDK keeps from its debug builds.
protocol SerialNumbered: Decodable {
    init(number: Int)
}

extension SerialNumbered {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try container.decode(Int.self)
        precondition(number > 0, "serial numbers start at 1")
        self.init(number: number)
    }
}

struct DeviceSerial: SerialNumbered {
    var number: Int
}

/// A protocol whose decoding applies only to types that are also `CustomStringConvertible`:
/// `EventTag` is not, so it decodes with the initializer the compiler synthesizes.
protocol TagDecoding {}

extension TagDecoding where Self: CustomStringConvertible {
    init(from decoder: Decoder) throws {
        fatalError("tags with a description are never decoded")
    }
}

struct EventTag: Decodable, TagDecoding {
    var name: String
}

/// One batch of events a telemetry SDK uploads, read back from its disk queue; older queues
/// wrote no attributes.
struct TelemetryBatch: Decodable {
    var session: SessionID
    var device: DeviceSerial
    var attributes: [String: FlexibleValue]
    var tags: [EventTag]?

    enum CodingKeys: String, CodingKey {
        case session, device, attributes, tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        session = try container.decode(SessionID.self, forKey: .session)
        device = try container.decode(DeviceSerial.self, forKey: .device)
        attributes = try container.decodeIfPresent([String: FlexibleValue].self, forKey: .attributes) ?? [:]
        tags = try container.decodeIfPresent([EventTag].self, forKey: .tags)
    }
}
