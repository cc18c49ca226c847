import Foundation

/// "12.50 EUR" → 12.50 in euros; nil unless an amount and a three-letter currency.
public func parsePrice(_ label: String) -> Price? {
    let parts = label.split(separator: " ")
    guard parts.count == 2, let amount = Decimal(string: String(parts[0])), parts[1].count == 3,
        parts[1].allSatisfy({ $0.isUppercase })
    else { return nil }
    return Price(amount: amount, currency: String(parts[1]))
}
