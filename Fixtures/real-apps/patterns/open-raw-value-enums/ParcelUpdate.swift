import Foundation

/// A carrier's shipment status, kept open to codes this client does not know yet: the
/// initializer takes every string (no `?`), so a new code decodes as `.unrecognized` instead of
/// failing the whole update. `RawRepresentable`'s own `init(from:)` decodes it from a bare string.
enum ParcelStatus: RawRepresentable, CaseIterable, Codable, Equatable {
    typealias RawValue = String

    case labelCreated
    case inTransit
    case delivered
    case unrecognized(RawValue)

    static let allCases: [ParcelStatus] = [.labelCreated, .inTransit, .delivered]

    init(rawValue: String) {
        self = Self.allCases.first { $0.rawValue == rawValue } ?? .unrecognized(rawValue)
    }

    var rawValue: String {
        switch self {
        case .labelCreated: "label_created"
        case .inTransit: "in_transit"
        case .delivered: "delivered"
        case .unrecognized(let code): code
        }
    }
}

/// A scanner's numeric event code, as a struct: any integer is a code, known ones have names.
struct ScanCode: RawRepresentable, Codable, Hashable {
    let rawValue: Int

    init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    static let pickup = ScanCode(rawValue: 10)
    static let hubArrival = ScanCode(rawValue: 20)
}

/// One tracking update from a carrier's webhook.
struct ParcelUpdate: Codable {
    var trackingNumber: String
    var status: ParcelStatus
    var previousStatus: ParcelStatus?
    var scans: [ScanCode]

    enum CodingKeys: String, CodingKey {
        case trackingNumber = "tracking_number"
        case status
        case previousStatus = "previous_status"
        case scans
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        trackingNumber = try container.decode(String.self, forKey: .trackingNumber)
        status = try container.decode(ParcelStatus.self, forKey: .status)
        previousStatus = try container.decodeIfPresent(ParcelStatus.self, forKey: .previousStatus)
        scans = try container.decodeIfPresent([ScanCode].self, forKey: .scans) ?? []
    }
}
