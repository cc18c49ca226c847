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
