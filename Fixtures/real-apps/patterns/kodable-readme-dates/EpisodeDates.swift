import Foundation

// A podcast app's episode timeline, decoded with Kodable (its files start with
// `import Kodable`): each date in its own format, as Kodable's README shows `@CodableDate`,
// including `.timestamp` read from a JSON number.

struct EpisodeDates: Kodable {
    @CodableDate var recordedAt: Date
    @CodableDate(.format("y-MM-dd"), .key("air_date")) var airDate: Date
    @CodableDate(.rfc2822, .key("feed_pub_date")) var feedPublished: Date
    @CodableDate(.rfc3339, .key("edited_at")) var editedAt: Date
    @CodableDate(.timestamp, .key("published_at")) var publishedAt: Date
}
