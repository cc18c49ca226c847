import Foundation
import Testing

@testable import CodableCheckCore

/// The schema path's entry points (`ValueConversion`) against the `Decoder` on compiled types:
/// both must accept the same values and build the same `DecodingProblem`s.
@Suite("ValueConversion: the schema path's rules agree with the Decoder")
struct ValueConversionTests {
    /// Reads `{"value": <spelling>}` and returns the document and the value's index.
    static func document(_ spelling: String) throws -> (JSONDocument, Int) {
        let document = try JSONReader.read(Array(#"{"value": \#(spelling)}"#.utf8))
        return (document, 2)
    }

    /// What a failure becomes at path `value`, for comparing with the Decoder's problem.
    static func problem(_ failure: ValueFailure, _ document: JSONDocument, decoderPath: [CodingPathComponent]? = nil) -> DecodingProblem {
        DecodingProblem(failure, valueIndex: 2, in: document, codingPath: [.key("value")], decoderPath: decoderPath)
    }

    /// The Decoder's problem for `Box<T>`, or nil when it decodes.
    static func decoderProblem<T: Decodable>(_ type: T.Type, _ spelling: String, date: JSONDecoder.DateDecodingStrategy = .deferredToDate)
        -> DecodingProblem?
    {
        let decoder = CodableCheckDecoder()
        decoder.dateDecodingStrategy = date
        do {
            _ = try decoder.decode(LooseBox<T>.self, from: Data(#"{"value": \#(spelling)}"#.utf8))
            return nil
        } catch {
            return (error as? DecodingError)?.problem
        }
    }

    struct LooseBox<T: Decodable>: Decodable { var value: T }

    static func expectSame(_ ours: DecodingProblem?, _ theirs: DecodingProblem?, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ours?.kind == theirs?.kind, sourceLocation: sourceLocation)
        #expect(ours?.codingPath == theirs?.codingPath, sourceLocation: sourceLocation)
        #expect(ours?.byteOffset == theirs?.byteOffset, sourceLocation: sourceLocation)
        #expect(ours?.message == theirs?.message, sourceLocation: sourceLocation)
        #expect(ours?.foundationDescription == theirs?.foundationDescription, sourceLocation: sourceLocation)
        #expect(ours?.foundationCodingPath == theirs?.foundationCodingPath, sourceLocation: sourceLocation)
    }

    static func schemaProblem(_ spelling: String, _ body: (JSONDocument) throws(ValueFailure) -> Void) throws -> DecodingProblem? {
        let (document, _) = try document(spelling)
        do {
            try body(document)
            return nil
        } catch {
            return problem(error, document)
        }
    }

    @Test(arguments: DecoderNumberConversionTests.integerSpellings.filter { !["[]", "{}"].contains($0) })
    func integersAgree(_ spelling: String) throws {
        let widths: [(IntegerWidth, any Decodable.Type)] = [
            (.int, Int.self), (.int8, Int8.self), (.int16, Int16.self), (.int32, Int32.self), (.int64, Int64.self),
            (.uint, UInt.self), (.uint8, UInt8.self), (.uint16, UInt16.self), (.uint32, UInt32.self), (.uint64, UInt64.self),
        ]
        for (width, type) in widths {
            let schema = try Self.schemaProblem(spelling) { document throws(ValueFailure) in
                _ = try ValueConversion.integer(width, at: 2, in: document)
            }
            Self.expectSame(schema, Self.decoderProblem(type, spelling))
        }
    }

    @Test(arguments: DecoderNumberConversionTests.floatingSpellings.filter { !["[]", "{}"].contains($0) })
    func floatingPointAgrees(_ spelling: String) throws {
        Self.expectSame(
            try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.double(at: 2, in: d) },
            Self.decoderProblem(Double.self, spelling))
        Self.expectSame(
            try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.float(at: 2, in: d) },
            Self.decoderProblem(Float.self, spelling))
        Self.expectSame(
            try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.decimal(at: 2, in: d) },
            Self.decoderProblem(Decimal.self, spelling))
    }

