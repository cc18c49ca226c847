// A schema file that does not parse: `decode(` and the body's `}` are never closed.
struct Parcel: Decodable {
    var weight: Int
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        weight = try container.decode(Int.self, forKey: .weight
    }
