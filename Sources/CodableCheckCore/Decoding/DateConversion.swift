import Foundation

/// Date rules shared by both decoding paths. The numeric strategies are `Double` decoding plus
/// arithmetic (`JSONNumberConversion`); these are the string-based ones.
enum DateConversion {
    /// `.iso8601` exactly as JSONDecoder parses it: `Date.ISO8601FormatStyle()` with its
    /// defaults (so `Z`, `+02:00`, `+0200` and fractions pass; lower-case `t`/`z`, a date alone or a
    /// missing zone fail; impossible dates such as February 30 roll over).
    static func iso8601(_ string: String) -> Date? {
        try? Date.ISO8601FormatStyle().parse(string)
    }

    /// `.formatted(_:)` for the schema path: a `DateFormatter` with `format`, `en_US_POSIX` and
    /// UTC, as the user guide (UsageAndOptions.md) tells users to configure theirs.
    static func formatted(_ string: String, format: String) -> Date? {
        formatter(for: format).date(from: string)
    }

    /// `.formattedInOrder(_:)`: the first format that reads `string`.
    static func formatted(_ string: String, formats: [String]) -> Date? {
        for format in formats {
            if let date = formatted(string, format: format) { return date }
        }
        return nil
    }

    /// What the compiled path hands `JSONDecoder`'s `.formatted(_:)` for several formats: a
    /// `DateFormatter` whose `date(from:)` tries each, the shape apps write (a subclass), so
    /// the app's decoding sees exactly what it would see with its own.
    final class FormatsInOrder: DateFormatter, @unchecked Sendable {
        private var formats: [String] = []

        convenience init(formats: [String]) {
            self.init()
            self.formats = formats
            locale = Locale(identifier: "en_US_POSIX")
            timeZone = TimeZone(secondsFromGMT: 0)
            dateFormat = formats.first
        }

        override func date(from string: String) -> Date? {
            DateConversion.formatted(string, formats: formats)
        }
    }

    private static let formatterCache = FormatterCache()

    private static func formatter(for format: String) -> DateFormatter {
        formatterCache.formatter(for: format)
    }

    /// `DateFormatter`s are costly to make; keep one per format (guarded, since validation may
    /// run on several threads).
    private final class FormatterCache: @unchecked Sendable {
        private var formatters: [String: DateFormatter] = [:]
        private let lock = NSLock()

        func formatter(for format: String) -> DateFormatter {
            lock.lock()
            defer { lock.unlock() }
            if let formatter = formatters[format] { return formatter }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = format
            formatters[format] = formatter
            return formatter
        }
    }
}
