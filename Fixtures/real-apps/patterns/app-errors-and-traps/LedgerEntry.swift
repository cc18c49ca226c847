import Foundation

/// A bank statement import: the app checks values with its own code and throws its own errors,
/// computes values with functions that cannot throw (called without `try`), and force-unwraps a
/// number it is sure of, which stops the app when the document holds something else.
enum LedgerError: Error, Equatable {
    case unknownCurrency(String)
    case badAmount(String)
}

enum LedgerCurrency: String, Codable, Equatable {
    case eur = "EUR", usd = "USD", gbp = "GBP"
}

struct LedgerEntry: Decodable, Equatable {
    var id: Int
    var amountCents: Int
    var currency: LedgerCurrency
    var accountNumber: Int
    var reference: String
    var checksum: Int

    enum CodingKeys: String, CodingKey {
        case id, amount, currency, account, reference
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        let amountText = try container.decode(String.self, forKey: .amount)
        guard let cents = Self.cents(from: amountText) else {
            throw LedgerError.badAmount(amountText)
        }
        amountCents = cents
        let code = try container.decode(String.self, forKey: .currency)
        guard let currency = LedgerCurrency(rawValue: code.uppercased()) else {
            throw LedgerError.unknownCurrency(code)
        }
        self.currency = currency
        let account = try container.decode(String.self, forKey: .account)
        accountNumber = Int(account)!
        reference = try container.decodeIfPresent(String.self, forKey: .reference) ?? ""
        // The app's own function, called without `try`: it cannot throw.
        checksum = LedgerEntry.checksum(of: reference, account: accountNumber)
    }


    /// Amounts are sent in cents, as digits.
    static func cents(from text: String) -> Int? {
        Int(text)
    }

    static func checksum(of reference: String, account: Int) -> Int {
        reference.unicodeScalars.reduce(account % 97) { ($0 * 31 + Int($1.value)) % 97 }
    }
}

/// One statement: its entries, the first of which must exist.
struct LedgerStatement: Decodable, Equatable {
    var iban: String
    var entries: [LedgerEntry]
    var opening: LedgerEntry

    enum CodingKeys: String, CodingKey {
        case iban, entries
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        iban = try container.decode(String.self, forKey: .iban)
        let entries = try container.decode([LedgerEntry].self, forKey: .entries)
        self.entries = entries
        opening = entries[0]
    }

}
