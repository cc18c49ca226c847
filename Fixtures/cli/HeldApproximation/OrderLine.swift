import Foundation

/// An order line: synthesized decoding, exact on its own, but it holds a `Money`.
struct OrderLine: Decodable {
    let sku: String
    let price: Money
}

/// An amount whose currency the app's own registry looks up, a call that may throw and whose
/// code the schema does not hold: that statement is not followed.
struct Money: Decodable {
    let cents: Int
    let currency: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        cents = try container.decode(Int.self)
        currency = try CurrencyRegistry.shared.code(for: cents)
    }
}
