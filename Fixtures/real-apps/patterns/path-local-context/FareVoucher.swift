import Foundation

/// A transit operator's book of fare vouchers. The app checks each voucher and builds its own
/// errors from a coding path it keeps in a local first: a path written out as keys
/// (`let codingPath = [CodingKeys.rides]`), a container's path or the decoder's (`let zonePath =
/// container.codingPath`, `let path = decoder.codingPath`), handed to the context later.
/// JSONDecoder reports a written path as it is, wherever the voucher sits in the document.
struct FareVoucherBook: Codable {
    var issuer: String
    var vouchers: [FareVoucher]

    enum CodingKeys: String, CodingKey {
        case issuer, vouchers
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        issuer = try container.decode(String.self, forKey: .issuer)
        vouchers = try container.decode([FareVoucher].self, forKey: .vouchers)
    }
}

struct FareVoucher: Codable {
    var code: String
    var rides: Int
    var zone: Int
    var fareZone: FareZoneCode?

    enum CodingKeys: String, CodingKey {
        case code, rides, zone
        case fareZone = "fare_zone"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(String.self, forKey: .code)
        rides = try container.decode(Int.self, forKey: .rides)
        if rides < 1 {
            let codingPath = [CodingKeys.rides]
            let context = DecodingError.Context(codingPath: codingPath, debugDescription: "a voucher holds at least one ride")
            throw DecodingError.dataCorrupted(context)
        }
        zone = try container.decode(Int.self, forKey: .zone)
        let zonePath = container.codingPath
        guard zone <= 9 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: zonePath, debugDescription: "zones run from 0 to 9"))
        }
        fareZone = try container.decodeIfPresent(FareZoneCode.self, forKey: .fareZone)
    }
}

/// A fare zone written as text ("4"): the app reads the number, and says where it failed with
/// the decoder's path, kept before the container is made.
struct FareZoneCode: Codable {
    var number: Int

    init(from decoder: Decoder) throws {
        let path = decoder.codingPath
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let number = Int(text) else {
            let message = "a fare zone is written as digits"
            throw DecodingError.typeMismatch(Int.self, DecodingError.Context(codingPath: path, debugDescription: message))
        }
        self.number = number
    }
}
