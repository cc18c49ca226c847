import Foundation

/// An order as the shop's app decodes it: synthesized decoding, exact, except in the parts
/// below, which only some orders reach.
struct Order: Decodable {
    let id: Int
    let lines: [OrderLine]
    let giftNote: GiftNote?
}

/// A line of an order: its quantity goes through a property wrapper from a package the models
/// do not include, which the tool decodes as the bare `Int`.
struct OrderLine: Decodable {
    let sku: String
    @Clamped var quantity: Int
}

/// A gift note, signed in the language a detector of the app's (which may throw, and whose code
/// the schema does not hold) finds in its text: the statement setting it is not followed.
struct GiftNote: Decodable {
    let text: String
    let language: String

    enum CodingKeys: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        language = try LanguageDetector.shared.language(of: text)
    }
}
