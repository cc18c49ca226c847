import Foundation

/// A shop's book listing: its URL slug is made by the app's own formatter (which may throw, and
/// whose code the schema does not hold), so the statement setting it is not followed and
/// `--print` cannot show the slug the app holds.
struct Listing: Codable {
    let title: String
    let slug: String
    let price: Double

    enum CodingKeys: String, CodingKey {
        case title
        case slug = "url_slug"
        case price
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        slug = try SlugFormatter.shared.slug(for: title)
        price = try container.decode(Double.self, forKey: .price)
    }
}

/// The shop's front page: synthesized decoding, holding listings.
struct FrontPage: Codable {
    let headline: String
    let listings: [Listing]
}
