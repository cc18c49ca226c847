import Foundation

// Issue 22, census construct "local type declared in init(from:)" with "switch on a local
// value": the shape generated API clients (CreateAPI and the like) write for a resource array
// holding several kinds. The body declares a small `Decodable` struct holding only the
// discriminator, decodes it from the same single-value container, switches on its member, and
// decodes the chosen case's type from that container again. An unknown discriminator is the
// app's `dataCorrupted` error.

struct ReleaseBuildAttributes: Codable {
    let version: String
    let uploadedDate: String?
    let usesNonExemptEncryption: Bool?
}

struct ReleaseBuild: Codable {
    let type: String
    let id: String
    let attributes: ReleaseBuildAttributes
}

struct ReleaseTester: Codable {
    let type: String
    let id: String
    let email: String?
    let inviteCount: Int?
}

struct ReleaseBundleID: Codable {
    let type: String
    let id: String
    let identifier: String
}

/// One resource of a release dashboard's response (an element of its `data` and `included`
/// arrays), told apart by its `type` member.
enum ReleaseResource: Codable {
    case build(ReleaseBuild)
    case tester(ReleaseTester)
    case bundleID(ReleaseBundleID)

    init(from decoder: Decoder) throws {

        struct Discriminator: Decodable {
            let type: String
        }

        let container = try decoder.singleValueContainer()
        let discriminatorValue = try container.decode(Discriminator.self).type

        switch discriminatorValue {
        case "builds": self = .build(try container.decode(ReleaseBuild.self))
        case "betaTesters": self = .tester(try container.decode(ReleaseTester.self))
        case "bundleIds": self = try .bundleID(container.decode(ReleaseBundleID.self))

        default:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Discriminator value '\(discriminatorValue)' does not match any expected values (builds, betaTesters, bundleIds)."
            )
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .build(let value): try container.encode(value)
        case .tester(let value): try container.encode(value)
        case .bundleID(let value): try container.encode(value)
        }
    }
}

/// A media server's socket message: the discriminator's key is spelled by a `CodingKeys` enum,
/// the probe is held in a local, and its member is switched on; a member the probe leaves
/// optional is nil when absent.
enum PlayerSocketMessage: Codable {
    case playbackStarted(PlaybackStartedMessage)
    case keepAlive(KeepAliveMessage)

    init(from decoder: Decoder) throws {
        struct Envelope: Decodable {
            let messageType: String
            let sequence: Int?

            enum CodingKeys: String, CodingKey {
                case messageType = "MessageType"
                case sequence = "Sequence"
            }
        }

        let container = try decoder.singleValueContainer()
        let envelope = try container.decode(Envelope.self)
        switch envelope.messageType {
        case "PlaybackStart":
            self = try .playbackStarted(container.decode(PlaybackStartedMessage.self))
        case "KeepAlive":
            self = .keepAlive(try container.decode(KeepAliveMessage.self))
        default:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown message type '\(envelope.messageType)'.")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .playbackStarted(let value): try container.encode(value)
        case .keepAlive(let value): try container.encode(value)
        }
    }
}

struct PlaybackStartedMessage: Codable {
    let MessageType: String
    let ItemId: String
    let PositionTicks: Int
}

struct KeepAliveMessage: Codable {
    let MessageType: String
    let Sequence: Int?
}
