import Foundation

// A marketplace app receives payout webhooks. Older API versions send `amount` as a decimal
// string, newer ones `amount_minor` in cents; the app needs one of them and says so with a
// hand-built `keyNotFound`, as the census found in SwiftOpenAI's and Damus's models.

struct PayoutEvent: Codable {
    let id: String
    let currency: String
    let amountMinor: Int?
    let amount: String?
    let destination: Destination

    struct Destination: Codable {
        let iban: String
        let holder: String
    }

    enum CodingKeys: String, CodingKey {
        case id, currency, amount, destination
        case amountMinor = "amount_minor"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        currency = try container.decode(String.self, forKey: .currency)
        amountMinor = try container.decodeIfPresent(Int.self, forKey: .amountMinor)
        amount = try container.decodeIfPresent(String.self, forKey: .amount)
        if amountMinor == nil && amount == nil {
            throw DecodingError.keyNotFound(
                CodingKeys.amountMinor,
                DecodingError.Context(
                    codingPath: container.codingPath, debugDescription: "A payout needs amount_minor (or the older amount)."))
        }
        guard container.contains(.destination) else {
            throw DecodingError.keyNotFound(
                CodingKeys.destination,
                .init(codingPath: container.codingPath, debugDescription: "Payouts without a destination are not supported."))
        }
        destination = try container.decode(Destination.self, forKey: .destination)
    }
}
