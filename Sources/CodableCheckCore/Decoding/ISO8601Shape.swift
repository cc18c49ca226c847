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
        guard text.count == 20 || text.count == 25 else { return false }
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
        else { return false }
        if text.count == 20 { return text[19] == UInt8(ascii: "Z") }
        guard text[19] == UInt8(ascii: "+") || text[19] == UInt8(ascii: "-"), text[22] == UInt8(ascii: ":"),
            let offsetHours = number(20, 2), offsetHours <= 14,
            let offsetMinutes = number(23, 2), offsetMinutes % 15 == 0, offsetMinutes < 60
        else { return false }
        // `-00:00` is left to the parser: RFC 3339 gives it a meaning of its own.
        if text[19] == UInt8(ascii: "-"), offsetHours == 0, offsetMinutes == 0 { return false }
        return offsetHours < 14 || offsetMinutes == 0
    }
}
