import Foundation

// Issue 22: Xcode's "Add Explicit Codable Implementation" and hand-edited SDK models spell the
// keys the compiler synthesizes through the type's full name
// (`KeyedDecodingContainer<Shipment.Label.CodingKeys>`, `forKey: Shipment.Label.CodingKeys.carrier`,
// `Self.CodingKeys.weightGrams`). Our own model in that shape: a parcel shipment's labels,
// whose tracking number is read leniently (anything but a string is no tracking number).

/// A parcel shipment with its carrier labels.
struct Shipment: Codable, Equatable {
    /// One carrier label; `CodingKeys` is synthesized (the type is `Encodable` as well).
    struct Label: Codable, Equatable {
        let carrier: String
        let tracking: String?
        let weightGrams: Int

        init(from decoder: any Decoder) throws {
            let container: KeyedDecodingContainer<Shipment.Label.CodingKeys> = try decoder.container(
                keyedBy: Shipment.Label.CodingKeys.self)
            self.carrier = try container.decode(String.self, forKey: Shipment.Label.CodingKeys.carrier)
            if let tracking = try? container.decodeIfPresent(String.self, forKey: Shipment.Label.CodingKeys.tracking) {
                self.tracking = tracking
            } else {
                self.tracking = nil
            }
            self.weightGrams = try container.decode(Int.self, forKey: Self.CodingKeys.weightGrams)
        }
    }

    let reference: String
    let labels: [Label]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Self.CodingKeys.self)
        self.reference = try container.decode(String.self, forKey: Self.CodingKeys.reference)
        self.labels = try container.decode([Label].self, forKey: Shipment.CodingKeys.labels)
    }
}
