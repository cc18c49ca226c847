import Foundation

/// One thing on a pantry shelf, as the Larder API sends it (snake-case keys, ISO 8601 dates).
public struct PantryItem: Codable, Sendable {
    public enum Unit: String, Codable, Sendable {
        case grams, millilitres, pieces
    }

    public var id: Int
    public var name: String
    public var quantity: Double
    public var unit: Unit
    public var bestBefore: Date?
    public var tags: [String]
}
