import Foundation

/// A payment method whose case an app's own lookup decides: the tool does not follow the loop
/// in `PayoutMethod.named(_:)`, so it does not know which case a document's text makes.
enum PayoutMethod: String, Codable {
    case card, bankTransfer, wallet

    init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = PayoutMethod.named(text)
    }

    /// Legacy names first, then the current ones; anything else is a card.
    static func named(_ text: String) -> PayoutMethod {
        var method = PayoutMethod.card
        for legacy in ["sepa", "ach", "bank_transfer"] where text.lowercased() == legacy {
            method = .bankTransfer
        }
        if text.lowercased().hasSuffix("pay") { method = .wallet }
        return method
    }
}

/// Synthesized: its stored properties are read from its encoding.
struct PayoutSource: Codable {
    let method: PayoutMethod
    let label: String?
}

/// Checks a stored property of a decoded value against a case.
struct CardCharge: Decodable {
    let source: PayoutSource
    let amountCents: Int

    enum CodingKeys: String, CodingKey {
        case source
        case amountCents = "amount_cents"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let source = try container.decode(PayoutSource.self, forKey: .source)
        guard source.method == .card else {
            throw DecodingError.dataCorruptedError(forKey: .source, in: container, debugDescription: "card payments only")
        }
        self.source = source
        amountCents = try container.decode(Int.self, forKey: .amountCents)
    }
}

/// Compares and switches on a decoded value as a whole.
struct Payout: Decodable {
    let method: PayoutMethod
    let account: String

    enum CodingKeys: String, CodingKey {
        case method, iban, email
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let method = try container.decode(PayoutMethod.self, forKey: .method)
        if method == .wallet {
            throw DecodingError.dataCorruptedError(forKey: .method, in: container, debugDescription: "wallets cannot receive payouts")
        }
        switch method {
        case .bankTransfer:
            account = try container.decode(String.self, forKey: .iban)
        default:
            account = try container.decode(String.self, forKey: .email)
        }
        self.method = method
    }
}
