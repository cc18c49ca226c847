import Foundation
import Testing

@testable import CodableCheckCore

/// Each lossy-mode rule on a one-field plan: what the app holds (the printed value), the
/// warning's kind and message, and that strict mode refuses the same document.
@Suite("Lossy mode: one rule at a time")
struct LossyRulesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var json: String
        var plan: ValuePlan
        /// The printed document; nil when lossy mode still fails.
        var printed: String?
        var kind: String?
        var message: String?
        var dateStrategy: ValidationOptions.DateStrategy = .deferredToDate
        var testDescription: String { json }
    }

    private static func field(_ plan: ValuePlan, defaultValue: String? = nil) -> ValuePlan {
        .object(ObjectPlan(typeName: "Model", fields: [FieldPlan(propertyName: "v", key: "v", value: plan, defaultValue: defaultValue)]))
    }

    static let cases: [Case] = [
        Case(json: #"{"v": 1}"#, plan: field(.bool), printed: #"{"v":true}"#, kind: "coercedBool", message: "number 1 read as true"),
        Case(json: #"{"v": 0}"#, plan: field(.bool), printed: #"{"v":false}"#, kind: "coercedBool", message: "number 0 read as false"),
        Case(
            json: #"{"v": "TRUE"}"#, plan: field(.bool), printed: #"{"v":true}"#, kind: "coercedBool",
            message: #"string "TRUE" read as true"#),
        Case(
            json: #"{"v": "no"}"#, plan: field(.bool), printed: #"{"v":false}"#, kind: "coercedBool", message: #"string "no" read as false"#
        ),
        Case(json: #"{"v": "1"}"#, plan: field(.bool), printed: #"{"v":true}"#, kind: "coercedBool", message: #"string "1" read as true"#),
        Case(
            json: #"{"v": " True\n"}"#, plan: field(.bool), printed: #"{"v":true}"#, kind: "coercedBool",
            message: #"string " True\#n" read as true"#),
        Case(json: #"{"v": 2}"#, plan: field(.bool), printed: nil),
        Case(
            json: #"{"v": 1e2}"#, plan: field(.string), printed: #"{"v":"1e2"}"#, kind: "coercedString",
            message: #"number 1e2 read as the string "1e2""#),
        Case(
            json: #"{"v": "42"}"#, plan: field(.integer(.int)), printed: #"{"v":42}"#, kind: "coercedNumber",
            message: #"string "42" read as the number 42"#),
        Case(
            json: #"{"v": "3.0"}"#, plan: field(.integer(.int)), printed: #"{"v":3}"#, kind: "coercedNumber",
            message: #"string "3.0" read as the number 3.0"#),
        Case(
            json: #"{"v": "\t42 "}"#, plan: field(.integer(.int)), printed: #"{"v":42}"#, kind: "coercedNumber",
            message: #"string "\#t42 " read as the number 42"#),
        Case(json: #"{"v": "3.5"}"#, plan: field(.integer(.int)), printed: nil, message: #"numeric string "3.5" is not an integer"#),
        Case(json: #"{"v": "300"}"#, plan: field(.integer(.uint8)), printed: nil, message: #"numeric string "300" does not fit in UInt8"#),
        Case(json: #"{"v": "-1"}"#, plan: field(.integer(.uint8)), printed: nil, message: #"numeric string "-1" does not fit in UInt8"#),
        Case(
            json: #"{"v": "99999999999999999999"}"#, plan: field(.integer(.int)), printed: nil,
            message: #"numeric string "99999999999999999999" does not fit in Int"#),
        Case(json: #"{"v": "1e39"}"#, plan: field(.float), printed: nil, message: #"numeric string "1e39" does not fit in Float"#),
        Case(json: #"{"v": "1e400"}"#, plan: field(.double), printed: nil, message: #"numeric string "1e400" does not fit in Double"#),
        // `Double` parses these; a string sent as a number never means them.
        Case(json: #"{"v": "NaN"}"#, plan: field(.double), printed: nil, message: #"expected Double, found string "NaN""#),
        Case(json: #"{"v": "0x10"}"#, plan: field(.integer(.int)), printed: nil, message: #"expected Int, found string "0x10""#),
        Case(json: #"{"v": "0x10"}"#, plan: field(.date), printed: nil, dateStrategy: .iso8601),
        Case(json: #"{"v": "forty"}"#, plan: field(.integer(.int)), printed: nil, message: #"expected Int, found string "forty""#),
        Case(
            json: #"{"v": "2.5"}"#, plan: field(.double), printed: #"{"v":2.5}"#, kind: "coercedNumber",
            message: #"string "2.5" read as the number 2.5"#),
        Case(
            json: #"{"v": [1, "x", 2]}"#, plan: field(.array(.integer(.int))), printed: #"{"v":[1,2]}"#, kind: "droppedElement",
            message: #"expected Int, found string "x"; the app holds the array without this element"#),
        Case(
            json: #"{"v": {"a": 1, "b": [] }}"#, plan: field(.dictionary(key: .string, value: .integer(.int))), printed: #"{"v":{"a":1}}"#,
            kind: "droppedDictionaryValue", message: "expected Int, found array; the app holds the dictionary without this member"),
        Case(
            json: #"{"v": []}"#, plan: field(.optional(.string)), printed: "{}", kind: "invalidOptionalAsNil",
            message: "expected String, found array; the app holds nil"),
        Case(
            json: #"{}"#, plan: field(.integer(.int), defaultValue: "5"), printed: #"{"v":5}"#, kind: "defaultUsed",
            message: #"key "v" not found; the app holds the declared default 5"#),
        Case(
            json: #"{"v": null}"#, plan: field(.integer(.int), defaultValue: "5"), printed: #"{"v":5}"#, kind: "defaultUsed",
            message: "found null; the app holds the declared default 5"),
        Case(
            json: #"{"v": null}"#, plan: field(.array(.string)), printed: #"{"v":[]}"#, kind: "emptyCollection",
            message: "found null; the app holds an empty array"),
        Case(
            json: #"{}"#, plan: field(.dictionary(key: .string, value: .string)), printed: #"{"v":{}}"#, kind: "emptyCollection",
            message: #"key "v" not found; the app holds an empty dictionary"#),
        // A dictionary whose keys JSON cannot spell (`[UUID: String]`) is a collection too: empty
        // as `JSONEncoder` writes it, the rule the lossy JSON Schema export states (issue 24).
        Case(
            json: #"{}"#, plan: field(.pairDictionary(key: .uuid, value: .string)), printed: #"{"v":[]}"#, kind: "emptyCollection",
            message: #"key "v" not found; the app holds an empty dictionary"#),
        Case(
            json: #"{"v": null}"#, plan: field(.pairDictionary(key: .uuid, value: .string)), printed: #"{"v":[]}"#,
            kind: "emptyCollection", message: "found null; the app holds an empty dictionary"),
        Case(
            json: #"{"v": "loud"}"#, plan: field(.optional(.rawEnum(RawEnumPlan(typeName: "Level", rawType: .string, rawValues: ["low"])))),
            printed: "{}", kind: "unknownEnumValue", message: #""loud" is not a Level (expected one of "low"); the app holds nil"#),
        Case(
            json: #"{"v": "loud"}"#,
            plan: field(.rawEnum(RawEnumPlan(typeName: "Level", rawType: .string, rawValues: ["low"])), defaultValue: #""low""#),
            printed: #"{"v":"low"}"#, kind: "defaultUsed",
            message: #""loud" is not a Level (expected one of "low"); the app holds the declared default "low""#),
        Case(
            json: #"{"v": "1996-12-19T16:39:57-08:00"}"#, plan: field(.date), printed: #"{"v":-127264803}"#, kind: "dateFallback",
            message: #"string "1996-12-19T16:39:57-08:00" read as ISO 8601: 1996-12-20T00:39:57Z"#),
        Case(
            json: #"{"v": "2001-01-01t00:00:00.5z"}"#, plan: field(.date), printed: #"{"v":0.5}"#, kind: "dateFallback",
            message: #"string "2001-01-01t00:00:00.5z" read as RFC 3339: 2001-01-01T00:00:00Z"#),
        Case(
            json: #"{"v": 978307200.0}"#, plan: field(.date), printed: #"{"v":0}"#, kind: "dateFallback",
            message: "number 978307200.0 read as seconds since 1970: 2001-01-01T00:00:00Z", dateStrategy: .iso8601),
        Case(
            json: #"{"v": "978307200000"}"#, plan: field(.date), printed: #"{"v":0}"#, kind: "dateFallback",
            message: #"string "978307200000" read as milliseconds since 1970: 2001-01-01T00:00:00Z"#, dateStrategy: .iso8601),
        Case(
            json: #"{"v": "Thu, 19 Dec 1996 16:39:57 GMT"}"#, plan: field(.date), printed: #"{"v":-127293603}"#, kind: "dateFallback",
            message: #"string "Thu, 19 Dec 1996 16:39:57 GMT" read as RFC 2822: 1996-12-19T16:39:57Z"#, dateStrategy: .iso8601),
        // Finite but no plausible date (the year 506713): not a timestamp.
        Case(json: #"{"v": 1e300}"#, plan: field(.date), printed: nil, dateStrategy: .iso8601),
        Case(json: #"{"v": "-1e17"}"#, plan: field(.date), printed: nil, dateStrategy: .iso8601),
    ]

    private func outcome(_ testCase: Case, mode: ValidationOptions.Mode) throws -> ValidationOutcome {
        var options = ValidationOptions()
        options.mode = mode
        options.producesValue = true
        options.dateStrategy = testCase.dateStrategy
        return SchemaValidator(plan: testCase.plan, options: options).validate(try JSONReader.read(Array(testCase.json.utf8)))
    }

    @Test(arguments: cases)
    func lossyModeRecoversWithOneWarning(_ testCase: Case) throws {
        let lossy = try outcome(testCase, mode: .lossy)
        #expect(lossy.encodedValue == testCase.printed)
        if testCase.printed != nil {
            #expect(lossy.warnings.map(\.kind.rawValue) == [testCase.kind].compactMap { $0 })
            #expect(lossy.warnings.first?.message == testCase.message)
        } else {
            #expect(!lossy.isValid)
            // A numeric string is refused for its value, not for being a string.
            if let message = testCase.message { #expect(lossy.errors.map(\.message) == [message]) }
        }
    }

    /// The lossy fallback's plausible range is not strict mode's: `.secondsSince1970` and
    /// `.millisecondsSince1970` take any finite number, as `JSONDecoder` does.
    @Test(arguments: [ValidationOptions.DateStrategy.secondsSince1970, .millisecondsSince1970])
    func strictTimestampsAcceptHugeNumbersAsJSONDecoderDoes(_ strategy: ValidationOptions.DateStrategy) throws {
        struct Model: Decodable { var v: Date }
        let json = #"{"v": 1e300}"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy == .secondsSince1970 ? .secondsSince1970 : .millisecondsSince1970
        #expect(throws: Never.self) { try decoder.decode(Model.self, from: Data(json.utf8)) }
        for mode in [ValidationOptions.Mode.strict, .lossy] {
            var options = ValidationOptions()
            options.mode = mode
            options.dateStrategy = strategy
            let outcome = SchemaValidator(plan: Self.field(.date), options: options).validate(try JSONReader.read(Array(json.utf8)))
            #expect(outcome.isValid)
            #expect(outcome.warnings.isEmpty)
        }
    }

    @Test(arguments: cases)
    func strictModeRecoversNothing(_ testCase: Case) throws {
        let strict = try outcome(testCase, mode: .strict)
        #expect(!strict.isValid)
        #expect(strict.warnings.isEmpty)
    }
}
