import Codegen
import Foundation

/// An order from a store's REST API, which sends amounts as strings. `GeneratedFakeable` and
/// `GeneratedCopiable` are marker protocols of the app's own `Codegen` module (its code
/// generator writes test fakes and `copy(...)` methods for the types that adopt them); that
/// module is not among these files.
struct Order: Decodable, GeneratedFakeable, GeneratedCopiable {
    var number: String
    var total: Double

    private enum CodingKeys: String, CodingKey {
        case number
        case total
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(String.self, forKey: .number)
        let amount = try container.decode(String.self, forKey: .total)
        guard let total = Double(amount) else {
            throw DecodingError.dataCorruptedError(forKey: .total, in: container, debugDescription: "Unreadable total: \(amount)")
        }
        self.total = total
    }
}

/// A coupon applied to an order. Its `init(from:)` is synthesized, unless a protocol it adopts
/// supplies one in an extension (`extension Decodable where Self: GeneratedFakeable`), which
/// Swift then uses instead: without `Codegen`'s sources that cannot be told.
struct CouponLine: Codable, GeneratedFakeable {
    var code: String
    var discount: String
}