    @Test(
        arguments: DecoderStringConversionTests.stringSpellings.filter { !["[]", "{}"].contains($0) }
            + DecoderFoundationTypeConversionTests.urlValues.filter { !["[]", "{}"].contains($0) }
            + DecoderFoundationTypeConversionTests.uuidValues)
    func stringsURLsAndUUIDsAgree(_ spelling: String) throws {
        guard (try? Self.document(spelling)) != nil else { return }  // a syntax error: nothing to convert
        Self.expectSame(
            try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.string(at: 2, in: d) },
            Self.decoderProblem(String.self, spelling))
        Self.expectSame(
            try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.url(at: 2, in: d) },
            Self.decoderProblem(URL.self, spelling))
        Self.expectSame(
            try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.uuid(at: 2, in: d) },
            Self.decoderProblem(UUID.self, spelling))
        Self.expectSame(
            try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.bool(at: 2, in: d) },
            Self.decoderProblem(Bool.self, spelling))
        Self.expectSame(
            try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.base64Data(at: 2, in: d) },
            Self.decoderProblem(Data.self, spelling))
    }

    @Test(arguments: DecoderFoundationTypeConversionTests.dateValues.filter { !["[]", "{}"].contains($0) })
    func datesAgree(_ spelling: String) throws {
        let strategies: [(ValidationOptions.DateStrategy, JSONDecoder.DateDecodingStrategy)] = [
            (.deferredToDate, .deferredToDate), (.secondsSince1970, .secondsSince1970),
            (.millisecondsSince1970, .millisecondsSince1970), (.iso8601, .iso8601),
        ]
        for (schemaStrategy, strategy) in strategies {
            Self.expectSame(
                try Self.schemaProblem(spelling) { d throws(ValueFailure) in
                    _ = try ValueConversion.date(at: 2, in: d, strategy: schemaStrategy)
                },
                Self.decoderProblem(Date.self, spelling, date: strategy))
        }
    }

    enum Genre: String, Decodable { case fantasy, scienceFiction = "science fiction" }
    enum Rank: Int, Decodable { case one = 1, two = 2, ten = 10 }

    @Test(arguments: [
        "\"fantasy\"", "\"Fantasy\"", "\"science fiction\"", "\"\"", "1", "2", "2.0", "1e1", "5", "2.5", "-1", "\"1\"",
        "true", "null", "01", "1e400", "\"\\q\"",
    ])
    func rawValuesAgreeWithSynthesizedEnums(_ spelling: String) throws {
        let genre = RawEnumPlan(typeName: "Genre", rawType: .string, rawValues: ["fantasy", "science fiction"])
        let rank = RawEnumPlan(typeName: "Rank", rawType: .integer(.int), rawValues: ["1", "2", "10"])
        for (plan, type) in [(genre, Genre.self as any Decodable.Type), (rank, Rank.self)] {
            let schema = try Self.schemaProblem(spelling) { d throws(ValueFailure) in _ = try ValueConversion.rawValue(plan, at: 2, in: d) }
            let decoder = Self.decoderProblem(type, spelling)
            // Our message lists the cases on the schema path; the rest must agree.
            #expect(schema?.kind == decoder?.kind)
            #expect(schema?.codingPath == decoder?.codingPath)
            #expect(schema?.byteOffset == decoder?.byteOffset)
            #expect(schema?.foundationDescription == decoder?.foundationDescription)
            #expect(schema?.foundationCodingPath == decoder?.foundationCodingPath)
        }
        let problem = try Self.schemaProblem("\"Fantasy\"") { d throws(ValueFailure) in
            _ = try ValueConversion.rawValue(genre, at: 2, in: d)
        }
        #expect(problem?.message == #""Fantasy" is not a Genre (expected one of "fantasy", "science fiction")"#)
        #expect(problem?.foundationDescription == "Cannot initialize Genre from invalid String value Fantasy")
    }

    @Test func integerKeysFollowIntInit() throws {
        for (key, expected) in [("007", 7), ("+3", 3), ("-1", -1), ("00", 0)] {
            #expect(try ValueConversion.integerKey(key) == expected)
        }
        for key in ["noon", " 6", "6.0", "99999999999999999999", ""] {
            #expect(throws: ValueFailure.self) { try ValueConversion.integerKey(key) }
        }
    }
}
