import Vapor

/// A request body in a Vapor server: `Content` refines `Codable`, so the type is decodable
/// without saying `Codable` itself. (Seen in a Vapor package-index server.)
struct TicketRequest: Content {
    let event: String
    let seats: Int
    let note: String?
}
