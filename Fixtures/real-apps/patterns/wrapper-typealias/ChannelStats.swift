import Foundation

// A video-creator dashboard. The app decodes with BetterCodable (its files start with
// `import BetterCodable`), and names the wrappers it uses through its own typealiases and
// strategy types instead of writing `@DefaultCodable<...>` on every property.

struct ZeroCount: DefaultCodableStrategy {
    static var defaultValue: Int { 0 }
}

struct UntitledChannel: DefaultCodableStrategy {
    static let defaultValue = "Untitled"
}

/// A `BoolCodableStrategy` also reads `0`/`1` and `"true"`/`"false"`.
struct ListedByDefault: BoolCodableStrategy {
    static var defaultValue: Bool { true }
}

typealias DefaultZero = DefaultCodable<ZeroCount>
typealias DefaultTitle = DefaultCodable<UntitledChannel>
typealias Listed = DefaultCodable<ListedByDefault>
/// BetterCodable's own strategy, spelled out.
typealias DefaultNoTags = DefaultCodable<DefaultEmptyArrayStrategy<String>>
typealias SkippingBroken<Element: Decodable> = LossyArray<Element>

struct ChannelStats: Codable {
    let channelID: String
    @DefaultTitle var title: String
    @DefaultZero var subscribers: Int
    @DefaultZero var totalViews: Int
    @Listed var isListed: Bool
    @DefaultNoTags var tags: [String]
    @SkippingBroken var recentUploads: [UploadSummary]
    /// The same default written in full.
    @DefaultCodable<ZeroCount> var pendingComments: Int
}

struct UploadSummary: Codable {
    let title: String
    let seconds: Int
}
