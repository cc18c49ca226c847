import Foundation

// Seed models for the `events` fixtures, decoded the way a ticketing app configures its decoder:
// `.iso8601` dates and `.convertFromSnakeCase` keys (see `documents/events/decoder.json`).

/// A concert or conference listing.
struct Event: Codable, Equatable {
    var id: Int
    var title: String
    var startsAt: Date
    var endsAt: Date?
    var venue: Venue
    var ticketTiers: [TicketTier]
    /// Free-form labels; `.convertFromSnakeCase` leaves dictionary keys as they are.
    var labels: [String: String]
    var isSoldOut: Bool
    /// `organizer_url` does not match this under `.convertFromSnakeCase` (it becomes `organizerUrl`).
    var organizerURL: URL?
}

/// Where an event takes place.
struct Venue: Codable, Equatable {
    var name: String
    var city: String
    var capacity: Int
    var openedAt: Date?
}

/// One price level.
struct TicketTier: Codable, Equatable {
    var name: String
    var priceCents: Int
    var salesEndAt: Date
}

/// A day of a multi-day festival, with the stage's set start times.
struct FestivalDay: Codable, Equatable {
    var date: Date
    var setTimes: [Date]
    var headliners: [String: Date]
}
