import Foundation

struct Invoice: Decodable {
    var total: Double

    enum CodingKeys: String, CodingKey {
        case total
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for key in container.allKeys {
            print(key)
        }
        total = try container.decode(Double.self, forKey: .total)
    }
}
