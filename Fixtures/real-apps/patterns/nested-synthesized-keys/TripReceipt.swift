import Foundation

/// A ride receipt whose nested types decode by hand from `CodingKeys.self` without declaring
/// keys of their own. `Fare` and `Pickup` are `Codable` with a synthesized `encode(to:)`, so the
/// compiler gives each a `CodingKeys` of its own, which hides the receipt's declared one (whose
/// `tripID` is spelled `trip_id`). `Rating` is `Decodable` alone: nothing is synthesized for it,
/// so its `CodingKeys` is the receipt's, and `.tripID` reads `"trip_id"`.
struct TripReceipt: Codable {
    let tripID: String
    let fare: Fare
    let pickup: Pickup

    enum CodingKeys: String, CodingKey {
        case tripID = "trip_id"
        case fare
        case pickup
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tripID = try container.decode(String.self, forKey: .tripID)
        fare = try container.decode(Fare.self, forKey: .fare)
        pickup = try container.decode(Pickup.self, forKey: .pickup)
    }

    struct Fare: Codable {
        let amount: Int
        let currency: String
        let tip: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            amount = try container.decode(Int.self, forKey: .amount)
            currency = try container.decodeIfPresent(String.self, forKey: .currency) ?? "EUR"
            tip = try container.decodeIfPresent(Int.self, forKey: .tip)
        }
    }

    /// Where the ride started: a street address or a named place, told apart by the key present.
    enum Pickup: Codable {
        case address(String)
        case place(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.address) {
                self = .address(try container.decode(String.self, forKey: .address))
            } else {
                self = .place(try container.decode(String.self, forKey: .place))
            }
        }
    }

    struct Rating: Decodable {
        let tripID: String
        let stars: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tripID = try container.decode(String.self, forKey: .tripID)
            stars = 5
        }
    }
}
