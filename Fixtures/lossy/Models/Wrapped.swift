import BetterCodable
import Foundation

/// BetterCodable's wrappers, as real apps use them.
struct Feed: Codable {
    @LossyArray var ids: [String]
    @LossyDictionary var scores: [String: Int]
    @LossyOptional var website: URL?
    @DefaultFalse var isPinned: Bool
    @DefaultTrue var isVisible: Bool
    @DefaultEmptyArray var tags: [String]
    @DefaultEmptyDictionary var flags: [String: Bool]
    @DefaultCodable<ZeroStrategy> var retries: Int
    @LosslessValue var count: Int
    @LosslessValue var label: String
    @DateValue<ISO8601Strategy> var published: Date
    @DateValue<TimestampStrategy> var updated: Date
    @DateValue<YearMonthDayStrategy> var day: Date
    @DateValue<RFC3339Strategy> var checked: Date
}

struct ZeroStrategy: DefaultCodableStrategy {
    static var defaultValue: Int { 0 }
}
