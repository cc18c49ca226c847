import Foundation
import Testing

/// Pins what Foundation's `JSONDecoder` (and, where it matters, `JSONEncoder`) does on this
/// toolchain, one test per behaviour of `shared/reference/foundation-behaviours.md` (B1–B30), so
/// a toolchain change that moves a behaviour codable-check imitates shows up as a failing test
/// here, next to the differential suites that would start to disagree.
///
/// Outcomes are asserted as one rendered line: `value …`, or the error as
/// `kind(Type) at [path]: "debugDescription"` (see `ObservedDecodingError`).
@Suite("Foundation learning tests")
struct FoundationLearningTests {
    // MARK: B1–B6 numbers

    @Test("B1: numbers that do not fit lose their path")
    func outOfRangeNumbersArePathless() {
        #expect(outcome(Box<UInt8>.self, #"{"v": 300}"#) == pathless)
        #expect(outcome(Box<UInt>.self, #"{"v": -1}"#) == pathless)
        #expect(outcome(Box<Int>.self, #"{"v": 3.5}"#) == pathless)
        #expect(outcome(Box<Int64>.self, #"{"v": 9223372036854775808}"#) == pathless)
        #expect(outcome(Box<UInt64>.self, #"{"v": 18446744073709551616}"#) == pathless)
        #expect(outcome(Box<Double>.self, #"{"v": 1e400}"#) == pathless)
        #expect(outcome(Box<Float>.self, #"{"v": 3.4028236e38}"#) == pathless)
        #expect(outcome(Box<Decimal>.self, #"{"v": 1e128}"#) == pathless)
        #expect(outcome(Box<Decimal>.self, #"{"v": 100e200}"#) == pathless)
        #expect(outcome([Box<Int8>].self, #"[{"v": 1}, {"v": 128}]"#) == pathless)
    }

    @Test("B2: underflow is an error too, not zero")
    func underflowIsAnError() {
        #expect(outcome(Double.self, "1e-400") == pathless)
        #expect(outcome(Float.self, "1e-46") == pathless)
        #expect(outcome(Float.self, "1e-50") == pathless)
        #expect(outcome(Decimal.self, "1e-129") == pathless)
    }

    @Test(
        "B3: integers accept integral spellings",
        arguments: [
            ("1.0", "1"), ("3.04e2", "304"), ("1e2", "100"), ("1E2", "100"), ("1e+2", "100"), ("1.5e1", "15"),
            ("100e-2", "1"), ("-0", "0"), ("-0.0", "0"), ("0e5", "0"), ("9223372036854775807", "9223372036854775807"),
        ])
    func integralSpellings(text: String, value: String) {
        #expect(outcome(Int.self, text) == "value \(value)")
    }

    @Test(
        "B3: integers reject non-integral and out-of-range spellings",
        arguments: ["123e-2", "1e-1", "1e19", "9223372036854775807.0"])
    func nonIntegralSpellings(text: String) {
        #expect(outcome(Int64.self, text) == pathless)
    }

    @Test("B4: Float values are rounded to Float and re-encoded in Float's shortest form")
    func floatRounding() throws {
        #expect(outcome(Float.self, "16777217") == "value 16777216.0")
        #expect(try reencoded(Float.self, "0.1") == "0.1")
        #expect(try reencoded(Float.self, "3.4028234e38") == "3.4028235e+38")
        #expect(try reencoded(Float.self, "120.123456789") == "120.12346")
    }

