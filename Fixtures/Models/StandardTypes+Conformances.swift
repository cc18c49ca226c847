import Foundation

// `Codable` declared away from the type: a raw-value enum gets `init(from:)` from the standard
// library's `RawRepresentable` default, so this works from any file (synthesis, for structs and
// enums with associated values, happens only in the declaring file).
extension Cuisine: Codable {}
