import Foundation

// A concert-listings app. Other models refer to a stage, a performer or a seat tier by the
// associated type their conformances give them (`Stage.ID`, `[Performer.ID]`,
// `SeatTier.RawValue`), which the compiler infers from what each type declares; no
// `typealias` is written for them.

struct Stage: Codable, Identifiable, Hashable {
    let id: Int
    let name: String
}

/// `Identifiable` through a computed `id`.
struct Performer: Codable, Identifiable {
    var id: String { slug }
    let slug: String
    let displayName: String
}

enum SeatTier: String, Codable, CaseIterable {
    case standing, balcony, vip
}

/// A value the server may send before the app knows it: the known case, or the raw value
/// kept as it came.
enum OpenValue<Wrapped: RawRepresentable>: Codable where Wrapped.RawValue: Codable {
    case known(Wrapped)
    case unrecognized(Wrapped.RawValue)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let rawValue = try container.decode(Wrapped.RawValue.self)
        if let value = Wrapped(rawValue: rawValue) {
            self = .known(value)
        } else {
            self = .unrecognized(rawValue)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .known(let value): try container.encode(value.rawValue)
        case .unrecognized(let rawValue): try container.encode(rawValue)
        }
    }
}

/// A page of results that knows how to ask for the next one.
protocol Paginated: Codable {
    associatedtype Cursor: Codable
    var next: Cursor? { get }
}

struct GigPage: Paginated {
    let gigs: [Gig]
    let next: Int64?
    /// The cursor that brought this page, named through the conformance.
    let previous: GigPage.Cursor?
}

struct Gig: Codable, Identifiable {
    typealias ID = UUID
    let id: ID
    let stage: Stage.ID
    let headliner: Performer.ID
    let supportActs: [Performer.ID]
    let tier: OpenValue<SeatTier>
    let pricesByTier: [SeatTier.RawValue: Double]
}
