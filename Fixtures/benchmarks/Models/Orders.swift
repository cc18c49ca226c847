import Foundation

// Models for the generated inputs: `orders.json` (one array of orders) and `orders.jsonl` (one
// order per line). `OrdersGenerator` in Sources/codable-check-bench writes exactly this shape.
//
// Keys are snake_case, spelled in `CodingKeys` as in the corpus models. Dates are ISO 8601 strings
// and every path decodes them with the `.iso8601` strategy. Prices are JSON numbers with at most
// two decimals, decoded as `Decimal` as a shop's money would be.

/// A customer's order.
struct Order: Codable, Equatable {
    let id: String
    let number: Int
    let status: OrderStatus
    let currency: Currency
    let placedAt: Date
    /// Null until the order ships.
    let shippedAt: Date?
    let customer: Customer
    let shippingAddress: PostalAddress
    /// Null when it is the shipping address, absent from orders made before the field existed.
    let billingAddress: PostalAddress?
    let shippingSpeed: ShippingSpeed
    let items: [LineItem]
    let subtotal: Decimal
    let shippingCost: Decimal
    let tax: Decimal
    let total: Decimal
    /// Absent unless a code was used.
    let discountCode: String?
    let tags: [String]
    /// Absent for most orders; free text with quotes, newlines and non-ASCII characters.
    let giftMessage: String?

    enum CodingKeys: String, CodingKey {
        case id, number, status, currency
        case placedAt = "placed_at"
        case shippedAt = "shipped_at"
        case customer
        case shippingAddress = "shipping_address"
        case billingAddress = "billing_address"
        case shippingSpeed = "shipping_speed"
        case items, subtotal
        case shippingCost = "shipping_cost"
        case tax, total
        case discountCode = "discount_code"
        case tags
        case giftMessage = "gift_message"
    }
}

/// Where an order is in its life.
enum OrderStatus: String, Codable, CaseIterable {
    case pending
    case paid
    case shipped
    case delivered
    case cancelled
    case refunded
}

/// The ISO 4217 code the order's amounts are in.
enum Currency: String, Codable, CaseIterable {
    case eur = "EUR"
    case usd = "USD"
    case gbp = "GBP"
    case jpy = "JPY"
    case chf = "CHF"
}

/// Delivery service level, stored as its number of business days' target.
enum ShippingSpeed: Int, Codable, CaseIterable {
    case express = 1
    case priority = 2
    case standard = 5
    case economy = 10
}

/// The person who ordered.
struct Customer: Codable, Equatable {
    let id: Int
    let email: String
    let name: String
    /// Null when not given.
    let phone: String?
    let isReturning: Bool
    /// Absent for customers outside the loyalty programme.
    let loyaltyTier: LoyaltyTier?

    enum CodingKeys: String, CodingKey {
        case id, email, name, phone
        case isReturning = "is_returning"
        case loyaltyTier = "loyalty_tier"
    }
}

/// Loyalty programme level.
enum LoyaltyTier: String, Codable, CaseIterable {
    case bronze
    case silver
    case gold
}

/// A postal address.
struct PostalAddress: Codable, Equatable {
    let name: String
    let line1: String
    /// Null for most addresses.
    let line2: String?
    let city: String
    /// Absent where the country has no regions in addresses.
    let region: String?
    let postalCode: String
    /// ISO 3166-1 alpha-2.
    let country: String

    enum CodingKeys: String, CodingKey {
        case name, line1, line2, city, region
        case postalCode = "postal_code"
        case country
    }
}

/// One product line of an order.
struct LineItem: Codable, Equatable {
    let sku: String
    let name: String
    let quantity: Int
    let unitPrice: Decimal
    /// A fraction of the line's price, null when there is none.
    let discountRate: Double?
    let weightKilograms: Double
    /// Product options as shown to the customer (`size`, `colour`); often empty.
    let attributes: [String: String]

    enum CodingKeys: String, CodingKey {
        case sku, name, quantity
        case unitPrice = "unit_price"
        case discountRate = "discount_rate"
        case weightKilograms = "weight_kg"
        case attributes
    }
}
