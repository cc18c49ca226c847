import Foundation

/// `@DateValue`'s formats, exactly as BetterCodable configures them.
enum WrapperDateFormats {
    static func date(from string: String, _ format: FieldSemantics.DateFormat, custom: String? = nil) -> Date? {
        switch format {
        case .iso8601, .iso8601WithFractionalSeconds: isoFormatter(format).date(from: string)
        case .rfc3339, .rfc2822, .yearMonthDay, .custom: formatter(format, custom: custom).date(from: string)
        case .timestamp, .timestampString: Double(string).map(Date.init(timeIntervalSince1970:))
        // The app's own parser: no `Date` the tool can compute (`encodedText` keeps the string
        // instead).
        case .convertible: nil
        }
    }

    /// The date string as the wrapper holds it and encodes it again, as JSON text: parsed in the
    /// format and written back in it; nil when it does not parse. A `.convertible` string (the
    /// app's own `DateConvertible`, code the tool cannot run) is assumed to parse and to print
    /// back as read.
    static func encodedText(of string: String, _ format: FieldSemantics.DateFormat, custom: String?) -> String? {
        var writer = EncodedJSONWriter()
        if format == .convertible {
            writer.writeString(string)
        } else {
            guard let date = date(from: string, format, custom: custom) else { return nil }
            writer.writeString(self.string(from: date, format, custom: custom))
        }
        return writer.text
    }

    static func string(from date: Date, _ format: FieldSemantics.DateFormat, custom: String? = nil) -> String {
        switch format {
        case .iso8601, .iso8601WithFractionalSeconds: isoFormatter(format).string(from: date)
        case .rfc3339, .rfc2822, .yearMonthDay, .custom: formatter(format, custom: custom).string(from: date)
        case .timestamp, .timestampString: date.timeIntervalSince1970.description
        case .convertible: date.description
        }
    }

    static func example(_ format: FieldSemantics.DateFormat, custom: String? = nil) -> String {
        switch format {
        case .timestampString: "978307200.0"
        case .custom: formatter(format, custom: custom).string(from: Date(timeIntervalSince1970: 851042397))
        case .iso8601: "1996-12-19T16:39:57-08:00"
        case .iso8601WithFractionalSeconds: "1996-12-19T16:39:57.123Z"
        case .rfc3339: "1996-12-19T16:39:57-0800"
        case .rfc2822: "Thu, 19 Dec 1996 16:39:57 GMT"
        case .timestamp: "851042397"
        case .yearMonthDay: "1996-12-19"
        case .convertible: "any string"
        }
    }

    private static func isoFormatter(_ format: FieldSemantics.DateFormat) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        if format == .iso8601WithFractionalSeconds { formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
        return formatter
    }

    private static func formatter(_ format: FieldSemantics.DateFormat, custom: String? = nil) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        switch format {
        case .rfc3339: formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        case .rfc2822: formatter.dateFormat = "EEE, d MMM y HH:mm:ss zzz"
        case .custom: formatter.dateFormat = custom ?? "y-MM-dd"
        default: formatter.dateFormat = "y-MM-dd"
        }
        return formatter
    }
}
