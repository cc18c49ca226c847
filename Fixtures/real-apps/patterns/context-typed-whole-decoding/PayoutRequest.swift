import Foundation

/// A payout request whose parts are read whole from the same decoder with `.init(from:)`, the
/// type inferred from the property it is assigned to, as swift-openapi-generator writes `allOf`
/// schemas (`self.value1 = try .init(from: decoder)`). For an optional property Swift picks
/// `Optional`'s own `init(from:)`: `null` gives nil, anything else is read as the wrapped type.
struct PayoutRequest: Codable {
    var amount: PayoutAmount
    var beneficiary: PayoutBeneficiary
    var note: PayoutNote?
    var routing: PayoutRouting

    init(from decoder: any Decoder) throws {
        self.amount = try .init(from: decoder)
        self.beneficiary = try .init(from: decoder)
        let note: PayoutNote? = try .init(from: decoder)
        self.note = note
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.routing = try container.decode(PayoutRouting.self, forKey: .routing)
    }
}

/// Where the money goes: one account, or shares split between accounts. Each payload is read
/// whole by a `Decoder` helper whose type parameter only its result names (the metatype
/// parameter left to its default), so Swift infers it from the case's associated value.
enum PayoutRouting: Codable {
    case account(String)
    case split([PayoutShare])

    init(from decoder: any Decoder) throws {
        if (try? decoder.singleValueContainer().decode(String.self)) != nil {
            self = .account(try decoder.decodeWhole())
        } else {
            self = .split(try decoder.decodeWhole())
        }
    }
}

struct PayoutShare: Codable {
    var iban: String
    var percent: Int
}

extension Decoder {
    /// The whole value as `T`, through the single-value container.
    func decodeWhole<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        let container = try singleValueContainer()
        return try container.decode(T.self)
    }
}

struct PayoutAmount: Codable {
    var value: Int
    var currency: String
}

struct PayoutBeneficiary: Codable {
    var iban: String
    var name: String
    var reference: String?
}

struct PayoutNote: Codable {
    var text: String
}
