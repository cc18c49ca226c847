import Foundation

/// A club member whose `init(from:)` decodes into locals, converts one, and hands them to the
/// memberwise initializer with `self.init(...)`. (Seen in a SwiftUI app's user model.)
struct Member: Decodable {
    let name: String
    let joined: Date

    init(name: String, joined: Date) {
        self.name = name
        self.joined = joined
    }

    private enum CodingKeys: String, CodingKey {
        case name
        case joinedAt
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let seconds = try container.decode(Double.self, forKey: .joinedAt)
        self.init(name: name, joined: Date(timeIntervalSince1970: seconds))
    }
}
