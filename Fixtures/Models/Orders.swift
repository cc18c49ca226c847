import Foundation

// Seed models for the `orders` fixtures: integer widths, Decimal and Double prices, an Int enum.

/// A shop order.
struct Order: Codable, Equatable {
    var id: Int64
    var customerID: UUID
    var placedAt: Date
    var priority: Priority
    var items: [LineItem]
    var discountPercent: UInt8
    var shippingCost: Double
    var total: Decimal
    var notes: String?
    var giftWrapped: Bool
}

/// One product line in an order.
struct LineItem: Codable, Equatable {
    var sku: String
    var name: String
    var quantity: Int
    var unitPrice: Decimal
    var weightKilograms: Double?
}

/// How urgently an order ships.
enum Priority: Int, Codable, Equatable {
    case low = 0
    case normal = 1
    case high = 2
    case urgent = 3
}

/// What the order-cancellation endpoint answers: `{"orderID": 7, "acknowledgement": {}}`. The
/// acknowledgement is an empty type, which decodes from any value (see `Acknowledgement`).
struct CancellationReceipt: Codable, Equatable {
    var orderID: Int64
    var acknowledgement: Acknowledgement
    var audit: Acknowledgement?
}

/// An empty response body. With no properties there are no coding keys, and the synthesized
/// `init(from:)` opens no container: a string, a number, an array or null decodes too.
struct Acknowledgement: Codable, Equatable {}

/// A keep-alive message whose `CodingKeys` has no cases: nothing is decoded, whatever is sent.
struct OrderPing: Codable, Equatable {
    var sentAt: Date? = nil

    enum CodingKeys: CodingKey {}
}
