import Foundation
import Testing

@testable import CodableCheckCore

/// The Decoder's fast paths (issue 14) against what they replace: `ExactDecimal` against
/// `Decimal(string:)` byte for byte, `ISO8601Shape.certainDate` against `ISO8601FormatStyle`, and
/// the scalar-dictionary path and the keyed container's document-order cursor against JSONDecoder
/// on the inputs where a shortcut could go wrong (duplicates, order, escapes, errors).
@Suite("Decoder fast paths: the same values and errors as the paths they replace")
struct DecoderFastPathTests {
    // MARK: ExactDecimal

    static let decimalSpellings: [String] = [
        "0", "-0", "0.0", "0.00", "-0.00", "0e5", "0e-5", "-0e5", "0.0e-1", "0E+2", "1", "-1", "12.50", "-3.10",
        "100", "1e3", "1E3", "1e+3", "1.5e-3", "10.0e1", "0.1", "0.10", "7e-2", "99.99", "70000", "65535", "65536",
        "4294967295", "4294967296", "281474976710655", "281474976710656", "1234567890123456789",
        "9999999999999999999", "-9999999999999999999", "0.0000000000000000001", "1e100", "1e-100", "1e101",
        "1e-101", "5e99", "0.5e-99", "12345678901234567890", "123456789012345678901234567890", "1e127", "1e-128",
        "0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
        "100000000000000000000", "1.0000000000000000000", "00012",
    ]

    @Test(arguments: decimalSpellings)
    func exactDecimalHasDecimalStringsBytes(_ spelling: String) {
        expectExactDecimalAgrees(spelling)
    }

    @Test func exactDecimalAgreesOnRandomSpellings() {
        var random = SplitMix64(state: 14)
        for _ in 0..<20_000 {
            var text = random.chance(30) ? "-" : ""
            let integerDigits = Int(random.next() % 8)
            text += integerDigits == 0 ? "0" : String(random.next() % 9 + 1)
            for _ in 0..<max(0, integerDigits - 1) { text += String(random.next() % 10) }
            if random.chance(60) {
                text += "."
                for _ in 0..<(random.next() % 14 + 1) { text += random.chance(30) ? "0" : String(random.next() % 10) }
            }
            if random.chance(25) {
                text += random.pick(["e", "E", "e+", "e-", "E-"]) + String(random.next() % 130)
            }
            expectExactDecimalAgrees(text)
        }
    }

