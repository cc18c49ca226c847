import Foundation

/// A date formatter the model sources set up entirely with values the tool knows, as
/// `formatter.date(from: s)` uses it in a body. Foundation's own formatter, set up the same way,
/// parses the string, so the verdict (a date or nil) is this toolchain's, quirks included
/// (`ISO8601DateFormatter` takes `2023-02-29` and trailing text; `FoundationLearningTests`).
/// Only set-ups that do not depend on the device are taken: a `DateFormatter` needs its
/// `locale` and `timeZone` stated.
public enum DateParsing: Sendable, Equatable {
    /// `ISO8601DateFormatter()`, with its `formatOptions` (`ISO8601DateFormatter.Options` raw
    /// value); its time zone is GMT unless set.
    case iso8601(options: UInt, timeZone: String)
    /// `DateFormatter()` with a `dateFormat`, a `locale` identifier, a time zone identifier and
    /// `isLenient`.
    case pattern(String, locale: String, timeZone: String, isLenient: Bool)

    /// `ISO8601DateFormatter`'s options when none are set (`.withInternetDateTime`).
    public static let defaultISO8601Options = ISO8601DateFormatter.Options.withInternetDateTime.rawValue

    /// The date the string gives, or nil where the formatter refuses it.
    public func date(from string: String) -> Date? {
        switch self {
        case .iso8601(let options, let timeZone):
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = ISO8601DateFormatter.Options(rawValue: options)
            formatter.timeZone = TimeZone(identifier: timeZone)
            return formatter.date(from: string)
        case .pattern(let format, let locale, let timeZone, let isLenient):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = TimeZone(identifier: timeZone)
            formatter.isLenient = isLenient
            formatter.dateFormat = format
            return formatter.date(from: string)
        }
    }
}
