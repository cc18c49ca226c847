import Foundation

// Issue 22: paywall and form SDKs read a component's `type` as a string, make their kind enum
// from it with `init(rawValue:)` (an unknown kind falls back instead of failing), and hand the
// kind to a static helper that switches over its cases. Our own models, in that shape.

/// The kinds of block a settings panel knows.
enum PanelBlockKind: String, Codable {
    case heading
    case toggle
    case divider = "divider_line"
}

struct PanelHeading: Codable {
    var title: String
    var level: Int?
}

struct PanelToggle: Codable {
    var label: String
    var isOn: Bool
}

/// One block of a settings panel; a kind this version does not know is kept as `unknown`.
enum PanelBlock: Decodable {
    case heading(PanelHeading)
    case toggle(PanelToggle)
    case divider
    case unknown

    enum CodingKeys: String, CodingKey {
        case type
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let typeName = try container.decode(String.self, forKey: .type)
        if let kind = PanelBlockKind(rawValue: typeName) {
            self = try Self.decodeKind(from: decoder, kind: kind)
        } else {
            self = .unknown
        }
    }

    private static func decodeKind(from decoder: any Decoder, kind: PanelBlockKind) throws -> PanelBlock {
        switch kind {
        case .heading:
            return .heading(try PanelHeading(from: decoder))
        case .toggle:
            return .toggle(try PanelToggle(from: decoder))
        case .divider:
            return .divider
        }
    }
}

/// When a block is shown: a rule read by a helper that makes the kind itself and returns
/// `unsupported` for one it does not know.
enum PanelRule: Decodable {
    case always
    case minimumVersion(Int)
    case unsupported

    enum CodingKeys: String, CodingKey {
        case type, value
    }

    enum RuleType: String {
        case always
        case minimumVersion = "minimum_version"
    }

    init(from decoder: any Decoder) throws {
        self = try Self.decodeRule(from: decoder)
    }

    private static func decodeRule(from decoder: any Decoder) throws -> Self {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rawType = try container.decode(String.self, forKey: .type)
        guard let type = RuleType(rawValue: rawType) else {
            return .unsupported
        }
        switch type {
        case .always:
            return .always
        case .minimumVersion:
            return .minimumVersion(try container.decode(Int.self, forKey: .value))
        }
    }
}

/// A settings panel: its blocks (none when left out), and the rule for showing it.
struct SettingsPanel: Decodable {
    var blocks: [PanelBlock]
    var rule: PanelRule?

    enum CodingKeys: String, CodingKey {
        case blocks, rule
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        blocks = try container.decodeIfPresent([PanelBlock].self, forKey: .blocks) ?? []
        rule = try container.decodeIfPresent(PanelRule.self, forKey: .rule)
    }
}
