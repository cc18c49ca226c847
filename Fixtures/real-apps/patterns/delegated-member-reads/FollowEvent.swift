import Foundation

// Issue 22: chat SDKs decode an event by delegating to its memberwise initializer, handing it a
// stored property of a payload they read on the spot (`userId: try container.decode(User.self,
// forKey: .user).id`), where the payload decodes in its own way. The `try` covers the read; the
// property read after it can neither throw nor stop the app. Our own model, in that shape: a
// social app's follow events. The events are not encoded back, so these types are `Decodable`
// only: verdicts are compared, not values.

/// A member as the event payload carries it; a member without a name is refused.
final class MemberProfile: Decodable {
    let id: String
    let displayName: String

    private enum CodingKeys: String, CodingKey {
        case id
        case name
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        let name = try container.decode(String.self, forKey: .name)
        guard !name.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "A member without a name.")
        }
        displayName = name
    }
}

/// Someone followed someone.
struct FollowEvent {
    let kind: String
    let followerID: String
    let followedID: String
}

extension FollowEvent: Decodable {
    private enum CodingKeys: String, CodingKey {
        case kind
        case follower
        case followed
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(String.self, forKey: .kind),
            followerID: try container.decode(MemberProfile.self, forKey: .follower).id,
            followedID: try container.decode(MemberProfile.self, forKey: .followed).id
        )
    }
}
