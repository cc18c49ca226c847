import Foundation
import Testing

@testable import CodableCheckCore

/// Date, Data, URL, UUID, non-conforming floats and raw-value enums, against Foundation.
@Suite("Decoder: Foundation types and strategies match JSONDecoder")
struct DecoderFoundationTypeConversionTests {
    static let dateValues: [String] = [
        "0", "1", "-1.5", "1700000000", "1700000000123", "1e400", "01", "\"2024-05-01T12:00:00Z\"",
        "\"2024-05-01T12:00:00+02:00\"", "\"2024-05-01T12:00:00+0200\"", "\"2024-05-01T12:00:00.123Z\"",
        "\"2024-05-01t12:00:00z\"", "\"2024-05-01\"", "\"2024-05-01T12:00:00\"", "\"2024-05-01 12:00:00Z\"",
        "\"2011-02-30T10:00:00Z\"", "\"2011-02-10T25:00:00Z\"", "\"2024-12-25\"", "\"2024-3-5\"", "\" 2024-12-25 \"",
        "\"24-12-25\"", "\"2024-02-30\"", "\"2024-13-01\"", "\"\"", "\"x\"", "true", "[]", "{}", "\"\\q\"",
    ]

    static var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }

    struct Event: Decodable, Equatable {
        var at: Date
        var edited: Date??
    }

    struct Timeline: Decodable, Equatable {
        var events: [Event]
        var dates: [Date]
    }

    @Test(arguments: dateValues)
    func everyDateStrategy(_ value: String) {
        let strategies: [JSONDecoder.DateDecodingStrategy] = [
            .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .formatted(Self.formatter),
            .custom { decoder in
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) { return Date(timeIntervalSince1970: number * 2) }
                return Date(timeIntervalSince1970: Double(try container.decode(String.self).count))
            },
        ]
        for strategy in strategies {
            let settings = DecoderSettings(date: strategy)
            expectSameAsFoundation(Box<Date>.self, #"{"value": \#(value)}"#, settings)
            expectSameAsFoundation(Date.self, value, settings)
            expectSameAsFoundation(OptionalBox<Date>.self, #"{"value": \#(value)}"#, settings)
            expectSameAsFoundation(
                Timeline.self, #"{"events": [{"at": 0}, {"at": \#(value), "edited": \#(value)}], "dates": [0, \#(value)]}"#,
                settings)
            expectSameAsFoundation(Event.self, #"{"at": 0, "edited": \#(value)}"#, settings)
        }
    }

    @Test func iso8601ErrorsCarryTheTruePathAndRecordFoundations() throws {
        let settings = DecoderSettings(date: .iso8601)
        let problem = try #require(expectSameAsFoundation(Timeline.self, #"{"events": [{"at": "nope"}], "dates": []}"#, settings))
        #expect(problem.renderedPath == "events[0].at")
        #expect(problem.foundationCodingPath == [.key("events"), .index(0)])
    }

    static let dataValues: [String] = [
        "\"\"", "\"aGVsbG8=\"", "\"aGVsbG8==\"", "\"aGVsbG8\"", "\"====\"", "\"a\"", "\"aGVs bG8=\"", "\"aGVs\\nbG8=\"",
        "\"aGVsbG8\\u003d\"", "\"-_-_\"", "\"\\q\"", "[104, 105]", "[104.0, 1.01e2]", "[256]", "[\"e\"]", "[-1]", "[]",
        "3", "true", "{}",
    ]

    @Test(arguments: dataValues)
    func dataStrategies(_ value: String) {
        let strategies: [JSONDecoder.DataDecodingStrategy] = [
            .base64, .deferredToData,
            .custom { decoder in Data(try decoder.singleValueContainer().decode(String.self).utf8.reversed()) },
        ]
        for strategy in strategies {
            let settings = DecoderSettings(data: strategy)
            expectSameAsFoundation(Box<Data>.self, #"{"value": \#(value)}"#, settings)
            expectSameAsFoundation([Data].self, "[\(value)]", settings)
            expectSameAsFoundation(Data.self, value, settings)
        }
    }

    static let urlValues: [String] = [
        "\"https://example.com/a\"", "\"\"", "\"http://exa mple.com\"", "\"http://[::1\"", "\"https://example.com/left hand.jpg\"",
        "\"https://example.com/?q=a b#frag ment\"", "\"https://bücher.example/\"", "\"relative/path\"", "\"//host\"",
        "\"mailto:a@b.c\"", "\"\\q\"", "3", "true", "{}", "[]",
    ]

    @Test(arguments: urlValues)
    func urls(_ value: String) {
        expectSameAsFoundation(Box<URL>.self, #"{"value": \#(value)}"#)
        expectSameAsFoundation([URL].self, "[\(value)]")
    }

    static let uuidValues: [String] = [
        "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", "\"e621e1f8-c36c-495a-93fc-0c247a3e6e5f\"",
        "\"E621E1F8C36C495A93FC0C247A3E6E5F\"", "\"E621E1F8-C36C-495A-93FC\"", "\"{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}\"",
        "\"\"", "3", "true",
    ]

    @Test(arguments: uuidValues)
    func uuids(_ value: String) {
        expectSameAsFoundation(Box<UUID>.self, #"{"value": \#(value)}"#)
        expectSameAsFoundation([UUID].self, "[\(value)]")
    }

    static let nonConformingValues: [String] = [
        "\"NaN\"", "\"Infinity\"", "\"-Infinity\"", "\"inf\"", "\"\\u004EaN\"", "\"nan\"", "1.5", "\"1.5\"", "null",
    ]

    /// NaN never equals itself; compare bit patterns.
    struct FloatBits: Decodable, Equatable {
        var double: UInt64
        var float: UInt32
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            double = try container.decode(Double.self).bitPattern
            float = try container.decode(Float.self).bitPattern
        }
    }

    @Test(arguments: nonConformingValues)
    func nonConformingFloats(_ value: String) {
        for strategy in [
            JSONDecoder.NonConformingFloatDecodingStrategy.throw,
            .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"),
        ] {
            let settings = DecoderSettings(nonConformingFloats: strategy)
            expectSameAsFoundation(FloatBits.self, "[\(value), \(value)]", settings)
        }
    }

    enum Genre: String, Decodable, Equatable { case fantasy, scienceFiction = "science fiction" }
    enum Rank: Int, Decodable, Equatable { case one = 1, two = 2, ten = 10 }
    enum Small: UInt8, Decodable, Equatable { case low = 1 }

    @Test(arguments: [
        "\"fantasy\"", "\"Fantasy\"", "\"science fiction\"", "\"\"", "1", "2", "2.0", "1e1", "5", "2.5", "300", "-1",
        "\"1\"", "true", "null", "{}",
    ])
    func rawValueEnums(_ value: String) {
        expectSameAsFoundation(Box<Genre>.self, #"{"value": \#(value)}"#)
        expectSameAsFoundation(Box<Rank>.self, #"{"value": \#(value)}"#)
        expectSameAsFoundation([Small].self, "[\(value)]")
        expectSameAsFoundation(OptionalBox<Genre>.self, #"{"value": \#(value)}"#)
    }

    @Test func rawValueErrorsArePlacedOnTheTape() throws {
        let problem = try #require(expectSameAsFoundation(Box<Genre>.self, #"{"value": "Fantasy"}"#))
        #expect(problem.byteOffset == 10)
        #expect(problem.renderedPath == "value")
        #expect(problem.foundationDescription == "Cannot initialize Genre from invalid String value Fantasy")
        #expect(problem.message == #""Fantasy" is not a Genre"#)
        let rank = try #require(expectSameAsFoundation(Box<Rank>.self, #"{"value": 5.0}"#))
        #expect(rank.message == "5.0 is not a Rank")
        let key = try #require(expectSameAsFoundation([Int: String].self, #"{"1": "a", "noon": "b"}"#))
        #expect(key.message == #"key "noon" is not an integer"#)
        #expect(key.renderedPath == "noon")
    }
}
