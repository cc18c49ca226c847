import Foundation

// Issue 22: payment SDKs read a method's details as a list of entries and keep the one they
// want, skipping the others with `guard entry.key == wanted else { continue }` inside a `while
// !container.isAtEnd` loop. Our own model, in that shape: a shop's gift-card payment method,
// whose `details` list names the card brands it takes. The brands are not encoded back, so the
// type is `Decodable` only: verdicts are compared, not values.

/// One brand of gift card.
struct CardBrand: Decodable {
    var id: String
    var name: String
}

/// A gift-card payment method.
struct GiftCardMethod: Decodable {
    var type: String
    var brands: [CardBrand]

    enum CodingKeys: String, CodingKey {
        case type, details, brands

        enum Detail: String, CodingKey {
            case key, items, optional
            static let brandKey = "brand"
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        if var details = try? container.nestedUnkeyedContainer(forKey: .details) {
            var found: [CardBrand] = []
            while !details.isAtEnd {
                let detail = try details.nestedContainer(keyedBy: CodingKeys.Detail.self)
                let key = try detail.decode(String.self, forKey: .key)
                guard key == CodingKeys.Detail.brandKey else {
                    continue
                }
                if try detail.decodeIfPresent(Bool.self, forKey: .optional) == true {
                    continue
                }
                found = try detail.decode([CardBrand].self, forKey: .items)
            }
            brands = found
        } else {
            brands = try container.decode([CardBrand].self, forKey: .brands)
        }
    }
}
