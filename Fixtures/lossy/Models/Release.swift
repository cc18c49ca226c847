import Foundation
import Kodable

/// An album release as a label's API sends it: every date in its own format, each read by one of
/// Kodable's `@CodableDate` strategies (`en_US_POSIX`, UTC).
struct AlbumRelease: Kodable {
    @Coding var title: String
    /// ISO 8601, the default strategy: `1996-12-19T16:39:57-08:00`, no fraction.
    @CodableDate var announcedAt: Date
    /// ISO 8601 with fractional seconds: `2021-08-30T18:35:19.209Z`.
    @CodableDate(.iso8601WithMillisecondPrecision, "streamed_at") var streamedAt: Date
    /// RFC 2822 (`EEE, d MMM y HH:mm:ss zzz`): `Thu, 19 Dec 1996 16:39:57 GMT`.
    @CodableDate(.rfc2822, "press_release") var pressRelease: Date
    /// RFC 3339 (`yyyy-MM-dd'T'HH:mm:ssZ`): `1996-12-19T16:39:57-0800`.
    @CodableDate(.rfc3339, "updated") var updated: Date
    /// Unix seconds, as a string: `"978307200.0"`; `.enforceTypeDecoding` refuses a number.
    @CodableDate(.timestamp, "released", .enforceTypeDecoding) var released: Date
    /// Unix seconds as a number, read through its text (the README's default; Kodable's released
    /// code needs the `.lossless` written here).
    @CodableDate(.timestamp, "charted", .lossless) var charted: Date
    /// A custom format.
    @CodableDate(.format("dd/MM/yyyy"), "recorded") var recorded: Date
    /// Unix milliseconds: Kodable has no strategy for them, so the app brings its own parser.
    @CodableDate(.custom(MillisecondsSince1970()), "ingested_ms") var ingested: Date?
    /// Optional: a string that does not parse is nil, silently.
    @CodableDate(.rfc2822, "remastered") var remastered: Date?
}

/// The app's parser for Unix milliseconds.
struct MillisecondsSince1970: DateConvertible {
    func date(from value: String) -> Date? {
        Double(value).map { Date(timeIntervalSince1970: $0 / 1000) }
    }

    func string(from date: Date) -> String {
        String(Int(date.timeIntervalSince1970 * 1000))
    }
}
