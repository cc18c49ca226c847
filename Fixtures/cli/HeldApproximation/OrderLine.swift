import Foundation

/// An order line: synthesized decoding, exact on its own, but it holds a `Money`.
struct OrderLine: Decodable {
    let sku: String
    let price: Money
}

/// An amount whose currency comes from the device's locale, which no command-line option can
/// say: that statement is not followed.
struct Money: Decodable {
    let cents: Int
    let currency: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        cents = try container.decode(Int.self)
        currency = Locale.current.currency?.identifier ?? "EUR"
    }
}
