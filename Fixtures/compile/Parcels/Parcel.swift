import Foundation

/// A parcel from a carrier's tracking API, which sends weights as printed labels ("1.5 kg",
/// "750 g"). The app reads the label with its own parser (`ParcelWeight`, in another file), so
/// only the compiled `init(from:)` knows which labels are valid.
struct Parcel: Decodable {
    var trackingNumber: String
    var weightInGrams: Int

    enum CodingKeys: String, CodingKey {
        case trackingNumber = "tracking_number"
        case weightInGrams = "weight"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        trackingNumber = try container.decode(String.self, forKey: .trackingNumber)
        let label = try container.decode(String.self, forKey: .weightInGrams)
        guard let grams = ParcelWeight.grams(fromLabel: label) else {
            throw DecodingError.dataCorruptedError(
                forKey: .weightInGrams, in: container, debugDescription: "Unreadable weight label: \(label)")
        }
        weightInGrams = grams
    }
}
