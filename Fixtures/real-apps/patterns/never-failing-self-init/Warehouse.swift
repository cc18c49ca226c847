import Foundation

// Issue 22: server libraries write open "enums" as structs conforming to `RawRepresentable`,
// whose `init?(rawValue:)` must be failable for the protocol yet stores any string; their
// `init(from:)` decodes the string and delegates with a force unwrap that never stops the app
// (`self.init(rawValue: text)!`). Apps also decode a wrapper's one value with the standard
// type's own initializer, `String(from: decoder)`. Our own model, in those shapes: a
// warehouse's zones and the shelf labels of its bins. The values encode back as they were
// decoded, so values are compared.

/// A storage zone: the known ones as constants, any other code kept as it is.
struct StorageZone: RawRepresentable, Codable, Equatable {
    let rawValue: String

    init?(rawValue: String) {
        self.rawValue = rawValue
    }

    static var chilled: Self { StorageZone(rawValue: "chilled")! }
    static var bulk: Self { StorageZone(rawValue: "bulk")! }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        self.init(rawValue: code)!
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A bin's printed label, decoded by `String`'s own initializer from the same decoder.
struct BinLabel: Codable, Equatable {
    var text: String

    init(from decoder: Decoder) throws {
        text = try String(from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        try text.encode(to: encoder)
    }
}

/// A bin's capacity in crates, read as `Int`'s own initializer reads it.
struct CrateCount: Codable, Equatable {
    var value: Int

    init(from decoder: Decoder) throws {
        value = try Int(from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        try value.encode(to: encoder)
    }
}

struct StorageBin: Codable, Equatable {
    var label: BinLabel
    var zone: StorageZone
    var capacity: CrateCount
    var overflowZones: [StorageZone]?

    enum CodingKeys: String, CodingKey {
        case label, zone, capacity
        case overflowZones = "overflow_zones"
    }
}

struct Warehouse: Codable, Equatable {
    var site: String
    var bins: [StorageBin]

    enum CodingKeys: String, CodingKey {
        case site, bins
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        site = try container.decode(String.self, forKey: .site)
        bins = try container.decodeIfPresent([StorageBin].self, forKey: .bins) ?? []
    }
}
