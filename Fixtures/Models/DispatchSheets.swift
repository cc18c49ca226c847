import Foundation

// A delivery service's dispatch sheet, decoded by an app that sets up its decoder's `userInfo`
// before decoding: the courier account and the region the request was made for. The bodies read
// them back (`decoder.userInfo[.courierAccount] as? CourierAccount`), hand a route's stops to an
// initializer that takes the decoder and more, and keep extra members only when asked to. Read as
// a schema with `--user-info courierAccount=CourierAccount --user-info dispatchRegion=CityRegion`
// by `DecoderUserInfoDifferentialTests`, which sets the same values on `JSONDecoder`.

extension CodingUserInfoKey {
    static let courierAccount = CodingUserInfoKey(rawValue: "fixtures.dispatch.courierAccount")!
    static let dispatchRegion = CodingUserInfoKey(rawValue: "fixtures.dispatch.region")!
    static let keepsNotes = CodingUserInfoKey(rawValue: "fixtures.dispatch.keepsNotes")!
}

struct CourierAccount: Equatable {
    var courierID: String
}

class DispatchRegion {
    var name = "region"
}

final class CityRegion: DispatchRegion {}

final class RuralRegion: DispatchRegion {}

enum DispatchError: Error {
    case noAccount, noRegion
}

/// Notes the service adds to any object, kept only when the decoder is asked to.
protocol DispatchNotesHolder {
    var notes: [String] { get set }
}

extension DispatchNotesHolder {
    mutating func decodeNotes(with decoder: Decoder) throws {
        guard let keeps = decoder.userInfo[.keepsNotes] as? Bool, keeps else { return }
        notes.append("kept")
    }
}

/// A coding key for any member: how a type reads the members its keys enum does not name.
struct DispatchAnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Counters the depot adds to a van's record under names of its own (`"scans": 4`), kept as
/// they come.
protocol DepotCountersHolder {
    var counters: [String: Int?] { get set }
}

extension DepotCountersHolder {
    mutating func decodeCounters<Known: CodingKey>(notKeyedBy _: Known.Type, with decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: DispatchAnyKey.self)
        for key in container.allKeys {
            if Known(stringValue: key.stringValue) == nil {
                counters[key.stringValue] = try container.decode(Int?.self, forKey: key)
            }
        }
    }
}

struct VanRecord: Decodable, Equatable, DepotCountersHolder {
    var plate: String
    var counters: [String: Int?] = [:]

    private enum CodingKeys: String, CodingKey {
        case plate = "plate_number"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        plate = try container.decode(String.self, forKey: .plate)
        try decodeCounters(notKeyedBy: CodingKeys.self, with: decoder)
    }
}

struct DispatchSheet: Decodable, Equatable, DispatchNotesHolder {
    var courier: String
    var isRural: Bool
    var rounds: [DeliveryRound]
    var notes: [String] = []

    private enum CodingKeys: String, CodingKey {
        case rounds
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let account = decoder.userInfo[.courierAccount] as? CourierAccount else {
            throw DispatchError.noAccount
        }
        courier = account.courierID
        if decoder.userInfo[.dispatchRegion] as? CityRegion != nil {
            isRural = false
        } else if decoder.userInfo[.dispatchRegion] as? RuralRegion != nil {
            isRural = true
        } else {
            throw DispatchError.noRegion
        }
        rounds = try container.decode([DeliveryRound].self, forKey: .rounds)
        try decodeNotes(with: decoder)
    }

    static func == (lhs: DispatchSheet, rhs: DispatchSheet) -> Bool {
        lhs.isRural == rhs.isRural && lhs.rounds == rhs.rounds && lhs.notes == rhs.notes
    }
}

final class DeliveryRound: Decodable, Equatable {
    var van: String
    var record: VanRecord?
    var depots: [String]?
    var drops: [ParcelDrop]

    private enum CodingKeys: String, CodingKey {
        case van, record, depots, drops
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        van = try container.decode(String.self, forKey: .van)
        record = try container.decodeIfPresent(VanRecord.self, forKey: .record)
        if let depots = try container.decodeIfPresent([String].self, forKey: .depots) {
            self.depots = depots
            drops = try ParcelDrop.decodeAll(from: container.superDecoder(forKey: .drops), depots: depots)
        } else {
            drops = try container.decode([ParcelDrop].self, forKey: .drops)
        }
    }

    static func == (lhs: DeliveryRound, rhs: DeliveryRound) -> Bool {
        lhs.van == rhs.van && lhs.record == rhs.record && lhs.depots == rhs.depots && lhs.drops == rhs.drops
    }
}

final class ParcelDrop: Decodable, Equatable {
    var address: String
    var parcels: Int
    var signedBy: String?

    private enum CodingKeys: String, CodingKey {
        case address, parcels
        case signedBy = "signed_by"
    }

    required convenience init(from decoder: Decoder) throws {
        try self.init(from: decoder, depots: nil)
    }

    init(from decoder: Decoder, depots: [String]?) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        address = try container.decode(String.self, forKey: .address)
        parcels = try container.decode(Int.self, forKey: .parcels)
        signedBy = try container.decodeIfPresent(String.self, forKey: .signedBy)
    }

    static func decodeAll(from decoder: Decoder, depots: [String]) throws -> [ParcelDrop] {
        var container = try decoder.unkeyedContainer()
        var drops = Array<ParcelDrop>()
        while !container.isAtEnd {
            let drop = try ParcelDrop(from: container.superDecoder(), depots: depots)
            drops.append(drop)
        }
        return drops
    }

    static func == (lhs: ParcelDrop, rhs: ParcelDrop) -> Bool {
        lhs.address == rhs.address && lhs.parcels == rhs.parcels && lhs.signedBy == rhs.signedBy
    }
}
