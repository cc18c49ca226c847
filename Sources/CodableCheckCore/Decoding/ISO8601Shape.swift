import Foundation

/// A conservative recogniser for the commonest `.iso8601` spelling, `2024-03-05T10:22:31Z` or
/// `…+02:00`, so validation can skip `Date.ISO8601FormatStyle().parse` (a `String` and a
/// calendar computation per date).
///
/// It only ever says "certainly decodes": every text it accepts is one `ISO8601FormatStyle`
/// parses (a four-digit year from 1900, a real month, days 1–28 so no month-length or leap-year
/// question arises, a real time of day without leap second, an offset of at most 14 hours in
/// quarter hours, not `-00:00`). Anything else, valid or not, goes to the real parser.
enum ISO8601Shape {
    static func isCertainlyValid(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        fields(of: text) != nil
    }

    /// The date of a text `isCertainlyValid` accepts, computed from its fields: the value
    /// `ISO8601FormatStyle` gives it, whole seconds since 1970 (`DecoderFastPathTests` compares the two
    /// over every month, offset and time of day), without a `String` or a calendar.
    static func certainDate(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
        guard let fields = fields(of: text) else { return nil }
        let days = daysSince1970(year: fields.year, month: fields.month, day: fields.day)
        let seconds = days * 86_400 + fields.secondOfDay - fields.offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// What the recognised spelling says, read once for both questions above.
    private struct Fields {
        var year: Int
        var month: Int
        var day: Int
        var secondOfDay: Int
        /// East of UTC is positive: `+02:00` is 7,200.
        var offsetSeconds: Int
    }

    private static func fields(of text: UnsafeBufferPointer<UInt8>) -> Fields? {
        guard text.count == 20 || text.count == 25 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for index in start..<(start + count) {
                let digit = text[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"), text[10] == UInt8(ascii: "T"),
            text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
            let year = number(0, 4), (1900...9999).contains(year),
            let month = number(5, 2), (1...12).contains(month),
            let day = number(8, 2), (1...28).contains(day),
            let hour = number(11, 2), hour < 24,
            let minute = number(14, 2), minute < 60,
            let second = number(17, 2), second < 60
        else { return nil }
        var fields = Fields(year: year, month: month, day: day, secondOfDay: hour * 3_600 + minute * 60 + second, offsetSeconds: 0)
        if text.count == 20 { return text[19] == UInt8(ascii: "Z") ? fields : nil }
        guard text[19] == UInt8(ascii: "+") || text[19] == UInt8(ascii: "-"), text[22] == UInt8(ascii: ":"),
            let offsetHours = number(20, 2), offsetHours <= 14,
            let offsetMinutes = number(23, 2), offsetMinutes % 15 == 0, offsetMinutes < 60
        else { return nil }
        let isEast = text[19] == UInt8(ascii: "+")
        // `-00:00` is left to the parser: RFC 3339 gives it a meaning of its own.
        if !isEast, offsetHours == 0, offsetMinutes == 0 { return nil }
        guard offsetHours < 14 || offsetMinutes == 0 else { return nil }
        let offset = offsetHours * 3_600 + offsetMinutes * 60
        fields.offsetSeconds = isEast ? offset : -offset
        return fields
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
