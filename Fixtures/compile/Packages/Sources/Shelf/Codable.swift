import Catalog
import Foundation

extension Shelf: Decodable {
    enum CodingKeys: String, CodingKey {
        case name, books, restocked
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        books = try container.decode([Book].self, forKey: .books)
        restocked = try container.decode(Date.self, forKey: .restocked)
    }
}
