/// A wall-clock time with a UTC offset, written as ISO 8601 (`2024-03-05T10:22:31Z`,
/// `2024-03-05T10:22:31+02:00`), the form `JSONDecoder`'s `.iso8601` strategy reads.
///
/// Days stay at 28 or below, so adding a few days never needs a calendar and every value is a
/// real date (Foundation rolls impossible dates over instead of rejecting them, which a
/// benchmark should not depend on).
struct GeneratedDateTime {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    /// Minutes east of UTC; 0 is written `Z`.
    var offsetMinutes: Int

    /// The same time some days later; `days` must keep the day at 28 or below.
    func addingDays(_ days: Int) -> GeneratedDateTime {
        var later = self
        later.day += days
        precondition(later.day <= 28, "generated dates stay within every month's length")
        return later
    }

    func write(to out: inout JSONOutput) {
        out.paddedDigits(year, digits: 4); out.byte("-")
        out.paddedDigits(month, digits: 2); out.byte("-")
        out.paddedDigits(day, digits: 2); out.byte("T")
        out.paddedDigits(hour, digits: 2); out.byte(":")
        out.paddedDigits(minute, digits: 2); out.byte(":")
        out.paddedDigits(second, digits: 2)
        if offsetMinutes == 0 {
            out.byte("Z")
        } else {
            out.byte(offsetMinutes < 0 ? "-" : "+")
            out.paddedDigits(abs(offsetMinutes) / 60, digits: 2); out.byte(":")
            out.paddedDigits(abs(offsetMinutes) % 60, digits: 2)
        }
    }
}
