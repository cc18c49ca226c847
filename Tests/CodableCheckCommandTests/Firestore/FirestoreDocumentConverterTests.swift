import CodableCheckCore
import Testing

@testable import CodableCheckCommand

/// The converter alone: the plain JSON it writes for each typed value, where each plain offset
/// maps back to, and which malformed documents it refuses.
@Suite struct FirestoreDocumentConverterTests {
    func convert(_ text: String) throws -> FirestoreDocumentConverter.Outcome {
        FirestoreDocumentConverter.convert(try JSONReader.read(Array(text.utf8)))
    }

    func plain(_ text: String) throws -> String? {
        guard case .converted(let converted) = try convert(text) else { return nil }
        return String(decoding: converted.plainBytes, as: UTF8.self)
    }

    func problems(_ text: String) throws -> [String] {
        guard case .malformed(let errors) = try convert(text) else { return [] }
        return errors.map { "\($0.byteOffset) \(CodingPathComponent.render($0.codingPath)): \($0.message)" }
    }

    @Test func everyValueKindUnwraps() throws {
        #expect(
            try plain(
                #"""
                {"fields": {"n": {"nullValue": "NULL_VALUE"}, "b": {"booleanValue": false}, "i": {"integerValue": "-0042"},
                 "d": {"doubleValue": 1e3}, "t": {"timestampValue": "2001-01-01T00:00:00Z"}, "s": {"stringValue": "a\"b"},
                 "y": {"bytesValue": "AQI="}, "r": {"referenceValue": "projects/p/databases/(default)/documents/a/b"},
                 "g": {"geoPointValue": {"longitude": 2.5}}, "a": {"arrayValue": {"values": [{"integerValue": 7}]}},
                 "e": {"arrayValue": {}}, "m": {"mapValue": {}},
                 "v": {"mapValue": {"fields": {"__type__": {"stringValue": "__vector__"}, "value": {"arrayValue": {"values": [{"doubleValue": 0.5}]}}}}}}}
                """#)
                == #"{"n":null,"b":false,"i":-42,"d":1e3,"t":"2001-01-01T00:00:00Z","s":"a\"b","y":"AQI=","r":"projects/p/databases/(default)/documents/a/b","g":{"latitude":0,"longitude":2.5},"a":[7],"e":[],"m":{},"v":{"array":[0.5]}}"#
        )
    }

    @Test func offsetsMapBackToTheTypedValues() throws {
        let text = #"{"name": "x/books/dune", "fields": {"pages": {"integerValue": "412"}, "title": {"stringValue": "Dune"}}}"#
        guard case .converted(let converted) = try convert(text) else {
            Issue.record("not converted")
            return
        }
        let plainText = String(decoding: converted.plainBytes, as: UTF8.self)
        #expect(plainText == #"{"pages":412,"title":"Dune"}"#)
        let bytes = Array(text.utf8)
        func original(of needle: String) -> Int {
            let plainOffset = plainText.utf8.distance(from: plainText.startIndex, to: plainText.range(of: needle)!.lowerBound)
            return converted.offsets.originalOffset(of: plainOffset)
        }
        // `412` stands for the string `"412"`; `"Dune"` is copied byte for byte.
        #expect(bytes[original(of: "412")] == UInt8(ascii: "\""))
        #expect(String(decoding: bytes[original(of: "412")...].prefix(5), as: UTF8.self) == #""412""#)
        #expect(String(decoding: bytes[original(of: #""Dune""#)...].prefix(6), as: UTF8.self) == #""Dune""#)
        #expect(String(decoding: bytes[original(of: "Dune")...].prefix(4), as: UTF8.self) == "Dune")
        // The document object is keyed by its `{` in the plain JSON: offset 0.
        #expect(converted.documentIDs == [0: "dune"])
    }

    @Test func malformedDocumentsAreRefusedWithEveryReason() throws {
        #expect(
            try problems(
                #"{"fields": {"a": {"integerValue": "1.5"}, "b": {}, "c": {"arrayValue": {"values": [{"geoPointValue": {"lat": 1}}]}}}}"#)
                == [
                    #"34 a: integerValue must be a 64-bit integer as a decimal string ("816"), found string "1.5""#,
                    "47 b: a Firestore value has exactly one kind (nullValue, booleanValue, integerValue, doubleValue, timestampValue, stringValue, bytesValue, referenceValue, geoPointValue, arrayValue, mapValue), found an empty object",
                    #"102 c[0]: unknown geoPointValue member "lat" (expected latitude and longitude)"#,
                ])
        #expect(
            try problems(#"{"fields": {"a": {"integerValue": "9223372036854775808"}}}"#) == [
                #"34 a: integerValue must be a 64-bit integer as a decimal string ("816"), found string "9223372036854775808""#
            ])
        #expect(try problems("[1]") == ["1 [0]: expected a Firestore document ({\"name\": ..., \"fields\": {...}}), found number 1"])
    }
}
