import Foundation
import Testing

/// Disagreements with Foundation that the differential suites have found and reported, so the
/// suites stay green while the bugs are open. Each entry is a bug report: the test argument
/// (a fixture's `domain/folder/file`, or a JSONTestSuite file name) and what is wrong.
///
/// Run with `CODABLE_CHECK_STRICT=1` to see them fail. When a fix lands, the test records
/// "Known issue was not recorded": delete the entry then.
enum KnownIssues {
    enum Layer: String, Sendable {
        /// `JSONReader.read` against `JSONDecoder`'s up-front scan.
        case reader
        /// `CodableCheckDecoder` against `JSONDecoder`.
        case decoder
        /// `SchemaValidator` against `JSONDecoder`.
        case schema
    }

    static let strict = ProcessInfo.processInfo.environment["CODABLE_CHECK_STRICT"] == "1"

    /// Runs `body`, expecting it to record an issue if one is known for `argument` in `layer`.
    static func check(
        _ layer: Layer, _ argument: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) rethrows {
        guard !strict, let known = entries[layer]?[argument] else {
            try body()
            return
        }
        withKnownIssue("\(layer.rawValue): \(known.reason)", isIntermittent: known.isIntermittent,
                       sourceLocation: sourceLocation) {
            try body()
        }
    }

    struct Entry {
        var reason: String
        /// The code under test is marked provisional: the entry may go away without anyone
        /// noticing, so its absence is not an error.
        var isIntermittent = false
    }

    static let partialCodeUnit = Entry(
        reason: "a UTF-16/UTF-32 input whose length is not a whole number of code units is rejected; "
            + "Foundation drops the partial trailing code unit and decodes the rest")
    static let zeroMantissaExponent = Entry(
        reason: "0e1, 0e5, 0E1 decode as Double/Float; Foundation rejects them (dataCorrupted at [])")

    static let entries: [Layer: [String: Entry]] = [
        .reader: [
            "landmarks/valid/utf16-big-endian-with-bom-odd-trailing-byte.json": partialCodeUnit,
            "landmarks/valid/utf16-little-endian-odd-trailing-byte.json": partialCodeUnit,
            "landmarks/valid/utf32-big-endian-with-bom-trailing-byte.json": partialCodeUnit,
            "landmarks/valid/utf32-little-endian-two-trailing-bytes.json": partialCodeUnit,
        ],
        .decoder: [
            "landmarks/valid/utf16-big-endian-with-bom-odd-trailing-byte.json": partialCodeUnit,
            "landmarks/valid/utf16-little-endian-odd-trailing-byte.json": partialCodeUnit,
            "landmarks/valid/utf32-big-endian-with-bom-trailing-byte.json": partialCodeUnit,
            "landmarks/valid/utf32-little-endian-two-trailing-bytes.json": partialCodeUnit,
            "telemetry/invalid/dataCorrupted--humidity-0e1.json": zeroMantissaExponent,
            "telemetry/invalid/dataCorrupted--temperature-0E5.json": zeroMantissaExponent,
            "y_number_0e1.json": zeroMantissaExponent,
        ],
        .schema: schemaEntries,
    ]
}

extension KnownIssues {
    // `SchemaDecoding/LeafRules.swift` says it is provisional until it shares the Decoder's
    // conversion rules, so these entries are intermittent: they may disappear with that change.
    static let schemaAnyType = Entry(
        reason: "typeMismatch/valueNotFound for an integer, Double or Float carries expectedType Any, "
            + "where JSONDecoder's DecodingError carries the type (Int, Double, UInt8...)", isIntermittent: true)
    static let schemaURLNull = Entry(
        reason: "null for a URL is reported as valueNotFound(String) \"Cannot get value of type String\"; "
            + "Foundation says URL", isIntermittent: true)
    static let schemaURL = Entry(
        reason: "URL strings are not validated: \"\", a space in the host, \"http://[::1\" pass; "
            + "Foundation throws dataCorrupted \"Invalid URL string.\" at the value", isIntermittent: true)
    static let schemaUUID = Entry(
        reason: "UUID strings are not validated; Foundation throws dataCorrupted "
            + "\"Attempted to decode UUID from invalid UUID string.\" at the value", isIntermittent: true)
    static let schemaData = Entry(
        reason: "Data (base64) is not checked at all: a number, an array or invalid base64 pass; Foundation "
            + "throws typeMismatch(String) or dataCorrupted \"Encountered Data is not valid Base64.\"", isIntermittent: true)
    static let schemaDate = Entry(
        reason: "Date is not checked under any strategy: under .deferredToDate a string, null or 1e309 pass "
            + "(Foundation: typeMismatch(Double), valueNotFound(Date), dataCorrupted at []); under .iso8601 and "
            + ".formatted any string, a number or null pass (Foundation: dataCorrupted, typeMismatch(String), "
            + "valueNotFound(Date))", isIntermittent: true)
    static let schemaDecimal = Entry(
        reason: "a Decimal's spelling and range are not checked: 012.50, 1e128, 100e200, 1e-129 pass; "
            + "Foundation throws dataCorrupted at []", isIntermittent: true)

