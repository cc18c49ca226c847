import Foundation

/// A payout provider's transfer kinds. The app's `init?(rawValue:)` is failable, as
/// `RawRepresentable` asks, yet no path returns nil: an unknown string is kept as `.other`. The
/// standard library's `init(from:)` for `RawRepresentable` decodes the raw value and calls it, so
/// every string decodes and anything else is a `typeMismatch`. The mapping (`"now"` is
/// `.instant`) is not computed by the tool, so the types are `Decodable` only: verdicts are
/// compared, not values.
enum TransferKind: RawRepresentable, Hashable, Decodable {
    case instant
    case standard
    case scheduled
    case other(String)

    init?(rawValue: String) {
        switch rawValue {
        case "instant", "now": self = .instant
        case "standard": self = .standard
        case "scheduled": self = .scheduled
        default: self = .other(rawValue)
        }
    }

    var rawValue: String {
        switch self {
        case .instant: "instant"
        case .standard: "standard"
        case .scheduled: "scheduled"
        case .other(let value): value
        }
    }
}

struct TransferBatch: Decodable {
    var reference: String
    var kinds: [TransferKind]
    var fallback: TransferKind?

    enum CodingKeys: String, CodingKey {
        case reference, kinds, fallback
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        reference = try container.decode(String.self, forKey: .reference)
        kinds = try container.decode([TransferKind].self, forKey: .kinds)
        fallback = try container.decodeIfPresent(TransferKind.self, forKey: .fallback)
    }
}
