import Foundation

/// A trip planner's response, decoded the way a routing SDK sets up its decoder: the request's
/// settings and the account go in `userInfo` (`decoder.userInfo[.settings] = TripSettings(...)`),
/// the body refuses to decode without them, and a path's shape is read in the format the
/// settings asked for. (Seen in a maps SDK's route models.)
extension CodingUserInfoKey {
    static let settings = CodingUserInfoKey(rawValue: "com.example.trip.settings")!
    static let account = CodingUserInfoKey(rawValue: "com.example.trip.account")!
    static let keepsExtras = CodingUserInfoKey(rawValue: "com.example.trip.keepsExtras")!
}

class PlanSettings {
    var pathFormat: PathFormat = .encoded
}

final class TripSettings: PlanSettings {}

final class TransitSettings: PlanSettings {}

struct Account {
    var token: String
}

enum PathFormat {
    case encoded, points
}

enum TripError: Error {
    case missingAccount, missingSettings
}

/// Members the models do not declare, kept when the decoder is asked to.
protocol ExtrasHolder {
    var extras: [String: String] { get set }
}

extension ExtrasHolder {
    mutating func decodeExtras(with decoder: Decoder) throws {
        guard let keeps = decoder.userInfo[.keepsExtras] as? Bool, keeps else { return }
        extras["seen"] = "yes"
    }
}

struct Trip: Decodable, ExtrasHolder {
    var account: Account
    var isTransit: Bool
    var legs: [Leg]
    var extras: [String: String] = [:]

    private enum CodingKeys: String, CodingKey {
        case legs
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let account = decoder.userInfo[.account] as? Account else {
            throw TripError.missingAccount
        }
        self.account = account
        if decoder.userInfo[.settings] as? TripSettings != nil {
            isTransit = false
        } else if decoder.userInfo[.settings] as? TransitSettings != nil {
            isTransit = true
        } else {
            throw TripError.missingSettings
        }
        legs = try container.decode([Leg].self, forKey: .legs)
        try decodeExtras(with: decoder)
    }
}

final class Leg: Decodable {
    var summary: String
    var zones: [String]?
    var stops: [Stop]

    private enum CodingKeys: String, CodingKey {
        case summary, zones, stops
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        summary = try container.decode(String.self, forKey: .summary)
        if let zones = try container.decodeIfPresent([String].self, forKey: .zones) {
            self.zones = zones
            stops = try Stop.decodeAll(from: container.superDecoder(forKey: .stops), zones: zones)
        } else {
            stops = try container.decode([Stop].self, forKey: .stops)
        }
    }
}

final class Stop: Decodable {
    var name: String
    var minutes: Int
    var zone: String?
    var path: Path?

    private enum CodingKeys: String, CodingKey {
        case name, minutes, zoneIndex = "zone_index", path
    }

    required convenience init(from decoder: Decoder) throws {
        try self.init(from: decoder, zones: nil)
    }

    init(from decoder: Decoder, zones: [String]?) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        minutes = try container.decode(Int.self, forKey: .minutes)
        let index = try container.decodeIfPresent(Int.self, forKey: .zoneIndex)
        if let zones, let index, index < zones.count {
            zone = zones[index]
        }
        path = try container.decodeIfPresent(Path.self, forKey: .path)
    }

    static func decodeAll(from decoder: Decoder, zones: [String]) throws -> [Stop] {
        var container = try decoder.unkeyedContainer()
        var stops = Array<Stop>()
        while !container.isAtEnd {
            let stop = try Stop(from: container.superDecoder(), zones: zones)
            stops.append(stop)
        }
        return stops
    }
}

/// A path as an encoded string or as points, as the settings asked.
struct Path: Decodable {
    var points: [[Double]]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let settings = decoder.userInfo[.settings] as? PlanSettings
        switch settings?.pathFormat ?? .encoded {
        case .points:
            points = try container.decode([[Double]].self)
        case .encoded:
            let text = try container.decode(String.self)
            points = [[Double(text.count)]]
        }
    }
}
