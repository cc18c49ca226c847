import Foundation

/// A price as the catalog service writes it: "12.50 EUR".
public struct Price: Decodable, Equatable {
    public var amount: Decimal
    public var currency: String

    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let label = try container.decode(String.self)
        // The module names itself, as packages do to reach a free function past a member of the same name.
        guard let price = Catalog.parsePrice(label) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unreadable price: \(label)")
        }
        self = price
    }
}
