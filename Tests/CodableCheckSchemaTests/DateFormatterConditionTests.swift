import CodableCheckSchema
import Testing

/// `formatter.date(from:)` in a condition (issue 22, census "condition on a computed value"): the
/// tool decides it only on a formatter whose every setting it knows and that leaves nothing to
/// the device; anything else stays a check it says it did not verify.
@Suite struct DateFormatterConditionTests {
    static func stamp(formatter: String, setUp: String = "") -> ModelSchema {
        schema(
            """
            import Foundation
            struct Stamp: Decodable {
                var at: Date
                enum CodingKeys: String, CodingKey { case at }
                static let formatter = {
                    let f = \(formatter)
                    \(setUp)
                    return f
                }()
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    let text = try c.decode(String.self, forKey: .at)
                    guard let at = Self.formatter.date(from: text) else {
                        throw DecodingError.dataCorruptedError(forKey: .at, in: c, debugDescription: "bad date")
                    }
                    self.at = at
                }
            }
            """)
    }

    static func fidelity(_ models: ModelSchema) -> DecodingFidelity? {
        models.types.first { $0.name == "Stamp" }?.fidelity
    }

    @Test func aFormatterWithFormatLocaleAndTimeZoneIsDecided() {
        let models = Self.stamp(
            formatter: "DateFormatter()",
            setUp: #"f.dateFormat = "yyyy-MM-dd"; f.locale = Locale(identifier: "en_US_POSIX"); f.timeZone = TimeZone(abbreviation: "UTC")"#
        )
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.fidelity(models) == .exact)
    }

    @Test(arguments: [
        // The device's locale (its calendar, its 12/24-hour setting) decides what parses.
        #"f.dateFormat = "yyyy-MM-dd"; f.timeZone = TimeZone(identifier: "UTC")"#,
        // The device's time zone decides the date, and which local times exist.
        #"f.dateFormat = "yyyy-MM-dd"; f.locale = Locale(identifier: "en_US_POSIX")"#,
        // A setting the tool does not evaluate.
        #"f.dateFormat = "yyyy-MM-dd"; f.locale = Locale(identifier: "en_US_POSIX"); f.timeZone = .current"#,
        #"f.dateFormat = "yyyy-MM-dd"; f.locale = Locale(identifier: "en_US_POSIX"); f.timeZone = .gmt; f.calendar = Calendar(identifier: .iso8601)"#,
    ])
    func aFormatterLeftToTheDeviceIsNotVerified(_ setUp: String) {
        let models = Self.stamp(formatter: "DateFormatter()", setUp: setUp)
        #expect(rendered(models.diagnostics).contains { $0.contains("the check in `guard let at = Self.formatter.date(from: text)") })
        #expect(Self.fidelity(models) != .exact)
    }

    @Test func anISO8601FormatterNeedsNoSettings() {
        let models = Self.stamp(formatter: "ISO8601DateFormatter()")
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.fidelity(models) == .exact)
    }
}
