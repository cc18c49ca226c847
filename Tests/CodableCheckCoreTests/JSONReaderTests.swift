import Foundation
import Testing

@testable import CodableCheckCore

@Suite("JSON reader: tape layout and structure")
struct JSONReaderTests {
    private func read(_ text: String) throws -> JSONDocument {
        try JSONReader.read(Array(text.utf8))
    }

    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.read(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func tapeMatchesTheWorkedExample() throws {
        let document = try read(#"{"id": 7, "tags": ["a", true]}"#)
        let tape = document.tape
        let rows = (0..<tape.count).map { index in
            "\(tape.kind(at: index)) \(tape.offset(at: index)) next=\(tape.indexAfter(index)) count=\(tape.elementCount(at: index))"
        }
        #expect(rows == [
            "object 0 next=7 count=2",
            "string 1 next=2 count=0",
            "number 7 next=3 count=0",
            "string 10 next=4 count=0",
            "array 18 next=7 count=2",
            "string 19 next=6 count=0",
            "true 24 next=7 count=0",
        ])
        #expect(tape.stringContentRange(at: 3) == 11..<15)
        #expect(tape.textRange(at: 2) == 7..<8)
    }

    @Test func emptyContainersCloseAtOnce() throws {
        let tape = try read(#"[[], {}, [[]], {"a": {}}]"#).tape
        #expect((0..<tape.count).map { "\(tape.kind(at: $0))/\(tape.elementCount(at: $0))/\(tape.indexAfter($0))" } == [
            "array/4/8", "array/0/2", "object/0/3", "array/1/5", "array/0/5", "object/1/8", "string/0/7", "object/0/8",
        ])
    }

    @Test func stringFlagsRecordEscapesNonASCIIAndControlCharacters() throws {
        let document = try read("[\"plain ascii text here\", \"caf\u{E9}\", \"a\\nb\", \"tab\there\", \"0123456789abcdef\\\"\"]")
        let tape = document.tape
        #expect(tape.flags(at: 1) == [])
        #expect(tape.flags(at: 2) == [.hasNonASCII])
        #expect(tape.flags(at: 3) == [.hasEscapes])
        #expect(tape.flags(at: 4) == [.hasControlCharacter])
        #expect(tape.flags(at: 5) == [.hasEscapes])
        #expect(tape.stringContentRange(at: 5).count == 18)
    }

    @Test func nonASCIIAfterTheClosingQuoteDoesNotFlagTheString() throws {
        let tape = try read("[\"ab\", \"\u{E9}\u{E9}\u{E9}\u{E9}\"]").tape
        #expect(tape.flags(at: 1) == [])
        #expect(tape.flags(at: 2) == [.hasNonASCII])
    }

    @Test(arguments: [
        ("0", JSONTapeFlags.isPlainInteger), ("-12", .isPlainInteger), ("1.5", JSONTapeFlags()), ("1e5", JSONTapeFlags()), ("-0.0E+3", JSONTapeFlags()),
        ("01", .isMalformedNumber), ("1.", .isMalformedNumber), ("-", .isMalformedNumber), ("1-2", .isMalformedNumber),
        ("1e", .isMalformedNumber), ("1.5.5", .isMalformedNumber), ("--1", .isMalformedNumber),
    ])
    func numberFlags(text: String, flags: JSONTapeFlags) throws {
        let tape = try read("[\(text)]").tape
        #expect(tape.kind(at: 1) == .number)
        #expect(tape.flags(at: 1) == flags)
        #expect(tape.textRange(at: 1) == 1..<(1 + text.utf8.count))
    }

    @Test func nestingOf512IsAcceptedAnd513IsALocatedError() throws {
        _ = try read(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
        let error = syntaxError(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
        #expect(error == JSONSyntaxError(.nestingTooDeep(limit: 512), at: 512))
    }

    @Test func hundredThousandLevelsFailWithoutExhaustingTheStack() {
        let deep = String(repeating: "[{\"a\":", count: 50_000)
        #expect(syntaxError(deep) == JSONSyntaxError(.nestingTooDeep(limit: 512), at: 6 * 256))
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(syntaxError("") == JSONSyntaxError(.emptyInput, at: 0))
        #expect(syntaxError(" \n ") == JSONSyntaxError(.emptyInput, at: 3))
        #expect(syntaxError("{\"a\": 1}}") == JSONSyntaxError(.trailingContent, at: 8))
        #expect(syntaxError("{\"a\" 1}") == JSONSyntaxError(.unexpectedCharacter(UInt8(ascii: "1")), at: 5))
        #expect(syntaxError("[1 2]") == JSONSyntaxError(.unexpectedCharacter(UInt8(ascii: "2")), at: 3))
        #expect(syntaxError("[tru]") == JSONSyntaxError(.invalidLiteral(expected: "true"), at: 1))
        #expect(syntaxError("{\"title\": \"Dune}") == JSONSyntaxError(.unterminatedString(startOffset: 10), at: 10))
        #expect(syntaxError("[1,") == JSONSyntaxError(.unexpectedEndOfInput(expected: "a value"), at: 3))
        #expect(syntaxError("{\"a\":1") == JSONSyntaxError(.unexpectedEndOfInput(expected: "',' or '}'"), at: 6))
        #expect(syntaxError("[,]") == JSONSyntaxError(.unexpectedCharacter(UInt8(ascii: ",")), at: 1))
        #expect(syntaxError("[1,,]") == JSONSyntaxError(.unexpectedCharacter(UInt8(ascii: ",")), at: 3))
        #expect(syntaxError("{,}") == JSONSyntaxError(.unexpectedCharacter(UInt8(ascii: ",")), at: 1))
    }

    @Test func trailingCommasAreAcceptedAndReported() throws {
        let document = try read("{\"tags\": [\"a\", \"b\",], \"n\": 1,}")
        #expect(document.deviations.map(\.kind) == [.trailingComma, .trailingComma])
        #expect(document.deviations.map(\.byteOffset) == [18, 28])
    }

    @Test func lazilyValidatedValuesAreReportedAsDeviations() throws {
        let document = try read("{\"a\": 01, \"b\": \"x\\qy\", \"c\": \"tab\there\", \"a\": 2}")
        #expect(document.deviations.map(\.kind) == [.malformedNumber, .malformedString, .malformedString, .duplicateKey])
        #expect(document.deviations.map(\.message) == [
            "number 01 has a leading zero",
            "invalid escape '\\q' in string",
            "unescaped control character U+0009 in string",
            "duplicate key \"a\": JSONDecoder uses the first occurrence and ignores this one",
        ])
    }

    /// `café` (precomposed) and `café` (decomposed) are one key; `\u00e9` and a raw `é` are another.
    @Test func duplicateKeysCompareAsSwiftStrings() throws {
        let document = try read("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2, \"\\u00e9\": 3, \"\u{E9}\": 4}")
        #expect(document.deviations.map(\.byteOffset) == [13, 39])
    }

    @Test func utf8ByteOrderMarkIsSkippedOnceAndCountedInOffsets() throws {
        let document = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(document.encoding == .utf8WithBOM)
        #expect(document.tape.offset(at: 0) == 3)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.read([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("1".utf8)) }
    }

    @Test func utf16AndUTF32AreTranscodedLikeFoundation() throws {
        let text = "{\"a\":\"\u{E9}\"}"
        let utf16LE = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16BE = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32LE = text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
        #expect(try JSONReader.read([0xFF, 0xFE] + utf16LE).encoding == .utf16LittleEndian)
        #expect(try JSONReader.read(utf16BE).encoding == .utf16BigEndian)
        #expect(try JSONReader.read(utf32LE).encoding == .utf32LittleEndian)
        #expect(try JSONReader.read(utf16BE).withUTF8 { Array($0) } == Array(text.utf8))
        // Foundation takes FF FE 00 00 for a UTF-16 LE byte-order mark followed by U+0000.
        #expect(throws: JSONSyntaxError.self) { try JSONReader.read([0xFF, 0xFE, 0, 0] + utf32LE) }
        // A partial code unit at the end is ignored, as Foundation ignores it.
        #expect(try JSONReader.read(utf16BE + [0x20]).withUTF8 { Array($0) } == Array(text.utf8))
    }

    @Test func impliedTopLevelDictionary() throws {
        let options = JSONReader.Options(assumesTopLevelDictionary: true)
        let tape = try JSONReader.read(Array("\"a\": 1, \"b\": [2]".utf8), options: options).tape
        #expect(tape.kind(at: 0) == .object)
        #expect(tape.elementCount(at: 0) == 2)
        #expect(tape.indexAfter(0) == tape.count)
    }
}