    static let schemaEntries: [String: Entry] = [
        "articles/invalid/typeMismatch--edited-at-as-string.json": schemaDate,
        "articles/invalid/typeMismatch--nested-reply-upvotes-as-string.json": schemaAnyType,
        "articles/invalid/valueNotFound--id-null.json": schemaAnyType,
        "books/invalid/dataCorrupted--cover-url-empty.BookWithCoverImages.json": schemaURL,
        "books/invalid/dataCorrupted--cover-url-space-in-host.BookWithCoverImages.json": schemaURL,
        "books/invalid/dataCorrupted--cover-url-unclosed-ipv6.BookWithCoverImages.json": schemaURL,
        "books/invalid/dataCorrupted--published-at-overflow.json": schemaDate,
        "books/invalid/typeMismatch--pages-as-string.json": schemaAnyType,
        "books/invalid/typeMismatch--pages-in-dictionary-value.Dictionary-Book.json": schemaAnyType,
        "books/invalid/typeMismatch--published-at-iso-string.json": schemaDate,
        "books/invalid/typeMismatch--rating-as-string.json": schemaAnyType,
        "books/invalid/valueNotFound--pages-null.json": schemaAnyType,
        "books/invalid/valueNotFound--small-cover-null.BookWithCoverImages.json": schemaURLNull,
        "diary/invalid/dataCorrupted--date-time.json": schemaDate,
        "diary/invalid/dataCorrupted--empty-day.json": schemaDate,
        "diary/invalid/dataCorrupted--february-30.json": schemaDate,
        "diary/invalid/dataCorrupted--month-13.json": schemaDate,
        "diary/invalid/dataCorrupted--not-a-leap-year.json": schemaDate,
        "diary/invalid/dataCorrupted--photo-url-empty.json": schemaURL,
        "diary/invalid/dataCorrupted--revisit-on-invalid.json": schemaDate,
        "diary/invalid/dataCorrupted--second-entry-day-invalid.Array-DiaryEntry.json": schemaDate,
        "diary/invalid/dataCorrupted--slashes.json": schemaDate,
        "diary/invalid/dataCorrupted--trailing-z.json": schemaDate,
        "diary/invalid/typeMismatch--day-as-number.json": schemaDate,
        "diary/invalid/typeMismatch--mood-as-string.json": schemaAnyType,
        "diary/invalid/valueNotFound--day-null.json": schemaDate,
        "events/invalid/dataCorrupted--ends-at-human-readable.json": schemaDate,
        "events/invalid/dataCorrupted--organizer-url-empty.json": schemaURL,
        "events/invalid/dataCorrupted--second-event-starts-at-invalid.Array-Event.json": schemaDate,
        "events/invalid/dataCorrupted--second-tier-sales-end-invalid.json": schemaDate,
        "events/invalid/dataCorrupted--starts-at-date-only.json": schemaDate,
        "events/invalid/dataCorrupted--starts-at-empty-string.json": schemaDate,
        "events/invalid/dataCorrupted--starts-at-lowercase-t.json": schemaDate,
        "events/invalid/dataCorrupted--starts-at-space-instead-of-t.json": schemaDate,
        "events/invalid/dataCorrupted--starts-at-without-zone.json": schemaDate,
        "events/invalid/dataCorrupted--venue-opened-at-year-only.json": schemaDate,
        "events/invalid/typeMismatch--price-cents-as-string.json": schemaAnyType,
        "events/invalid/typeMismatch--starts-at-unix-timestamp.json": schemaDate,
        "events/invalid/typeMismatch--tier-sales-end-number.json": schemaDate,
        "events/invalid/valueNotFound--starts-at-null.json": schemaDate,
        "events/invalid/valueNotFound--tier-sales-end-null.json": schemaDate,
        "landmarks/invalid/typeMismatch--latitude-as-string.json": schemaAnyType,
        "landmarks/valid/utf16-big-endian-with-bom-odd-trailing-byte.json": partialCodeUnit,
        "landmarks/valid/utf16-little-endian-odd-trailing-byte.json": partialCodeUnit,
        "landmarks/valid/utf32-big-endian-with-bom-trailing-byte.json": partialCodeUnit,
        "landmarks/valid/utf32-little-endian-two-trailing-bytes.json": partialCodeUnit,
        "languages/invalid/dataCorrupted--latest-release-overflow.json": schemaDate,
        "languages/invalid/dataCorrupted--website-empty.json": schemaURL,
        "languages/invalid/typeMismatch--first-appeared-as-string.json": schemaAnyType,
        "languages/invalid/typeMismatch--first-appeared-in-dictionary-value.Dictionary-ProgrammingLanguage.json": schemaAnyType,
        "languages/invalid/typeMismatch--latest-release-as-date-string.json": schemaDate,
        "orders/invalid/dataCorrupted--customer-id-in-braces.json": schemaUUID,
        "orders/invalid/dataCorrupted--customer-id-not-a-uuid.json": schemaUUID,
        "orders/invalid/dataCorrupted--customer-id-too-short.json": schemaUUID,
        "orders/invalid/dataCorrupted--customer-id-without-dashes.json": schemaUUID,
        "orders/invalid/dataCorrupted--unit-price-1e128.json": schemaDecimal,
        "orders/invalid/dataCorrupted--unit-price-leading-zero.json": schemaDecimal,
        "orders/invalid/typeMismatch--id-as-string.json": schemaAnyType,
        "orders/invalid/typeMismatch--order-in-dictionary-quantity-string.Dictionary-Order.json": schemaAnyType,
        "orders/invalid/typeMismatch--placed-at-iso-string.json": schemaDate,
        "orders/invalid/typeMismatch--priority-as-string.json": schemaAnyType,
        "orders/invalid/typeMismatch--quantity-as-string-in-first-item.json": schemaAnyType,
        "orders/invalid/typeMismatch--weight-as-string.json": schemaAnyType,
        "orders/invalid/valueNotFound--placed-at-null.json": schemaDate,
        "orders/invalid/valueNotFound--priority-null.json": schemaAnyType,
        "orders/invalid/valueNotFound--quantity-null-in-third-item.json": schemaAnyType,
        "songs/invalid/dataCorrupted--lyrics-url-empty.json": schemaURL,
        "songs/invalid/dataCorrupted--lyrics-url-space-in-host.json": schemaURL,
        "songs/invalid/typeMismatch--bpm-as-string.json": schemaAnyType,
        "songs/invalid/typeMismatch--play-count-value-string-under-007.json": schemaAnyType,
        "songs/invalid/typeMismatch--playlist-song-bpm-string.Playlist.json": schemaAnyType,
        "telemetry/invalid/dataCorrupted--calibration-100e200.json": schemaDecimal,
        "telemetry/invalid/dataCorrupted--calibration-1e-129.json": schemaDecimal,
        "telemetry/invalid/dataCorrupted--calibration-1e128.json": schemaDecimal,
        "telemetry/invalid/dataCorrupted--humidity-0e1.json": zeroMantissaExponent,
        "telemetry/invalid/dataCorrupted--temperature-0E5.json": zeroMantissaExponent,
        "telemetry/invalid/typeMismatch--battery-as-bool.json": schemaAnyType,
        "telemetry/invalid/typeMismatch--sequence-as-object.json": schemaAnyType,
        "telemetry/invalid/typeMismatch--temperature-as-string.json": schemaAnyType,
        "telemetry/invalid/valueNotFound--battery-null.json": schemaAnyType,
        "telemetry/invalid/valueNotFound--sequence-null.json": schemaAnyType,
        "telemetry/invalid/valueNotFound--temperature-null.json": schemaAnyType,
        "telemetry/invalid/valueNotFound--timezone-null.json": schemaAnyType,
        "users/invalid/dataCorrupted--avatar-escaped-newline.json": schemaData,
        "users/invalid/dataCorrupted--avatar-inner-space.json": schemaData,
        "users/invalid/dataCorrupted--avatar-missing-padding.json": schemaData,
        "users/invalid/dataCorrupted--avatar-single-character.json": schemaData,
        "users/invalid/dataCorrupted--avatar-url-safe-alphabet.json": schemaData,
        "users/invalid/dataCorrupted--id-not-a-uuid.json": schemaUUID,
        "users/invalid/dataCorrupted--id-without-dashes.json": schemaUUID,
        "users/invalid/typeMismatch--age-as-string.json": schemaAnyType,
        "users/invalid/typeMismatch--avatar-as-byte-array.json": schemaData,
        "users/invalid/typeMismatch--avatar-as-number.json": schemaData,
        "users/invalid/typeMismatch--last-login-as-string.json": schemaDate,
        "users/invalid/typeMismatch--latitude-as-string.json": schemaAnyType,
        "users/invalid/typeMismatch--role-as-string.json": schemaAnyType,
        "users/invalid/valueNotFound--latitude-null.json": schemaAnyType,
        "users/invalid/valueNotFound--second-role-null.json": schemaAnyType,
    ]
}
