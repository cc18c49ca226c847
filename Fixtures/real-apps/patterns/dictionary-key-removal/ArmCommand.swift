import Foundation

// Issue 22: SDK payloads that keep "the rest of the object" as parameters (an agent's computer
// actions, a webhook's extra fields): the body decodes the whole object again as a dictionary,
// copies it into a local and drops the members it decoded on its own with `Dictionary`'s own
// `removeValue(forKey:)`, or by setting them to nil. Our own model, in that shape.

/// A command sent to a robot arm: its action, and every other member of the object as a setting.
struct ArmCommand: Codable {
    var action: String
    var target: String?
    var settings: [String: String]

    enum CodingKeys: String, CodingKey {
        case action, target, settings
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try container.decode(String.self, forKey: .action)
        target = try container.decodeIfPresent(String.self, forKey: .target)

        // Every member, then without those decoded above.
        let everything = try decoder.singleValueContainer().decode([String: String].self)
        var rest = everything
        rest.removeValue(forKey: "action")
        rest[CodingKeys.target.rawValue] = nil
        settings = rest
    }
}