    @Test("B5: Decimal truncates past 38 significant digits and spans 1e-128...1e127")
    func decimalPrecisionAndRange() {
        #expect(
            outcome(Decimal.self, "123456789012345678901234567890123456789012")
                == "value 123456789012345678901234567890123456789000")
        #expect(
            outcome(Decimal.self, String(repeating: "9", count: 42))
                == "value " + String(repeating: "9", count: 38) + "0000")
        #expect(outcome(Decimal.self, "1e127") == "value 1" + String(repeating: "0", count: 127))
        #expect(outcome(Decimal.self, "1e-128") != pathless)
        #expect(outcome(Decimal.self, "-0") == "value 0")
    }

    @Test("B6: Decimal from a string, bool or array is a typeMismatch with an empty description")
    func decimalTypeMismatch() {
        #expect(outcome(Box<Decimal>.self, #"{"v": "1.5"}"#) == #"typeMismatch(Decimal) at ["v"]: """#)
        #expect(outcome(Box<Decimal>.self, #"{"v": true}"#) == #"typeMismatch(Decimal) at ["v"]: """#)
        #expect(outcome(Box<Decimal>.self, #"{"v": [1]}"#) == #"typeMismatch(Decimal) at ["v"]: """#)
    }

    // MARK: B7–B10 nulls, order, missing keys

    @Test("B7: null for a non-optional Bool is a typeMismatch")
    func nullBool() {
        #expect(
            outcome(Box<Bool>.self, #"{"v": null}"#)
                == #"typeMismatch(Bool) at ["v"]: "Expected to decode Bool but found null instead.""#)
    }

    @Test("B8: null for other non-optionals is valueNotFound naming the type decoded")
    func nullValues() {
        func expectNull<T: Decodable>(_ type: T.Type, reported: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(
                outcome(Box<T>.self, #"{"v": null}"#)
                    == #"valueNotFound(\#(reported)) at ["v"]: "Cannot get value of type \#(reported) -- found null value instead""#,
                sourceLocation: sourceLocation)
        }
        expectNull(Int.self, reported: "Int")
        expectNull(Double.self, reported: "Double")
        expectNull(Float.self, reported: "Float")
        expectNull(UInt8.self, reported: "UInt8")
        expectNull(Int32.self, reported: "Int32")
        expectNull(String.self, reported: "String")
        expectNull(Decimal.self, reported: "Decimal")
        expectNull(Date.self, reported: "Date")
        expectNull(Data.self, reported: "Data")
        expectNull(URL.self, reported: "URL")
        expectNull(UUID.self, reported: "String")
        expectNull(Fruit.self, reported: "String")
        expectNull(Level.self, reported: "Int")
        #expect(
            outcome(Box<Box<Int>>.self, #"{"v": null}"#)
                == #"valueNotFound(Dictionary<String, Any>) at ["v"]: "Cannot get keyed decoding container -- found null value instead""#)
        #expect(
            outcome(Box<[String: Int]>.self, #"{"v": null}"#)
                == #"valueNotFound(Dictionary<String, Any>) at ["v"]: "Cannot get keyed decoding container -- found null value instead""#)
        #expect(
            outcome(Box<[Int]>.self, #"{"v": null}"#)
                == #"valueNotFound(Array<Any>) at ["v"]: "Cannot get unkeyed decoding container -- found null value instead""#)
    }

    @Test(
        "B8: null under every date strategy is valueNotFound(Date)",
        arguments: [DateStrategyCase.deferred, .seconds, .milliseconds, .iso8601, .formatted])
    func nullDates(strategy: DateStrategyCase) {
        #expect(
            outcome(Box<Date>.self, #"{"v": null}"#, configure: strategy.apply)
                == #"valueNotFound(Date) at ["v"]: "Cannot get value of type Date -- found null value instead""#)
    }

    @Test("B9: decoding follows the order of the CodingKeys cases, not of the properties")
    func codingKeysOrder() {
        #expect(
            outcome(Revision.self, #"{"rev": "two"}"#)
                == #"typeMismatch(Int) at ["rev"]: "Expected to decode Int but found a string instead.""#)
    }

    @Test("B10: keyNotFound carries the container's path (without the key) and names the CodingKey")
    func keyNotFound() {
        #expect(
            outcome([Box<Int>].self, #"[{"v": 1}, {}]"#)
                == #"keyNotFound(key "v") at ["Index 1"/1]: "No value associated with key CodingKeys(stringValue: \"v\", intValue: nil) (\"v\").""#
        )
        #expect(
            outcome(Trip.self, #"{"route_id": 1}"#, configure: { $0.keyDecodingStrategy = .convertFromSnakeCase })
                == #"keyNotFound(key "routeShortName") at []: "No value associated with key CodingKeys(stringValue: \"routeShortName\", intValue: nil) (\"routeShortName\").""#
        )
    }

    // MARK: B11 convertFromSnakeCase

    @Test("B11: convertFromSnakeCase rewrites struct keys only, by its own rules")
    func snakeCase() {
        let snake: (JSONDecoder) -> Void = { $0.keyDecodingStrategy = .convertFromSnakeCase }
        #expect(outcome([String: Int].self, #"{"first_key": 1}"#, configure: snake) == #"value ["first_key": 1]"#)
        #expect(outcome([Int: Int].self, #"{"1": 1}"#, configure: snake) == "value [1: 1]")
        #expect(outcome(Route.self, #"{"route_u_r_l": "a"}"#, configure: snake) == #"value Route(routeURL: "a")"#)
        #expect(outcome(Route.self, #"{"routeURL": "a"}"#, configure: snake) == #"value Route(routeURL: "a")"#)
        #expect(outcome(Route.self, #"{"route_url": "a"}"#, configure: snake).hasPrefix("keyNotFound(key \"routeURL\")"))
        #expect(
            outcome(Owner.self, #"{"owner": {"avatar_url": "a"}}"#, configure: snake)
                == #"keyNotFound(key "avatar_url") at ["owner"]: "No value associated with key CodingKeys(stringValue: \"avatar_url\", intValue: nil) (\"avatar_url\").""#
        )
        #expect(outcome(OptionalAvatar.self, #"{"avatar_url": "a"}"#, configure: snake) == "value OptionalAvatar(avatarURL: nil)")
        #expect(outcome(Stops.self, #"{"STOPS": 1}"#, configure: snake).hasPrefix("keyNotFound(key \"stops\")"))
        // Not in the reference table: a multi-word upper-case key is lowercased, word by word.
        #expect(
            outcome(Trip.self, #"{"ROUTE_ID": 1, "ROUTE_SHORT_NAME": "A"}"#, configure: snake)
                == #"value Trip(routeId: 1, routeShortName: "A")"#)
        #expect(
            outcome(Underscored.self, #"{"_route_id": 1, "route_id_": 2}"#, configure: snake)
                == "value Underscored(_routeId: 1, routeId_: 2)")
        #expect(
            outcome(Trip.self, #"{"route__short___name": "A", "route_id": 1}"#, configure: snake)
                == #"value Trip(routeId: 1, routeShortName: "A")"#)
        #expect(
            outcome(Trip.self, #"{"route_id": 1, "routeId": 2, "route_short_name": "A"}"#, configure: snake)
                == #"value Trip(routeId: 1, routeShortName: "A")"#)
        #expect(
            outcome(Trip.self, #"{"routeId": 2, "route_id": 1, "route_short_name": "A"}"#, configure: snake)
                == #"value Trip(routeId: 2, routeShortName: "A")"#)
    }

    // MARK: B12–B16 dates

    @Test("B12: .iso8601 errors report the container's path, without the key")
    func iso8601ErrorPaths() {
        let iso = DateStrategyCase.iso8601.apply
        let message = #"dataCorrupted at %@: "Expected date string to be ISO8601-formatted.""#
        func expected(_ path: String) -> String { message.replacingOccurrences(of: "%@", with: path) }
        #expect(outcome(Box<Date>.self, #"{"v": "yesterday"}"#, configure: iso) == expected("[]"))
        #expect(
            outcome([Box<Date>].self, #"[{"v": "2024-01-01T00:00:00Z"}, {"v": "x"}]"#, configure: iso)
                == expected(#"["Index 1"/1]"#))
        #expect(outcome(Box<Box<Date>>.self, #"{"v": {"v": "x"}}"#, configure: iso) == expected(#"["v"]"#))
        #expect(outcome(Box<[Date]>.self, #"{"v": ["2024-01-01T00:00:00Z", "x"]}"#, configure: iso) == expected(#"["v"]"#))
        #expect(outcome(Box<Date??>.self, #"{"v": "x"}"#, configure: iso) == expected(#"["v"]"#))
        #expect(outcome([Box<Date??>].self, #"[{"v": null}, {"v": "x"}]"#, configure: iso) == expected(#"["Index 1"/1, "v"]"#))
    }

    /// Not in the reference table: under `.convertFromSnakeCase`, a failure inside a
    /// `[String: Date]` is reported one level further up, at the path of the struct that holds
    /// the dictionary.
    @Test("B12: .iso8601 in a [String: Date] under convertFromSnakeCase is reported above the dictionary")
    func iso8601DictionaryUnderSnakeCase() {
        let message = #"dataCorrupted at %@: "Expected date string to be ISO8601-formatted.""#
        func expected(_ path: String) -> String { message.replacingOccurrences(of: "%@", with: path) }
        let iso = DateStrategyCase.iso8601.apply
        let isoSnake: (JSONDecoder) -> Void = {
            iso($0); $0.keyDecodingStrategy = .convertFromSnakeCase
        }
        #expect(outcome(Box<[String: Date]>.self, #"{"v": {"a": "x"}}"#, configure: iso) == expected(#"["v"]"#))
        #expect(outcome(Box<[String: Date]>.self, #"{"v": {"a": "x"}}"#, configure: isoSnake) == expected("[]"))
        #expect(
            outcome(Box<Box<[String: Date]>>.self, #"{"v": {"v": {"a": "x"}}}"#, configure: isoSnake)
                == expected(#"["v"]"#))
        #expect(outcome(Box<[Date]>.self, #"{"v": ["x"]}"#, configure: isoSnake) == expected(#"["v"]"#))
    }

    @Test("B13: .iso8601 with a number is a typeMismatch(String) at the full path")
    func iso8601Number() {
        #expect(
            outcome(Box<Date>.self, #"{"v": 1}"#, configure: DateStrategyCase.iso8601.apply)
                == #"typeMismatch(String) at ["v"]: "Expected to decode String but found number instead.""#)
    }

    @Test(
        "B14: .iso8601 accepts",
        arguments: [
            ("2024-03-05T10:00:00Z", "2024-03-05T10:00:00Z"), ("2024-03-05T12:00:00+02:00", "2024-03-05T10:00:00Z"),
            ("2024-03-05T12:00:00+0200", "2024-03-05T10:00:00Z"), ("2011-02-30T10:00:00Z", "2011-03-02T10:00:00Z"),
            ("2024-03-05T25:00:00Z", "2024-03-06T01:00:00Z"), ("2024-03-05T10:00:60Z", "2024-03-05T10:01:00Z"),
            // Not as the reference table says: a lower-case `z` is accepted.
            ("2024-03-05T10:00:00z", "2024-03-05T10:00:00Z"),
        ])
    func iso8601Accepts(text: String, normalised: String) {
        let decoded = try? decoder(DateStrategyCase.iso8601.apply).decode(Date.self, from: Data("\"\(text)\"".utf8))
        #expect(decoded.map { ISO8601DateFormatter().string(from: $0) } == normalised)
    }

    @Test("B14: .iso8601 keeps fractional seconds")
    func iso8601Fractions() throws {
        let date = try decoder(DateStrategyCase.iso8601.apply).decode(Date.self, from: Data(#""2024-03-05T10:00:00.125Z""#.utf8))
        #expect(date.timeIntervalSince1970 == 1_709_632_800.125)
    }

    @Test(
        "B14: .iso8601 rejects",
        arguments: [
            "2024-03-05t10:00:00Z", "2024-03-05", "2024-03-05T10:00:00", "2024-03-05 10:00:00Z",
        ])
    func iso8601Rejects(text: String) {
        #expect(
            outcome(Date.self, "\"\(text)\"", configure: DateStrategyCase.iso8601.apply)
                == #"dataCorrupted at []: "Expected date string to be ISO8601-formatted.""#)
    }

    @Test(
        "B15: .formatted(yyyy-MM-dd) is lenient in places",
        arguments: [
            ("2024-3-5", "2024-03-05"), (" 2024-12-25 ", "2024-12-25"), ("24-12-25", "0024-12-25"),
        ])
    func formattedAccepts(text: String, normalised: String) {
        let decoded = try? decoder(DateStrategyCase.formatted.apply).decode(Date.self, from: Data("\"\(text)\"".utf8))
        #expect(decoded.map { DateStrategyCase.dayFormatter.string(from: $0) } == normalised)
    }

    @Test(
        "B15: .formatted(yyyy-MM-dd) rejects at the full path",
        arguments: ["2024-02-30", "2024-12-25Z", "2024-12-25T10:00:00", "2024-13-01", ""])
    func formattedRejects(text: String) {
        #expect(
            outcome(Box<Date>.self, #"{"v": "\#(text)"}"#, configure: DateStrategyCase.formatted.apply)
                == #"dataCorrupted at ["v"]: "Date string does not match format expected by formatter.""#)
    }

    @Test(
        "B16: number date strategies decode a Double; a string is a typeMismatch(Double)",
        arguments: [DateStrategyCase.deferred, .seconds, .milliseconds])
    func numericDates(strategy: DateStrategyCase) throws {
        #expect(
            outcome(Box<Date>.self, #"{"v": "1"}"#, configure: strategy.apply)
                == #"typeMismatch(Double) at ["v"]: "Expected to decode Double but found a string instead.""#)
        #expect(
            outcome(Box<Date>.self, #"{"v": true}"#, configure: strategy.apply)
                == #"typeMismatch(Double) at ["v"]: "Expected to decode Double but found bool instead.""#)
        let date = try? decoder(strategy.apply).decode(Date.self, from: Data("86400".utf8))
        let seconds = try #require(date.map(strategy.seconds))
        #expect(abs(seconds - 86400) < 0.001)
    }

    // MARK: B17–B20 Data, URL, UUID

    @Test("B17: base64 Data is lenient about padding and strict about the alphabet")
    func base64() throws {
        #expect(try reencoded(Data.self, #""====""#) == #""AA==""#)
        #expect(try reencoded(Data.self, #""aGVsbG8==""#) == #""aGVsbG8=""#)
        #expect(try reencoded(Data.self, #""""#) == #""""#)
        for text in ["aGVsbG8", "ab-_", #"aGVs\nbG8="#, "a", "aGVs bG8="] {
            #expect(
                outcome(Box<Data>.self, #"{"v": "\#(text)"}"#)
                    == #"dataCorrupted at ["v"]: "Encountered Data is not valid Base64.""#, "\(text)")
        }
    }

    @Test("B18: .deferredToData reads a byte array")
    func deferredData() {
        let deferred: (JSONDecoder) -> Void = { $0.dataDecodingStrategy = .deferredToData }
        #expect(outcome(Data.self, "[104.0, 1.01e2]", configure: deferred) == "value 2 bytes")
        #expect(
            outcome(Box<Data>.self, #"{"v": "aGk="}"#, configure: deferred)
                == #"typeMismatch(Array<Any>) at ["v"]: "Expected to decode Array<Any> but found a string instead.""#)
        #expect(outcome(Box<Data>.self, #"{"v": [256]}"#, configure: deferred) == pathless)
        #expect(
            outcome(Box<Data>.self, #"{"v": [104, "e"]}"#, configure: deferred)
                == #"typeMismatch(UInt8) at ["v", "Index 1"/1]: "Expected to decode UInt8 but found a string instead.""#)
    }

    @Test("B19: URLs")
    func urls() throws {
        for text in ["", "https://a b.example/", "http://[::1"] {
            #expect(outcome(Box<URL>.self, #"{"v": "\#(text)"}"#) == #"dataCorrupted at ["v"]: "Invalid URL string.""#, "\(text)")
        }
        #expect(try reencoded(URL.self, #""https://a.example/left hand.jpg""#) == #""https:\/\/a.example\/left%20hand.jpg""#)
        #expect(try reencoded(URL.self, #""https://a.example/?q=a b#c d""#) == #""https:\/\/a.example\/?q=a%20b#c%20d""#)
        #expect(try reencoded(URL.self, #""https://bücher.example/""#) == #""https:\/\/xn--bcher-kva.example\/""#)
        #expect(try reencoded(URL.self, #""../covers/a.jpg""#) == #""..\/covers\/a.jpg""#)
    }

    @Test("B20: UUIDs")
    func uuids() throws {
        #expect(try reencoded(UUID.self, #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#) == #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#)
        for text in ["E621E1F8C36C495A93FC0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}"] {
            #expect(
                outcome(Box<UUID>.self, #"{"v": "\#(text)"}"#)
                    == #"dataCorrupted at ["v"]: "Attempted to decode UUID from invalid UUID string.""#, "\(text)")
        }
    }

    // MARK: B21–B24 lazy validation, keys, duplicates

    @Test(
        "B21: in a value nothing decodes, malformed numbers and strings pass",
        arguments: [
            "01", "1.", "-", "00", "1E", "-.5", "1.5.5", "1-2", "1e5e5", "1e400", #""\x41""#, #""\q""#, #""\ud800""#,
            "\"a\tb\"", "\"a\nb\"", "\"a\u{01}b\"",
        ])
    func lazyValuesPass(value: String) {
        #expect(outcome(Box<Int>.self, #"{"v": 1, "extra": \#(value)}"#) == "value Box<Int>(v: 1)")
    }

    @Test(
        "B21: some spellings fail even where nothing decodes them",
        arguments: ["+1", "NaN", #""\u12""#, ".5", "0x1F", "-Infinity", "tru", "'a'"])
    func eagerlyRejected(value: String) {
        #expect(outcome(Box<Int>.self, #"{"v": 1, "extra": \#(value)}"#) == pathless)
    }

    @Test("B21: decoded, a malformed number is pathless; as Bool or String it is a typeMismatch first")
    func decodedMalformedValues() {
        #expect(outcome(Box<Int>.self, #"{"v": 01}"#) == pathless)
        #expect(outcome(Box<Double>.self, #"{"v": 1.}"#) == pathless)
        #expect(outcome(Box<String>.self, #"{"v": "\x41"}"#) == pathless)
        #expect(
            outcome(Box<Bool>.self, #"{"v": 01}"#)
                == #"typeMismatch(Bool) at ["v"]: "Expected to decode Bool but found number instead.""#)
        #expect(
            outcome(Box<String>.self, #"{"v": 01}"#)
                == #"typeMismatch(String) at ["v"]: "Expected to decode String but found number instead.""#)
    }

    @Test("B21: invalid UTF-8 inside an ignored string passes; decoded it is pathless")
    func invalidUTF8() {
        let ignored = Data(#"{"v": 1, "x": "a"#.utf8) + Data([0xFF]) + Data(#""}"#.utf8)
        #expect(outcome(Box<Int>.self, ignored) == "value Box<Int>(v: 1)")
        let decoded = Data(#"{"v": "a"#.utf8) + Data([0xFF]) + Data(#""}"#.utf8)
        #expect(outcome(Box<String>.self, decoded) == pathless)
    }

    @Test("B22: keys are validated when their object is decoded, not inside ignored values")
    func keyValidation() {
        #expect(outcome(Box<Int>.self, #"{"v": 1, "\x": 2}"#) == pathless)
        #expect(outcome(Box<Int>.self, #"{"v": 1, "\ud800": 2}"#) == pathless)
        #expect(outcome(Box<Int>.self, "{\"v\": 1, \"a\tb\": 2}") == pathless)
        #expect(outcome([String: Int].self, #"{"\x": 2}"#) == pathless)
        #expect(outcome(Box<Int>.self, #"{"v": 1, "extra": {"\x": 1}}"#) == "value Box<Int>(v: 1)")
    }

    @Test("B23: duplicate keys: the first wins and later duplicates are never decoded")
    func duplicateKeys() {
        #expect(outcome(Box<Int>.self, #"{"v": 1, "v": 2}"#) == "value Box<Int>(v: 1)")
        #expect(outcome(Box<Int>.self, #"{"v": 1, "v": "two"}"#) == "value Box<Int>(v: 1)")
        #expect(
            outcome(Box<Int>.self, #"{"v": "one", "v": 2}"#)
                == #"typeMismatch(Int) at ["v"]: "Expected to decode Int but found a string instead.""#)
        #expect(outcome([String: Int].self, #"{"a": 1, "a": "x"}"#) == #"value ["a": 1]"#)
        #expect(outcome([Int: Int].self, #"{"1": 1, "1": "x"}"#) == "value [1: 1]")
        #expect(outcome([String: Int].self, "{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}") == "value [\"caf\u{E9}\": 1]")
        #expect(outcome([String: Int].self, #"{"👍": 1, "\ud83d\udc4d": 2}"#) == #"value ["👍": 1]"#)
    }

    @Test("B24: [Int: V] keys go through Int(String)")
    func intKeys() {
        let decoded = try? JSONDecoder().decode([Int: Int].self, from: Data(#"{"00": 1, "+3": 2, "-1": 3, "007": 4}"#.utf8))
        #expect(decoded == [0: 1, 3: 2, -1: 3, 7: 4])
        for key in ["noon", " 6", "99999999999999999999", "6.0"] {
            #expect(
                outcome([Int: Int].self, #"{"\#(key)": 1}"#)
                    == #"typeMismatch(Int) at ["\#(key)"]: "Expected Int key but found String key instead.""#, "\(key)")
        }
        #expect(
            outcome([Int: Int].self, #"{"007": "x"}"#)
                == #"typeMismatch(Int) at ["007"/7]: "Expected to decode Int but found a string instead.""#)
    }

    // MARK: B25–B28 enums, nesting, encodings, whitespace

    @Test("B25: raw-value enums name the unqualified type and the value")
    func enumRawValues() {
        #expect(
            outcome(Box<Fruit>.self, #"{"v": "Apple"}"#)
                == #"dataCorrupted at ["v"]: "Cannot initialize Fruit from invalid String value Apple""#)
        #expect(
            outcome(Box<Level>.self, #"{"v": 5}"#)
                == #"dataCorrupted at ["v"]: "Cannot initialize Level from invalid Int value 5""#)
        #expect(outcome(Box<Level>.self, #"{"v": 2.0}"#) == "value Box<Level>(v: CodableCheckCoreTests.FoundationLearningTests.Level.high)")
        #expect(outcome(Box<Level>.self, #"{"v": 1e0}"#) == "value Box<Level>(v: CodableCheckCoreTests.FoundationLearningTests.Level.low)")
    }

    @Test("B26: 512 nested containers decode, 513 do not, counted over the whole document")
    func nesting() {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        #expect(outcome(JSONValue.self, nested(512)).hasPrefix("value"))
        #expect(outcome(JSONValue.self, nested(513)) == pathless)
        #expect(outcome(Box<Int>.self, #"{"v": 1, "x": \#(nested(511))}"#) == "value Box<Int>(v: 1)")
        #expect(outcome(Box<Int>.self, #"{"v": 1, "x": \#(nested(512))}"#) == pathless)
        #expect(outcome(IgnoreEverything.self, nested(10_000)) == pathless)
        #expect(outcome(IgnoreEverything.self, nested(100_000)) == pathless)
    }

    @Test("B26: JSONEncoder cannot write a 512-deep value; 511 is fine")
    func encoderNesting() throws {
        func nested(_ depth: Int) -> Nest { (1..<depth).reduce(Nest.leaf) { inner, _ in .node([inner]) } }
        #expect(throws: Never.self) { try JSONEncoder().encode(nested(511)) }
        do {
            _ = try JSONEncoder().encode(nested(512))
            Issue.record("JSONEncoder wrote a 512-deep value")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.debugDescription == "Unable to encode the given top-level value to JSON.")
        }
    }

    @Test("B27: input encodings")
    func inputEncodings() {
        let json = #"{"v": 1}"#
        let value = "value Box<Int>(v: 1)"
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(outcome(Box<Int>.self, Data(bom + Array(json.utf8))) == value)
        #expect(outcome(Box<Int>.self, Data(bom + bom + Array(json.utf8))) == pathless)
        #expect(outcome(IgnoreEverything.self, Data(bom)) == pathless)
        #expect(outcome(Box<Int>.self, Data([0xFF, 0xFE]) + json.data(using: .utf16LittleEndian)!) == value)
        #expect(outcome(Box<Int>.self, json.data(using: .utf16BigEndian)!) == value)
        #expect(outcome(Box<Int>.self, json.data(using: .utf16LittleEndian)!) == value)
        #expect(outcome(Box<Int>.self, json.data(using: .utf32LittleEndian)!) == value)
        #expect(outcome(Box<Int>.self, Data([0xFF, 0xFE, 0, 0]) + json.data(using: .utf32LittleEndian)!) == pathless)
        // Not in the reference table: UTF-32 BE with a BOM is accepted, and a UTF-16 input with an
        // odd trailing byte decodes (the byte is dropped).
        #expect(outcome(Box<Int>.self, Data([0, 0, 0xFE, 0xFF]) + json.data(using: .utf32BigEndian)!) == value)
        #expect(outcome(Box<Int>.self, json.data(using: .utf16LittleEndian)! + Data([0])) == value)
        #expect(outcome(Box<Int>.self, Data([0xFE, 0xFF]) + json.data(using: .utf16BigEndian)! + Data([0x41])) == value)
        #expect(outcome(Box<Int>.self, json.data(using: .utf32LittleEndian)! + Data([0, 0])) == value)
        #expect(outcome(Box<Int>.self, Data([0, 0, 0xFE, 0xFF]) + json.data(using: .utf32BigEndian)! + Data([0])) == value)
        // A lone surrogate in UTF-16 input fails the whole document, even inside an ignored string.
        let loneSurrogate =
            #"{"v": 1, "x": "a"#.data(using: .utf16LittleEndian)! + Data([0x00, 0xD8])
            + #""}"#.data(using: .utf16LittleEndian)!
        #expect(outcome(Box<Int>.self, loneSurrogate) == pathless)
    }

    @Test("B28: whitespace, control characters and commas")
    func whitespaceAndCommas() {
        #expect(outcome(Box<Int>.self, " \t\r\n{\"v\": 1}\n") == "value Box<Int>(v: 1)")
        #expect(outcome(Box<Int>.self, "\u{0C}{\"v\": 1}") == pathless)
        #expect(outcome(Box<Int>.self, "\u{A0}{\"v\": 1}") == pathless)
        #expect(outcome(String.self, "\"a\u{7F}b\"") == "value a\u{7F}b")
        #expect(outcome(String.self, #""a\u0000b""#) == "value a\u{0}b")
        #expect(outcome([Int].self, "[1,]") == "value [1]")
        #expect(outcome(Box<Int>.self, #"{"v": 1,}"#) == "value Box<Int>(v: 1)")
        for text in ["[,]", "[,1]", "[1,,]", "{,}"] {
            #expect(outcome(IgnoreEverything.self, text) == pathless, "\(text)")
        }
    }

    // MARK: B29–B30 synthesized Codable and dictionary order

    @Test("B29: synthesized init(from:) skips initialised lets and keys left out of CodingKeys")
    func synthesizedCodable() {
        #expect(
            outcome(Defaults.self, #"{"required": 1, "kind": 42, "skipped": "x"}"#)
                == #"value Defaults(kind: "fixed", required: 1, skipped: 0, hidden: nil)"#)
        #expect(
            outcome(DefaultedVar.self, "{}")
                == #"keyNotFound(key "count") at []: "No value associated with key CodingKeys(stringValue: \"count\", intValue: nil) (\"count\").""#
        )
        #expect(
            outcome(Defaults.self, #"{"required": 1, "hidden": "h"}"#)
                == #"value Defaults(kind: "fixed", required: 1, skipped: 0, hidden: Optional("h"))"#)
    }

    @Test("B30: within one process a dictionary's first error is stable (its order is the hash order)")
    func dictionaryOrder() {
        let json = #"{"a": "x", "b": 1, "c": 2, "d": "y", "e": 3}"#
        let first = outcome([String: Int].self, json)
        #expect(first.hasPrefix(#"typeMismatch(Int) at ["a"]"#) || first.hasPrefix(#"typeMismatch(Int) at ["d"]"#))
        for _ in 0..<20 {
            #expect(outcome([String: Int].self, json) == first)
        }
    }

    // MARK: beyond the reference table

    @Test("Index steps are spelled \"Index N\" with intValue N")
    func indexKeys() {
        #expect(
            outcome([[Int]].self, #"[[1], [2, "x"]]"#)
                == #"typeMismatch(Int) at ["Index 1"/1, "Index 1"/1]: "Expected to decode Int but found a string instead.""#)
    }

    /// Exactly the spellings `0e1`…`0e9` and `0E1`…`0E9` fail as Double and Float: a one-digit,
    /// non-zero, unsigned exponent after a bare `0`. A sign, a second exponent digit, a minus sign
    /// or a fraction makes them decode.
    @Test(
        "0e1 is not a Double: 0[eE][1-9] alone is rejected",
        arguments: [
            ("0e1", false), ("0e5", false), ("0e9", false), ("0E1", false), ("0e+1", true), ("0E+1", true),
            ("0e-1", true), ("-0e1", true), ("-0E1", true), ("0e0", true), ("0e00", true), ("0e01", true),
            ("0e10", true), ("0.0e1", true), ("0e400", true), ("5e1", true),
        ])
    func zeroMantissaExponent(text: String, accepted: Bool) {
        #expect((outcome(Double.self, text) != pathless) == accepted)
        #expect((outcome(Float.self, text) != pathless) == accepted)
        if text.hasPrefix("0") && !text.hasPrefix("0e4") {
            #expect(outcome(Int.self, text) == "value 0")
            #expect(outcome(Decimal.self, text) == "value 0")
        }
    }

    @Test("Invalid JSON carries no underlying error")
    func syntaxErrorShape() throws {
        do {
            _ = try JSONDecoder().decode(IgnoreEverything.self, from: Data("[".utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
            #expect(context.underlyingError == nil)
        }
    }
}

// MARK: - Helpers and probe types

extension FoundationLearningTests {
    /// Foundation's pathless error for malformed JSON and for numbers that do not fit.
    var pathless: String { #"dataCorrupted at []: "The given data was not valid JSON.""# }

    func decoder(_ configure: (JSONDecoder) -> Void) -> JSONDecoder {
        let decoder = JSONDecoder()
        configure(decoder)
        return decoder
    }

    /// `value <description>` or the rendered error.
    func outcome<T: Decodable>(_ type: T.Type, _ data: Data, configure: (JSONDecoder) -> Void = { _ in }) -> String {
        do {
            let value = try decoder(configure).decode(T.self, from: data)
            if let data = value as? Data { return "value \(data.count) bytes" }
            return "value \(value)"
        } catch {
            return ObservedDecodingError(error)?.description ?? "\(error)"
        }
    }

    func outcome<T: Decodable>(_ type: T.Type, _ json: String, configure: (JSONDecoder) -> Void = { _ in }) -> String {
        outcome(type, Data(json.utf8), configure: configure)
    }

    /// Decodes `json` as `T` and encodes the value back with `JSONEncoder`.
    func reencoded<T: Codable>(_ type: T.Type, _ json: String) throws -> String {
        let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        return String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    struct Box<T: Decodable>: Decodable { var v: T }

    enum Fruit: String, Decodable { case apple, pear }
    enum Level: Int, Decodable { case low = 1, high = 2 }

    struct Revision: Decodable {
        var title: String
        var rev: Int
        enum CodingKeys: String, CodingKey { case rev, title }
    }

    struct Route: Decodable { var routeURL: String }
    struct Trip: Decodable { var routeId: Int; var routeShortName: String }
    struct Owner: Decodable {
        var owner: Avatar
        struct Avatar: Decodable {
            var avatarURL: String
            enum CodingKeys: String, CodingKey { case avatarURL = "avatar_url" }
        }
    }
    struct OptionalAvatar: Decodable {
        var avatarURL: String?
        enum CodingKeys: String, CodingKey { case avatarURL = "avatar_url" }
    }
    struct Stops: Decodable { var stops: Int }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // Underscores on purpose: snake-case conversion keeps leading and trailing ones.
    struct Underscored: Decodable { var _routeId: Int; var routeId_: Int }

    struct Defaults: Decodable {
        let kind = "fixed"
        var required: Int
        var skipped: Int = 0
        private var hidden: String?
        enum CodingKeys: String, CodingKey { case kind, required, hidden }
    }
    struct DefaultedVar: Decodable { var count = 5 }

    indirect enum Nest: Encodable {
        case leaf
        case node([Nest])
        func encode(to encoder: any Encoder) throws {
            switch self {
            case .leaf:
                var container = encoder.unkeyedContainer()
                try container.encodeNil()
            case .node(let children):
                var container = encoder.unkeyedContainer()
                for child in children { try container.encode(child) }
            }
        }
    }

    enum DateStrategyCase: String, Sendable, CaseIterable {
        case deferred, seconds, milliseconds, iso8601, formatted

        static let dayFormatter: DateFormatter = {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter
        }()

        func apply(_ decoder: JSONDecoder) {
            switch self {
            case .deferred: decoder.dateDecodingStrategy = .deferredToDate
            case .seconds: decoder.dateDecodingStrategy = .secondsSince1970
            case .milliseconds: decoder.dateDecodingStrategy = .millisecondsSince1970
            case .iso8601: decoder.dateDecodingStrategy = .iso8601
            case .formatted: decoder.dateDecodingStrategy = .formatted(Self.dayFormatter)
            }
        }

        /// The number the strategy read, back from the date.
        func seconds(_ date: Date) -> Double {
            switch self {
            case .deferred: date.timeIntervalSinceReferenceDate
            case .seconds: date.timeIntervalSince1970
            case .milliseconds: date.timeIntervalSince1970 * 1000
            default: .nan
            }
        }
    }
}
