import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Kodable's `@CodableDate` strategies against Kodable's documented rules (its README and its
/// `DateCodingStrategy` in 2.x): `.iso8601` is an `ISO8601DateFormatter` with default options,
/// `.iso8601WithMillisecondPrecision` the same with `.withFractionalSeconds`, `.rfc2822` and
/// `.rfc3339` `DateFormatter`s with `EEE, d MMM y HH:mm:ss zzz` and `yyyy-MM-dd'T'HH:mm:ssZ`,
/// `.format(f)` a `DateFormatter` with `f`, all three `en_US_POSIX` and UTC, and `.timestamp`
/// `Double(string)` seconds since 1970. The value is read as a `String`. `KodableRule` rebuilds
/// those formatters here, as Kodable configures them, and each string's verdict through a schema
/// must equal the rule's, with the date printed back as the rule's formatter writes it.
@Suite("Kodable @CodableDate strategies accept what Kodable accepts")
struct KodableDateStrategyTests {
    /// Kodable's `DateCodingStrategy`, rebuilt from its documentation.
    enum KodableRule: String, CaseIterable, Sendable {
        case iso8601 = "iso8601"
        case iso8601WithMillisecondPrecision = "millis"
        case rfc2822 = "rfc2822"
        case rfc3339 = "rfc3339"
        case timestamp = "timestamp"
        case format = "ymd"

        func date(from string: String) -> Date? {
            switch self {
            case .iso8601: ISO8601DateFormatter().date(from: string)
            case .iso8601WithMillisecondPrecision: Self.fractionalISO.date(from: string)
            case .rfc2822: Self.formatter("EEE, d MMM y HH:mm:ss zzz").date(from: string)
            case .rfc3339: Self.formatter("yyyy-MM-dd'T'HH:mm:ssZ").date(from: string)
            case .timestamp: Double(string).map { Date(timeIntervalSince1970: $0) }
            case .format: Self.formatter("y-MM-dd").date(from: string)
            }
        }

        func string(from date: Date) -> String {
            switch self {
            case .iso8601: ISO8601DateFormatter().string(from: date)
            case .iso8601WithMillisecondPrecision: Self.fractionalISO.string(from: date)
            case .rfc2822: Self.formatter("EEE, d MMM y HH:mm:ss zzz").string(from: date)
            case .rfc3339: Self.formatter("yyyy-MM-dd'T'HH:mm:ssZ").string(from: date)
            case .timestamp: "\(date.timeIntervalSince1970)"
            case .format: Self.formatter("y-MM-dd").string(from: date)
            }
        }

        private static var fractionalISO: ISO8601DateFormatter {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions.insert(.withFractionalSeconds)
            return formatter
        }

        private static func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = format
            return formatter
        }
    }

    static let models = ModelSchema(sources: [
        (
            path: "Dates.swift",
            text: """
            import Kodable
            struct Dates: Kodable {
                @CodableDate(.iso8601, "iso8601") var iso8601: Date
                @CodableDate(.iso8601WithMillisecondPrecision, "millis") var millis: Date
                @CodableDate(.rfc2822, "rfc2822") var rfc2822: Date
                @CodableDate(.rfc3339, "rfc3339") var rfc3339: Date
                @CodableDate(.timestamp, "timestamp") var timestamp: Date
                @CodableDate(.format("y-MM-dd"), "ymd") var ymd: Date
            }
            // A literal default stands for the app's `Date` default here, so the held value prints.
            struct OneDate: Kodable {
                @CodableDate(.rfc2822, "rfc2822", default: "ignored") var rfc2822: Date
                @CodableDate(.rfc3339, "maybe") var maybe: Date?
                @CodableDate(.timestamp, "seconds", .lossless) var seconds: Date?
            }
            struct StrictDate: Kodable {
                @CodableDate(.timestamp, "seconds", .enforceTypeDecoding) var seconds: Date
            }
            """
        )
    ])

    /// Documented examples (Kodable's README and tests) and near misses, for every strategy.
    static let candidates = [
        "1996-12-19T16:39:57-08:00", "1996-12-19T16:39:57Z", "2021-08-30T18:35:19Z", "2021-08-30T18:35:19.999Z",
        "2021-08-30T18:35:19.209999Z", "2021-08-30T18:35:19.1Z", "2021-08-30T18:35:19.001+01:00", "1996-12-19T16:39:57-0800",
        "1996-12-19T16:39:57+0000", "1996-12-19 16:39:57Z", "19961219T163957Z", "1996-12-19", "2001-01-01", "2001-1-1",
        "01/01/2001", "Thu, 19 Dec 1996 16:39:57 GMT", "Thu, 19 Dec 1996 16:39:57 +0000", "19 Dec 1996 16:39:57 GMT",
        "Thu, 19 Dec 96 16:39:57 GMT", "thu, 19 dec 1996 16:39:57 GMT", "Thu, 19 Dec 1996 16:39:57 PST", "978307200.0",
        "978307200", "-86400", "1e9", "0x10", " 5", "", "now", "1996-12-19T25:39:57Z", "1996-02-30T10:00:00Z",
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var rule: KodableRule
        var string: String
        var testDescription: String { "\(rule.rawValue): \"\(string)\"" }
    }

    static let cases = KodableRule.allCases.flatMap { rule in candidates.map { Case(rule: rule, string: $0) } }

    /// A `Dates` document where the strategy under test reads `string`; every other property holds
    /// a date its strategy accepts.
    static func document(_ testCase: Case) -> String {
        var members: [String: String] = [
            "iso8601": "1996-12-19T16:39:57-08:00", "millis": "2021-08-30T18:35:19.209Z",
            "rfc2822": "Thu, 19 Dec 1996 16:39:57 GMT", "rfc3339": "1996-12-19T16:39:57-0800", "timestamp": "978307200.0",
            "ymd": "2001-01-01",
        ]
        members[testCase.rule.rawValue] = testCase.string
        let body = members.keys.sorted().map { "\"\($0)\": \"\(members[$0]!)\"" }.joined(separator: ", ")
        return "{" + body + "}"
    }

    static func outcome(_ json: String, as type: String) throws -> ValidationOutcome {
        var options = ValidationOptions()
        options.producesValue = true
        return SchemaValidator(plan: try models.plan(for: type), options: options).validate(try JSONReader.read(Array(json.utf8)))
    }

    @Test("verdict and printed date equal Kodable's rule", arguments: cases)
    func sameVerdictAsKodable(_ testCase: Case) throws {
        let outcome = try Self.outcome(Self.document(testCase), as: "Dates")
        if let date = testCase.rule.date(from: testCase.string) {
            #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.message))")
            let printed = try #require(outcome.encodedValue)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: String])
            #expect(object[testCase.rule.rawValue] == testCase.rule.string(from: date))
        } else {
            #expect(outcome.errors.map(\.renderedPath) == [testCase.rule.rawValue])
            #expect(outcome.errors.first?.kind == .dataCorrupted)
            #expect(outcome.errors.first?.foundationDescription == "Could not parse Date from this value: \(testCase.string)")
        }
    }

    /// The dates Kodable's README and tests promise for their examples.
    @Test func documentedExamplesDecodeToTheDocumentedDates() {
        let utc = "1996-12-20 00:39:57 +0000"
        #expect(KodableRule.iso8601.date(from: "1996-12-19T16:39:57-08:00")?.description == utc)
        #expect(KodableRule.rfc2822.date(from: "Thu, 19 Dec 1996 16:39:57 GMT")?.description == "1996-12-19 16:39:57 +0000")
        #expect(KodableRule.format.date(from: "2001-01-01")?.description == "2001-01-01 00:00:00 +0000")
        #expect(KodableRule.timestamp.date(from: "978307200.0")?.description == "2001-01-01 00:00:00 +0000")
        #expect(
            KodableRule.iso8601WithMillisecondPrecision.date(from: "2021-08-30T18:35:19.001Z")?.description == "2021-08-30 18:35:19 +0000")
        // Each strategy accepts its own format, and none accepts plain words.
        for rule in KodableRule.allCases { #expect(rule.date(from: "now") == nil) }
    }

    /// Kodable's README reads `"timestamp": 978307200.0` with `.timestamp` (its lossy `String`
    /// takes a number's text); `.enforceTypeDecoding` turns that off. (With a `Package.resolved`
    /// pinning Kodable, its code decides instead: `PackagePinTests`.)
    @Test func aTimestampReadsANumbersTextUnlessEnforced() throws {
        let readme = try Self.outcome(#"{"timestamp": 978307200, "iso8601": "x"}"#, as: "Dates")
        #expect(readme.errors.first?.renderedPath == "iso8601")
        #expect(!readme.errors.contains { $0.renderedPath == "timestamp" })
        let strict = try Self.outcome(#"{"seconds": 978307200.0}"#, as: "StrictDate")
        #expect(strict.errors.map(\.renderedPath) == ["seconds"])
        #expect(strict.errors.first?.kind == .typeMismatch)
        let lossless = try Self.outcome(#"{"rfc2822": "Thu, 19 Dec 1996 16:39:57 GMT", "seconds": 978307200.5}"#, as: "OneDate")
        #expect(lossless.errors.isEmpty)
        #expect(lossless.encodedValue == #"{"rfc2822":"Thu, 19 Dec 1996 16:39:57 GMT","seconds":"978307200.5"}"#)
    }

    /// Kodable's transformer parses after its fallbacks: a `default:` covers a missing key, but not a
    /// string that does not parse; an optional is then nil.
    @Test func anUnparsableStringEscapesTheFallbacks() throws {
        let missing = try Self.outcome(#"{}"#, as: "OneDate")
        #expect(missing.errors.isEmpty)
        #expect(missing.encodedValue == #"{"rfc2822":"ignored"}"#)
        let unparsable = try Self.outcome(#"{"rfc2822": "19 Dec 1996", "maybe": "later"}"#, as: "OneDate")
        #expect(unparsable.errors.map(\.renderedPath) == ["rfc2822"])
        #expect(unparsable.warnings.map(\.renderedPath) == ["maybe"])
    }
}
