import Foundation

/// A shipment as the carrier's tracking API sends it. The app trims and upper-cases the
/// reference the courier typed, with its own `normalized` helper on `String`.
struct Shipment: Decodable {
    var reference: String
    var parcels: Int

    private enum CodingKeys: String, CodingKey {
        case reference
        case parcels
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        reference = try container.decode(String.self, forKey: .reference).normalized
        parcels = try container.decodeIfPresent(Int.self, forKey: .parcels) ?? 1
    }
}

extension String {
    /// `" ab-123 "` is `"AB-123"`.
    var normalized: String { trimmingCharacters(in: .whitespaces).uppercased() }
}
