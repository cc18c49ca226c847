import Foundation

/// Lossy mode's second chance for a `Date` the chosen strategy refused: ISO 8601 (with and
/// without fractional seconds), RFC 3339 (lower-case `t`/`z` or a space between date and time),
/// RFC 2822, and numeric timestamps, seconds or milliseconds since 1970 told apart by magnitude.
/// The first format that reads the value wins, and the warning names it.
enum DateFallback {
    /// Timestamps at or above this magnitude are milliseconds: 10^11 seconds is the year 5138,
    /// 10^11 milliseconds is March 1973.
    static let millisecondThreshold = 1e11

    static func recover(at index: Int, in document: JSONDocument) -> LossyLeafRules.Recovery? {
        let tape = document.tape
        switch tape.kind(at: index) {
        case .number:
            guard let seconds = Double(document.rawText(at: index)) else { return nil }
            return timestamp(seconds, written: "number \(document.rawText(at: index))")
        case .string:
            guard let text = try? ValueConversion.string(at: index, in: document) else { return nil }
            let written = "string \"\(text)\""
            if let (date, format) = parse(text) {
                return recovery(date, written: written, format: format)
            }
            if LossyLeafRules.isDecimalSpelling(text), let number = Double(text), number.isFinite {
                return timestamp(number, written: written)
            }
            return nil
        default:
            return nil
        }
    }

    /// The date and the name of the textual format that reads `text`.
    static func parse(_ text: String) -> (Date, String)? {
        if let date = DateConversion.iso8601(text) {
            return (date, text.contains(".") ? "ISO 8601 with fractional seconds" : "ISO 8601")
        }
        let rfc3339 = text.uppercased().replacingOccurrences(of: " ", with: "T")
        if rfc3339 != text, let date = DateConversion.iso8601(rfc3339) {
            return (date, "RFC 3339")
        }
        for format in rfc2822Formats {
            if let date = DateConversion.formatted(text, format: format) { return (date, "RFC 2822") }
        }
        return nil
    }

    private static let rfc2822Formats = [
        "EEE, d MMM yyyy HH:mm:ss zzz", "EEE, d MMM yyyy HH:mm:ss Z", "d MMM yyyy HH:mm:ss Z", "EEE, d MMM yyyy HH:mm zzz",
    ]

    /// Timestamps outside `Date.distantPast...Date.distantFuture` (years 1 to 4001) are not taken
    /// for dates: `1e300` is a number that happens to be finite, not a moment anyone meant.
    /// (Strict mode's `.secondsSince1970` and `.millisecondsSince1970` accept it, as Foundation does.)
    static let plausibleDates = Date.distantPast...Date.distantFuture

    private static func timestamp(_ value: Double, written: String) -> LossyLeafRules.Recovery? {
        guard value.isFinite else { return nil }
        let isMilliseconds = abs(value) >= millisecondThreshold
        let date = Date(timeIntervalSince1970: isMilliseconds ? value / 1000 : value)
        guard plausibleDates.contains(date) else { return nil }
        return recovery(date, written: written, format: isMilliseconds ? "milliseconds since 1970" : "seconds since 1970")
    }

    private static func recovery(_ date: Date, written: String, format: String) -> LossyLeafRules.Recovery {
        let shown = date.formatted(Date.ISO8601FormatStyle())
        return LossyLeafRules.Recovery(
            value: .date(date), kind: .dateFallback, message: "\(written) read as \(format): \(shown)")
    }
}
