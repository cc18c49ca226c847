import Fluent
import Vapor

/// A Fluent model sent as a request or response body (`Model, Content`): FluentKit's
/// `Fields.init(from:)` decodes it, not a synthesized one. Each property wrapper is read under the
/// property's name (not the database key given to the wrapper), a parent as `{"id": ...}`,
/// children not at all; any error of a property is rethrown as `typeMismatch` at its key.
/// (Seen in a Vapor package-index server's models.)
final class Concert: Model, Content {
    static let schema = "concerts"

    @ID(key: .id)
    var id: UUID?

    @Field(key: "headliner")
    var headliner: String

    @Field(key: "starts_at")
    var startsAt: Date

    @OptionalField(key: "ticket_price")
    var ticketPrice: Double?

    @Enum(key: "status")
    var status: Status

    @Timestamp(key: "created_at", on: .create)
    var createdAt: Date?

    @Parent(key: "venue_id")
    var venue: Venue

    @Children(for: \.$concert)
    var setlist: [Song]

    init() {}
}

extension Concert {
    enum Status: String, Codable {
        case announced, onSale = "on_sale", soldOut = "sold_out"
    }
}

final class Venue: Model, Content {
    static let schema = "venues"

    @ID(custom: "code")
    var id: String?

    @Field(key: "name")
    var name: String

    init() {}
}

final class Song: Model, Content {
    static let schema = "songs"

    @ID(key: .id)
    var id: UUID?

    @Field(key: "title")
    var title: String

    @Parent(key: "concert_id")
    var concert: Concert

    init() {}
}