    private func expectExactDecimalAgrees(_ spelling: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let exact = Array(spelling.utf8).withUnsafeBufferPointer { ExactDecimal.decimal($0) }
        guard let exact else { return }  // outside the fast path: Decimal(string:) itself decides
        guard let expected = Decimal(string: spelling) else {
            Issue.record("ExactDecimal read \(spelling) where Decimal(string:) refuses it", sourceLocation: sourceLocation)
            return
        }
        #expect(
            ExactDecimal.bytes(of: exact) == ExactDecimal.bytes(of: expected), "\(spelling): \(exact) vs \(expected)",
            sourceLocation: sourceLocation)
    }

    @Test func exactDecimalCoversCommonPrices() {
        #expect(ExactDecimal.isLayoutAsProbed)
        for spelling in ["12.50", "0", "0.00", "-3.1", "1999", "1e3"] {
            #expect(Array(spelling.utf8).withUnsafeBufferPointer { ExactDecimal.decimal($0) } != nil, "\(spelling)")
        }
    }

    /// Through the Decoder, against JSONDecoder's own Decimal, byte for byte.
    @Test(arguments: decimalSpellings)
    func decodedDecimalsHaveFoundationsBytes(_ spelling: String) throws {
        let data = Data("[\(spelling)]".utf8)
        guard let expected = try? JSONDecoder().decode([Decimal].self, from: data) else {
            #expect(throws: (any Error).self, "JSONDecoder refuses \(spelling)") {
                try CodableCheckDecoder().decode([Decimal].self, from: data)
            }
            return
        }
        let ours = try CodableCheckDecoder().decode([Decimal].self, from: data)
        #expect(ours.map(ExactDecimal.bytes(of:)) == expected.map(ExactDecimal.bytes(of:)), "\(spelling)")
    }

    // MARK: ISO 8601 dates

    @Test func certainDateEqualsISO8601FormatStyle() throws {
        var random = SplitMix64(state: 8601)
        let offsets = ["Z", "+00:00", "+01:00", "-05:00", "+05:30", "+05:45", "-09:30", "+14:00", "-12:00", "+13:45"]
        for year in [1900, 1901, 1969, 1970, 1999, 2000, 2001, 2023, 2024, 2100, 2400, 9999] {
            for month in 1...12 {
                for _ in 0..<4 {
                    let day = Int(random.next() % 28) + 1
                    let time = (Int(random.next() % 24), Int(random.next() % 60), Int(random.next() % 60))
                    let text =
                        String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, time.0, time.1, time.2)
                        + random.pick(offsets)
                    let expected = try Date.ISO8601FormatStyle().parse(text)
                    let computed = Array(text.utf8).withUnsafeBufferPointer { ISO8601Shape.certainDate($0) }
                    #expect(computed == expected, "\(text)")
                }
            }
        }
    }

    @Test(arguments: [
        "2024-02-29T10:00:00Z", "2024-02-30T10:00:00Z", "2024-03-05T10:22:31.5Z", "2024-03-05t10:22:31z",
        "2024-03-05T24:00:00Z", "2024-03-05T10:22:60Z", "2024-03-05T10:22:31-00:00", "2024-03-05T10:22:31+0200",
        "2024-03-05", "0999-03-05T10:22:31Z", "2024-13-05T10:22:31Z", "2024-03-05T10:22:31+15:00",
    ])
    func datesOutsideTheShapeMatchJSONDecoder(_ text: String) {
        var settings = DecoderSettings()
        settings.date = .iso8601
        expectSameAsFoundation(Box<Date>.self, #"{"value": "\#(text)"}"#, settings)
        expectSameAsFoundation(Box<Date>.self, #"{"value": "2024-03-05T10:22:31Z", "other": "\#(text)"}"#, settings)
    }

    // MARK: Dictionaries of scalars

    static let stringDictionaries: [String] = [
        #"{}"#, #"{"size": "M", "colour": "red"}"#, #"{"size": "M", "size": "L"}"#,
        #"{"size": "M", "size": 3}"#, #"{"size": 3, "size": "M"}"#, #"{"a": "1", "b": null}"#,
        #"{"caf\u00e9": "x", "café": "y"}"#, #"{"café": "precomposed", "cafe\u0301": "decomposed"}"#,
        #"{"bad\x": "1"}"#, #"{"k": "bad \ud800 surrogate"}"#, #"{"k": "tab\there"}"#, #"{"7": "seven", "007": "x"}"#,
        #"[]"#, #"null"#, #""text""#, #"{"nested": {"a": "b"}}"#, #"{"e": "\n\u00e9\"", "f": ""}"#,
    ]

    @Test(arguments: stringDictionaries)
    func stringDictionariesMatchJSONDecoder(_ dictionary: String) {
        expectSameAsFoundation(Box<[String: String]>.self, #"{"value": \#(dictionary)}"#)
        expectSameAsFoundation([[String: String]].self, "[\(dictionary), \(dictionary)]")
        expectSameAsFoundation(OptionalBox<[String: String]>.self, #"{"value": \#(dictionary)}"#)
        var snake = DecoderSettings()
        snake.keys = .convertFromSnakeCase
        expectSameAsFoundation(Box<[String: String]>.self, #"{"value": \#(dictionary)}"#, snake)
    }

    /// At most one value of each document fails for each type: with two, which one JSONDecoder
    /// reports depends on its dictionary's hash order, which changes from run to run.
    @Test(arguments: [
        #"{"a": 1, "b": -2}"#, #"{"a": 1.5}"#, #"{"a": 1, "a": 2}"#, #"{"a": 1, "a": 2.5}"#, #"{"a": 1e400}"#,
        #"{"b": 2, "a": true}"#, #"{"a": "1"}"#, #"{"a": 01}"#, #"{"a\u0000": 1}"#,
    ])
    func numberDictionariesMatchJSONDecoder(_ dictionary: String) {
        expectSameAsFoundation(Box<[String: Int]>.self, #"{"value": \#(dictionary)}"#)
        expectSameAsFoundation(Box<[String: Double]>.self, #"{"value": \#(dictionary)}"#)
        expectSameAsFoundation([String: Int].self, dictionary)
    }

    @Test(arguments: [
        #"{"a": true, "b": false}"#, #"{"a": true, "a": 1}"#, #"{"a": 1}"#, #"{"a": null}"#, #"{"x": true, "a": "true"}"#,
    ])
    func boolDictionariesMatchJSONDecoder(_ dictionary: String) {
        expectSameAsFoundation(Box<[String: Bool]>.self, #"{"value": \#(dictionary)}"#)
    }

    @Test func aBadDictionaryValueIsLocated() throws {
        let problem = expectSameAsFoundation(
            [Box<[String: String]>].self, #"[{"value": {"size": "M"}}, {"value": {"size": "L", "fit": 3}}]"#)
        #expect(problem?.renderedPath == "[1].value.fit")
        #expect(problem?.byteOffset == 58)
    }

    // MARK: The keyed container's cursor

    /// Reads keys in a chosen order, some twice, some absent, through every kind of lookup.
    struct Reader: Decodable, Equatable {
        var values: [String: Int?] = [:]
        var contained: [String] = []

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        static let orderKey = CodingUserInfoKey(rawValue: "order")!

        init(from decoder: any Decoder) throws {
            let order = decoder.userInfo[Self.orderKey] as? [String] ?? []
            let container = try decoder.container(keyedBy: Key.self)
            for name in order {
                let key = Key(stringValue: name.hasPrefix("?") ? String(name.dropFirst()) : name)
                if container.contains(key) { contained.append(key.stringValue) }
                if name.hasPrefix("?") {
                    values[key.stringValue] = try container.decodeIfPresent(Int.self, forKey: key)
                } else {
                    values[key.stringValue] = try container.decode(Int.self, forKey: key)
                }
            }
        }
    }

    static let cursorCases: [(document: String, order: [String])] = [
        (#"{"a": 1, "b": 2, "c": 3}"#, ["a", "b", "c"]),
        (#"{"a": 1, "b": 2, "c": 3}"#, ["c", "b", "a"]),
        (#"{"a": 1, "b": 2, "c": 3}"#, ["b", "a", "c", "a"]),
        (#"{"a": 1, "a": 2, "b": 3}"#, ["a", "a", "b", "a"]),
        (#"{"a": 1, "b": 2, "a": 3}"#, ["b", "a"]),
        (#"{"a": 1, "b": 2, "a": 3}"#, ["a", "b", "a"]),
        (#"{"x": 0, "a": 1, "b": 2, "a": 3}"#, ["b", "a"]),
        (#"{"a": 1, "b": 2}"#, ["a", "?missing", "b"]),
        (#"{"a": 1, "b": 2}"#, ["a", "missing", "b"]),
        (#"{"a": 1, "b": "two", "c": 3}"#, ["a", "b", "c"]),
        (#"{"a": 1, "b": null, "c": 3}"#, ["a", "?b", "c", "b"]),
        (#"{"\u0061": 1, "a": 2}"#, ["a", "a"]),
        (#"{"a": 1, "\u0061": 2, "b": 3}"#, ["b", "a"]),
        (#"{"ab": 1, "ba": 2, "aa": 3, "bb": 4}"#, ["bb", "ab", "aa", "ba", "ab"]),
        (#"{"": 1, "a": 2}"#, ["a", ""]),
        // Absent keys after the cursor has passed some members, and names a filter may confuse.
        (#"{"a": 1, "b": 2, "c": 3}"#, ["b", "?a", "?missing", "c", "?d", "a"]),
        (
            #"{"profile_link_color": 1, "profile_text_color": 2, "profile_sidebar_fill_color": 3}"#,
            [
                "profile_link_color", "?profile_sidebar_border_color", "profile_text_color", "?profile_link_colour",
                "profile_sidebar_fill_color",
            ]
        ),
        (#"{"id": 1, "id_str": 2, "ids": 3, "di": 4}"#, ["id_str", "?id_st", "?d", "ids", "di", "id", "?", "?ida"]),
    ]

    @Test(arguments: 0..<cursorCases.count)
    func cursorLookupsMatchJSONDecoder(_ number: Int) {
        let (document, order) = Self.cursorCases[number]
        var settings = DecoderSettings()
        settings.userInfo = [Reader.orderKey: order]
        expectSameAsFoundation(Reader.self, document, settings)
        expectSameAsFoundation([Reader].self, "[\(document), \(document)]", settings)
    }

    /// Wide objects (the hash index's size) with duplicates, in shuffled orders.
    @Test func cursorOnWideObjectsWithDuplicates() {
        var random = SplitMix64(state: 24)
        for _ in 0..<60 {
            var names: [String] = []
            for _ in 0..<(random.next() % 40 + 1) { names.append("key\(random.next() % 30)") }
            let document = "{" + names.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ", ") + "}"
            var order = Array(Set(names)).sorted()
            order.shuffle(using: &random)
            if let repeated = order.first { order.append(repeated) }
            if random.chance(30) { order.insert("?absent", at: Int(random.next() % UInt64(order.count + 1))) }
            var settings = DecoderSettings()
            settings.userInfo = [Reader.orderKey: order]
            expectSameAsFoundation(Reader.self, document, settings)
        }
    }

    /// The filter may say "maybe" for a name it never saw, never "no" for one it did: a wrong
    /// "no" would make a present key absent, or a later duplicate win.
    @Test func keyNameFilterNeverForgetsAName() {
        var random = SplitMix64(state: 7)
        for _ in 0..<200 {
            var filter = KeyNameFilter()
            var names: [[UInt8]] = []
            for _ in 0..<(random.next() % 60) {
                let name = (0..<(random.next() % 40)).map { _ in UInt8(ascii: "a") + UInt8(random.next() % 26) }
                names.append(name)
                name.withUnsafeBytes { filter.insert(KeyNameFilter.hash($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, $0.count)) }
            }
            for name in names {
                #expect(
                    name.withUnsafeBytes {
                        filter.mayContain(KeyNameFilter.hash($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, $0.count))
                    })
            }
        }
    }

    /// The word-at-a-time ASCII check the key lookup starts with, against a byte-by-byte one.
    @Test func asciiCheckFindsANonASCIIByteAnywhere() {
        for count in 0...40 {
            let ascii = [UInt8](repeating: UInt8(ascii: "k"), count: count)
            #expect(ascii.withUnsafeBytes { SWAR.isASCII($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: count) })
            for position in 0..<count {
                var bytes = ascii
                bytes[position] = 0xC3
                #expect(!bytes.withUnsafeBytes { SWAR.isASCII($0.baseAddress!, count: count) }, "\(count) \(position)")
            }
        }
    }

    struct Nested: Decodable, Equatable {
        var first: Int
        var inner: [String: Int]
        var list: [Int]
        var superValue: Int
        var last: Int

        enum CodingKeys: String, CodingKey { case first, inner, list, superValue = "super", last }
        enum InnerKeys: String, CodingKey { case x, y }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            last = try container.decode(Int.self, forKey: .last)
            first = try container.decode(Int.self, forKey: .first)
            let inner = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            self.inner = ["y": try inner.decode(Int.self, forKey: .y), "x": try inner.decode(Int.self, forKey: .x)]
            var list = try container.nestedUnkeyedContainer(forKey: .list)
            self.list = []
            while !list.isAtEnd { self.list.append(try list.decode(Int.self)) }
            superValue = try Int(from: container.superDecoder(forKey: .superValue))
            _ = try container.superDecoder()
        }
    }

    @Test(arguments: [
        #"{"first": 1, "inner": {"x": 2, "y": 3}, "list": [4], "super": 5, "last": 6}"#,
        #"{"last": 6, "super": 5, "list": [4], "inner": {"y": 3, "x": 2}, "first": 1}"#,
        #"{"first": 1, "inner": {"x": 2, "x": 9, "y": 3}, "list": [4], "super": 5, "last": 6, "first": 7}"#,
        #"{"first": 1, "inner": {"x": 2}, "list": [4], "super": 5, "last": 6}"#,
        #"{"first": 1, "inner": {"x": 2, "y": 3}, "list": [4], "last": 6}"#,
        #"{"first": 1, "inner": {"x": 2, "y": "3"}, "list": [4], "super": 5, "last": 6}"#,
        #"{"first": 1, "inner": {"x": 2, "y": 3}, "list": [4], "super": 5, "last": 6, "super": "x"}"#,
    ])
    func nestedContainersAndSuperDecodersMatchJSONDecoder(_ document: String) {
        expectSameAsFoundation(Nested.self, document)
        var snake = DecoderSettings()
        snake.keys = .convertFromSnakeCase
        expectSameAsFoundation(Nested.self, document, snake)
    }
}
