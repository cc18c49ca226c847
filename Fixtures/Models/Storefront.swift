import Foundation

// A shop's catalogue: `init(from:)` bodies that hand the work to helpers of their own type (a
// static function that reads a list, one whose single expression is its result) and to a method
// a protocol extension gives every catalogue entry. Compiled into the core tests and read as a
// schema by `InitializerSafetyDifferentialTests`.

/// The keys every catalogue entry has, read by the protocol extension's helper.
enum CatalogueKeys: String, CodingKey {
    case sku
}

/// An entry of the shop's catalogue: it has a stock-keeping unit, which the extension reads.
protocol CatalogueEntry {
    var sku: String { get set }
}

extension CatalogueEntry {
    /// Reads the SKU, which must not be empty.
    mutating func decodeSKU(with decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CatalogueKeys.self)
        let value = try container.decode(String.self, forKey: .sku)
        if value.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .sku, in: container, debugDescription: "a SKU cannot be empty")
        }
        sku = value
    }
}

/// A product: its prices are read by a static helper that rejects negative ones, its tags by a
/// helper whose one expression is its result, and its SKU by the protocol extension.
struct ShopProduct: Codable, Equatable, CatalogueEntry {
    var sku: String = ""
    var name: String
    var prices: [Double]
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case sku, name, prices, tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        prices = try Self.decodePrices(from: container)
        tags = try Self.decodeTags(in: container)
        try decodeSKU(with: decoder)
    }

    private static func decodePrices(from container: KeyedDecodingContainer<CodingKeys>) throws -> [Double] {
        guard container.contains(.prices) else { return [] }
        var list = try container.nestedUnkeyedContainer(forKey: .prices)
        var prices: [Double] = []
        while !list.isAtEnd {
            let price = try list.decode(Double.self)
            guard price >= 0 else {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "a price cannot be negative")
            }
            prices.append(price)
        }
        return prices
    }

    private static func decodeTags(in container: KeyedDecodingContainer<CodingKeys>) throws -> [String] {
        try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}

/// An order line: the quantity is read by a method that may return early, and checked by a
/// method that reads the properties already set.
struct ShopOrderLine: Codable, Equatable {
    var product: String
    var quantity: Int

    enum CodingKeys: String, CodingKey {
        case product, quantity, count
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        product = try container.decode(String.self, forKey: .product)
        quantity = 1
        try readQuantity(from: container)
        try validate(in: container)
    }

    private mutating func readQuantity(from container: KeyedDecodingContainer<CodingKeys>) throws {
        if let quantity = try container.decodeIfPresent(Int.self, forKey: .quantity) {
            self.quantity = quantity
            return
        }
        quantity = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
    }

    private func validate(in container: KeyedDecodingContainer<CodingKeys>) throws {
        guard quantity > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .quantity, in: container, debugDescription: "quantity must be positive")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(product, forKey: .product)
        try container.encode(quantity, forKey: .quantity)
    }
}

/// A platform an app in the shop runs on: the name is matched case-insensitively, an old name is
/// mapped to the new one, and an unknown one is an error at a coding path written out as keys
/// (which JSONDecoder reports as written, not under the value being decoded).
struct ShopPlatform: Codable, Equatable {
    enum Name: String, Codable {
        case ios, macos, visionos
    }

    var name: Name
    var minimumVersion: String

    enum CodingKeys: String, CodingKey {
        case name = "platformName"
        case minimumVersion = "version"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            let rawValue = try container.decode(String.self, forKey: CodingKeys.name).lowercased()
            switch rawValue {
            case "xros":
                self.name = .visionos
            default:
                guard let name = Name(rawValue: rawValue) else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: [CodingKeys.name], debugDescription: "invalid platform name: \(rawValue)"))
                }
                self.name = name
            }
        }
        self.minimumVersion = try container.decode(String.self, forKey: CodingKeys.minimumVersion)
    }
}

/// A basket: the codes are normalised element by element, unknown coupons dropped, empty notes
/// left out, and the item count checked.
struct ShopBasket: Codable, Equatable {
    var codes: [String]
    var coupons: [Int]
    var notes: [String]

    enum CodingKeys: String, CodingKey {
        case codes, coupons, notes
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try container.decode([String].self, forKey: .codes)
        codes = raw.map { $0.uppercased() }
        coupons = try container.decodeIfPresent([String].self, forKey: .coupons)?.compactMap { Int($0) } ?? []
        notes = try container.decode([String].self, forKey: .notes).filter { !$0.isEmpty }.map { $0.lowercased() }
        if codes.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .codes, in: container, debugDescription: "a basket holds at least one item")
        }
    }
}

/// A receipt: the total is the sum of the line amounts, which JSONDecoder never rejects.
struct ShopReceipt: Decodable, Equatable {
    var amounts: [Double]
    var total: Double

    enum CodingKeys: String, CodingKey {
        case amounts
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amounts = try container.decode([Double].self, forKey: .amounts)
        total = try container.decode([Double].self, forKey: .amounts).reduce(0, +)
    }
}
