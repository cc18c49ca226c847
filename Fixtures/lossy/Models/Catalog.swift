import BetterCodable
import Foundation

/// A product catalog whose backend mixes numbers and strings, as BetterCodable's README shows.
struct Catalog: Codable {
    @LosslessArray var skus: [String]
    @LosslessArray var sizes: [Int]
    @LosslessBoolValue var inStock: Bool
    @LosslessBoolValue var featured: String
    @DataValue<Base64Strategy> var thumbnail: Data
}
