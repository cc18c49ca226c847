import Foundation

/// A warehouse app's stock item. Its body calls a static helper leaving a defaulted `Bool`
/// parameter out (and once setting it), and decodes its bin through an initializer that takes the
/// decoder and more, one of whose parameters has a default value the call leaves out. Swift fills
/// the left-out parameters with their default values. (Seen in a shop app's networking layer and
/// in SDKs that decode a nested value with its parent's context.)
struct StockItem: Decodable {
    let sku: String
    let quantity: Int
    let reserved: Int
    let bin: Bin?

    enum CodingKeys: String, CodingKey {
        case sku
        case quantity
        case reserved
        case bin
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sku = try container.decode(String.self, forKey: .sku)
        quantity = try Self.count(in: container, forKey: .quantity)
        reserved = try Self.count(in: container, forKey: .reserved, acceptsText: false)
        if container.contains(.bin) {
            bin = try Bin(from: container.superDecoder(forKey: .bin), warehouse: "main")
        } else {
            bin = nil
        }
    }

    /// A count written as a number, or as text when `acceptsText` (the default).
    static func count(in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys, acceptsText: Bool = true) throws
        -> Int
    {
        if acceptsText, let text = try? container.decode(String.self, forKey: key), let value = Int(text) {
            return value
        }
        return try container.decode(Int.self, forKey: key)
    }
}

/// A shelf position, decoded with the warehouse it belongs to.
struct Bin {
    let aisle: String
    let shelf: Int
    let warehouse: String

    enum CodingKeys: String, CodingKey {
        case aisle
        case shelf
    }

    init(from decoder: Decoder, warehouse: String, requiresShelf: Bool = true) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        aisle = try container.decode(String.self, forKey: .aisle)
        shelf = try container.decodeIfPresent(Int.self, forKey: .shelf) ?? 0
        self.warehouse = warehouse
    }
}
