import Foundation

/// Any member name, as a telemetry SDK keys the readings it does not declare.
struct BuoySensorKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// A weather buoy's report: two declared members, and every other member a sensor's reading
/// keyed by the sensor's name. Our own sketch of the `allKeys` loops apps write to keep such
/// members: `forEach` over a nested object's keys, and a `for` loop that skips the declared keys.
struct BuoyReport: Decodable {
    let buoyID: String
    var units: [String: String]
    var readings: [String: Double]

    enum CodingKeys: String, CodingKey {
        case buoyID = "buoy_id"
        case units
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        buoyID = try container.decode(String.self, forKey: .buoyID)
        let unitContainer = try container.nestedContainer(keyedBy: BuoySensorKey.self, forKey: .units)
        units = [:]
        // Every property is set before the closure captures `self`, as Swift requires.
        readings = [:]
        try unitContainer.allKeys.forEach { key in
            units[key.stringValue] = try unitContainer.decode(String.self, forKey: key)
        }
        let sensors = try decoder.container(keyedBy: BuoySensorKey.self)
        for key in sensors.allKeys {
            if CodingKeys(stringValue: key.stringValue) == nil {
                readings[key.stringValue] = try sensors.decode(Double.self, forKey: key)
            }
        }
    }
}

/// Free-form tags attached to a buoy, every member kept: `forEach` with `$0`.
struct BuoyTags: Codable {
    var tags: [String: String]

    init(from decoder: Decoder) throws {
        let dynamic = try decoder.container(keyedBy: BuoySensorKey.self)
        self.tags = [:]
        try dynamic.allKeys.forEach {
            self.tags[$0.stringValue] = try dynamic.decode(String.self, forKey: $0)
        }
    }
}

/// Each sensor's calibration offset: a plain `for` loop over every key.
struct BuoyCalibration: Codable {
    var offsets: [String: Double]

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: BuoySensorKey.self)
        offsets = [:]
        for key in container.allKeys {
            offsets[key.stringValue] = try container.decode(Double.self, forKey: key)
        }
    }
}

/// A buoy station's metadata as generated telemetry models read it: the declared members
/// through an enum, every other member kept as a free-form value. The set of declared names
/// the enum's container found is the `filter` of the loop over the dynamic container.
struct BuoyStation: Decodable {
    let stationID: String
    let depth: Double?
    var extra: [String: Double]

    enum StaticCodingKeys: String, CodingKey {
        case stationID = "station_id"
        case depth
    }

    init(from decoder: Decoder) throws {
        let staticContainer = try decoder.container(keyedBy: StaticCodingKeys.self)
        self.stationID = try staticContainer.decode(String.self, forKey: .stationID)
        self.depth = try staticContainer.decodeIfPresent(Double.self, forKey: .depth)

        let dynamicContainer = try decoder.container(keyedBy: BuoySensorKey.self)
        self.extra = [:]
        let allStaticKeys = Set(staticContainer.allKeys.map { $0.stringValue })
        try dynamicContainer.allKeys.filter { !allStaticKeys.contains($0.stringValue) }.forEach {
            self.extra[$0.stringValue] = try dynamicContainer.decode(Double.self, forKey: $0)
        }
    }
}

/// A sensor's settings: declared members skipped by asking the keys enum, in a `filter`.
struct BuoySensorSettings: Decodable {
    var model: String
    var thresholds: [String: Int]

    enum CodingKeys: String, CodingKey {
        case model
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        model = try container.decode(String.self, forKey: .model)
        let dynamic = try decoder.container(keyedBy: BuoySensorKey.self)
        thresholds = [:]
        try dynamic.allKeys.filter { CodingKeys(stringValue: $0.stringValue) == nil }.forEach { key in
            thresholds[key.stringValue] = try dynamic.decode(Int.self, forKey: key)
        }
    }
}

/// Free-form notes beside the declared members, gathered with `reduce(into:)` over the keys the
/// enum does not name, as generated SDK models write it.
struct BuoyMaintenance: Decodable {
    var technician: String?
    var notes: [String: String]
    var counters: [String: Int]

    enum CodingKeys: String, CodingKey {
        case technician, counters
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        technician = try container.decodeIfPresent(String.self, forKey: .technician)
        let dynamic = try decoder.container(keyedBy: BuoySensorKey.self)
        self.notes = try dynamic.allKeys
            .filter { CodingKeys(stringValue: $0.stringValue) == nil }
            .reduce(into: [:]) {
                $0[$1.stringValue] = try dynamic.decode(String.self, forKey: $1)
            }
        let counterContainer = try container.nestedContainer(keyedBy: BuoySensorKey.self, forKey: .counters)
        counters = try counterContainer.allKeys.reduce(into: [String: Int]()) { partial, key in
            partial[key.stringValue] = try counterContainer.decode(Int.self, forKey: key)
        }
    }
}
