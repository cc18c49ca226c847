import Foundation

// Issue 22: defaults made from nothing (our own sketch of a virtual machine's saved settings):
// an interface saved without an identifier gets a new `UUID()`, one without a date the time
// `Date()` gives. Neither call throws or stops the app; their values are not known, and nothing
// the body checks depends on them.

/// A network interface of a virtual machine, as its settings file keeps it.
struct VirtualInterface: Decodable {
    let identifier: String
    let macAddress: String
    let attachedAt: Date
    let mode: String

    enum CodingKeys: String, CodingKey {
        case identifier = "uuid"
        case macAddress = "mac"
        case attachedAt = "attached_at"
        case mode
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try values.decodeIfPresent(UUID.self, forKey: .identifier)?.uuidString ?? UUID().uuidString
        macAddress = try values.decode(String.self, forKey: .macAddress)
        attachedAt = try values.decodeIfPresent(Date.self, forKey: .attachedAt) ?? Date()
        mode = try values.decodeIfPresent(String.self, forKey: .mode) ?? "shared"
    }
}
