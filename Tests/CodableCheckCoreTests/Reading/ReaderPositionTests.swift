import CodableCheckCore
import Foundation
import Testing

/// Where `JSONReader` says a syntax error is, and where the tape says values start: asserted as
/// `JSONSyntaxError.reason`, `byteOffset` and `message` against `1️⃣` markers in the input.
/// Line and column are the reporters' business; the reader speaks in UTF-8 byte offsets.
///
/// Every input here is also checked against Foundation: each syntax case must be rejected by
/// `JSONDecoder` (even decoding a type that reads nothing), each offset case accepted.
@Suite("Reader positions", .enabled(if: ImplementationStatus.readerLanded))
struct ReaderPositionTests {
    // MARK: syntax errors

    @Test("syntax errors are located", arguments: SyntaxCase.all)
    func syntaxError(_ syntaxCase: SyntaxCase) throws {
        let input = MarkedJSON(syntaxCase.marked)
        let bytes = syntaxCase.prefix + input.bytes + syntaxCase.suffix
        let markerOffset = syntaxCase.prefix.count + input.offset(of: "1️⃣")
        #expect(
            (try? JSONDecoder().decode(IgnoreEverything.self, from: Data(bytes))) == nil,
            "JSONDecoder accepts this input, so the reader must too")
        let error = try #require(throws: JSONSyntaxError.self) { try JSONReader.read(bytes) }
        #expect(error.reason == syntaxCase.expected.reason(at: markerOffset))
        #expect(error.byteOffset == markerOffset)
        #expect(error.message == syntaxCase.message)
    }

    @Test("nesting deeper than 512 points at the 513th bracket, after multi-byte text")
    func nestingPointsAtTheBracket() throws {
        // The outer object is level 1, each `[{"k": ` adds two, then one more `[` makes 512.
        let input = MarkedJSON(
            #"{"naïve 🎉 key": "välue", "deep": "# + String(repeating: #"[{"k": "#, count: 255) + "[1️⃣[]"
                + String(repeating: "}]", count: 255) + "]}")
        #expect((try? JSONDecoder().decode(IgnoreEverything.self, from: Data(input.bytes))) == nil)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONReader.read(input.bytes) }
        #expect(error.reason == .nestingTooDeep(limit: 512))
        #expect(error.byteOffset == input.offset(of: "1️⃣"))
        #expect(error.message == "nesting deeper than 512")
    }

    @Test("512 levels are read")
    func nesting512() throws {
        let input = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let document = try JSONReader.read(Array(input.utf8))
        #expect(document.tape.count == 512)
        #expect(document.tape.offset(at: 511) == 511)
    }

    // MARK: value offsets

    @Test("values start where the markers are, after multi-byte characters")
    func valueOffsets() throws {
        let input = MarkedJSON(
            #"""
            1️⃣{2️⃣"名前": 3️⃣"東京タワー", 4️⃣"emoji🎉": 5️⃣[6️⃣-1.5e3, 7️⃣true, 8️⃣null], "ok": 9️⃣"é"}
            """#)
        let document = try JSONReader.read(input.bytes)
        let tape = document.tape
        // Entries: object, key, value, key, array, -1.5e3, true, null, key "ok", "é".
        let offsets = (0..<tape.count).map { tape.offset(at: $0) }
        let marks = input.markedOffsets
        #expect(offsets == [marks[0], marks[1], marks[2], marks[3], marks[4], marks[5], marks[6], marks[7], offsets[8], marks[8]])
        #expect(tape.kind(at: 8) == .string)
        #expect(tape.stringContentRange(at: 2) == (marks[2] + 1)..<(marks[2] + 1 + "東京タワー".utf8.count))
        #expect(tape.textRange(at: 5) == marks[5]..<(marks[5] + 6))
        #expect(tape.textRange(at: 6) == marks[6]..<(marks[6] + 4))
        #expect(tape.stringContentRange(at: 9) == (marks[8] + 1)..<(marks[8] + 3))
    }

    @Test("escapes count as the bytes written, not the characters they stand for")
    func offsetsAfterEscapes() throws {
        let input = MarkedJSON(#"["\u00e9\ud83c\udf89\n\"", 1️⃣42, 2️⃣"\\"]"#)
        let tape = try JSONReader.read(input.bytes).tape
        #expect(tape.offset(at: 2) == input.offset(of: "1️⃣"))
        #expect(tape.offset(at: 3) == input.offset(of: "2️⃣"))
        #expect(tape.stringContentRange(at: 1).count == #"\u00e9\ud83c\udf89\n\""#.utf8.count)
    }

    @Test("a UTF-8 byte-order mark is counted in offsets")
    func bomCounted() throws {
        let input = MarkedJSON(#"{"a": 1️⃣1, "b": 2️⃣"x"}"#)
        let tape = try JSONReader.read([0xEF, 0xBB, 0xBF] + input.bytes).tape
        #expect(tape.offset(at: 0) == 3)
        #expect(tape.offset(at: 2) == 3 + input.offset(of: "1️⃣"))
        #expect(tape.offset(at: 4) == 3 + input.offset(of: "2️⃣"))
    }

    @Test("UTF-16 input is located in its UTF-8 transcoding")
    func utf16Offsets() throws {
        let input = MarkedJSON(#"{"clé": 1️⃣"välue", "n": 2️⃣7}"#)
        let document = try JSONReader.read(Array(input.text.data(using: .utf16LittleEndian)!))
        #expect(document.encoding == .utf16LittleEndian)
        #expect(document.tape.offset(at: 2) == input.offset(of: "1️⃣"))
        #expect(document.tape.offset(at: 4) == input.offset(of: "2️⃣"))
    }

    @Test("whitespace of every kind is skipped without shifting offsets")
    func whitespaceOffsets() throws {
        let input = MarkedJSON("\r\n\t 1️⃣[\r\n\t2️⃣1 ,\n\n 3️⃣{ \t}\r]\n")
        let tape = try JSONReader.read(input.bytes).tape
        #expect((0..<tape.count).map { tape.offset(at: $0) } == input.markedOffsets)
    }
}

/// One malformed input and what the reader must say about it.
struct SyntaxCase: Sendable, CustomTestStringConvertible {
    enum Expected: Sendable {
        case unexpected(UInt8)
        case endOfInput(String)
        case unterminatedString
        case invalidLiteral(String)
        case trailingContent
        case emptyInput
        case nestingTooDeep

        func reason(at offset: Int) -> JSONSyntaxError.Reason {
            switch self {
            case .unexpected(let byte): .unexpectedCharacter(byte)
            case .endOfInput(let expected): .unexpectedEndOfInput(expected: expected)
            case .unterminatedString: .unterminatedString(startOffset: offset)
            case .invalidLiteral(let literal): .invalidLiteral(expected: literal)
            case .trailingContent: .trailingContent
            case .emptyInput: .emptyInput
            case .nestingTooDeep: .nestingTooDeep(limit: 512)
            }
        }
    }

    var name: String
    /// The input, with `1️⃣` where the error must be reported.
    var marked: String
    var expected: Expected
    /// The full `message`.
    var message: String
    /// Bytes before the marked text (a BOM), counted in the offset.
    var prefix: [UInt8] = []
    /// Bytes after the marked text (invalid UTF-8).
    var suffix: [UInt8] = []

    var testDescription: String { name }

    static func ascii(_ character: Character) -> UInt8 { character.asciiValue! }

    static let all: [SyntaxCase] = [
        SyntaxCase(
            name: "closing brace where a value belongs", marked: #"{"title": 1️⃣}"#,
            expected: .unexpected(ascii("}")), message: "unexpected character '}'"),
        SyntaxCase(
            name: "closing brace after multi-byte text", marked: #"{"名前": "東京", "n": 1️⃣}"#,
            expected: .unexpected(ascii("}")), message: "unexpected character '}'"),
        SyntaxCase(
            name: "missing comma between elements", marked: "[1, 2 1️⃣3]",
            expected: .unexpected(ascii("3")), message: "unexpected character '3'"),
        SyntaxCase(
            name: "missing colon", marked: #"{"pages" 1️⃣310}"#,
            expected: .unexpected(ascii("3")), message: "unexpected character '3'"),
        SyntaxCase(
            name: "unquoted key", marked: #"{"a": 1, 1️⃣b: 2}"#,
            expected: .unexpected(ascii("b")), message: "unexpected character 'b'"),
        SyntaxCase(
            name: "single-quoted key", marked: #"{1️⃣'a': 1}"#,
            expected: .unexpected(ascii("'")), message: "unexpected character '''"),
        SyntaxCase(
            name: "line comment", marked: "{\"a\": 1 1️⃣// note\n}",
            expected: .unexpected(ascii("/")), message: "unexpected character '/'"),
        SyntaxCase(
            name: "block comment before the document", marked: "1️⃣/* export */ {}",
            expected: .unexpected(ascii("/")), message: "unexpected character '/'"),
        SyntaxCase(
            name: "NaN", marked: #"{"rating": 1️⃣NaN}"#,
            expected: .unexpected(ascii("N")), message: "unexpected character 'N'"),
        SyntaxCase(name: "plus sign", marked: "[1️⃣+1]", expected: .unexpected(ascii("+")), message: "unexpected character '+'"),
        SyntaxCase(name: "leading dot", marked: "[1️⃣.5]", expected: .unexpected(ascii(".")), message: "unexpected character '.'"),
        SyntaxCase(name: "comma-only array", marked: "[1️⃣,]", expected: .unexpected(ascii(",")), message: "unexpected character ','"),
        SyntaxCase(name: "double comma", marked: "[1,1️⃣,]", expected: .unexpected(ascii(",")), message: "unexpected character ','"),
        SyntaxCase(
            name: "form feed as whitespace", marked: "[1,1️⃣\u{0C}2]",
            expected: .unexpected(0x0C), message: "unexpected character byte 0xC"),
        SyntaxCase(
            name: "array closed with a brace", marked: "[1, 2 1️⃣}",
            expected: .unexpected(ascii("}")), message: "unexpected character '}'"),
        SyntaxCase(
            name: "unterminated string points at its opening quote", marked: #"{"title": 1️⃣"Dune}"#,
            expected: .unterminatedString, message: "unterminated string"),
        SyntaxCase(
            name: "unterminated string across lines", marked: "[\n  \"ok\",\n  1️⃣\"broken,\n  7\n]\n",
            expected: .unterminatedString, message: "unterminated string"),
        SyntaxCase(
            name: "unterminated key", marked: #"{"a": 1, 1️⃣"b"#,
            expected: .unterminatedString, message: "unterminated string"),
        SyntaxCase(
            name: "short \\u escape swallows the closing quote", marked: #"[1️⃣"\u12"]"#,
            expected: .unterminatedString, message: "unterminated string"),
        SyntaxCase(
            name: "escaped quote at the end", marked: #"["a", 1️⃣"b\"]"#,
            expected: .unterminatedString, message: "unterminated string"),
        SyntaxCase(
            name: "truncated array", marked: "[1, 21️⃣",
            expected: .endOfInput("',' or ']'"), message: "unexpected end of input, expected ',' or ']'"),
        SyntaxCase(
            name: "truncated after a colon", marked: #"{"author":1️⃣"#,
            expected: .endOfInput("a value"), message: "unexpected end of input, expected a value"),
        SyntaxCase(
            name: "truncated after a comma in an object", marked: #"{"a": 1,1️⃣"#,
            expected: .endOfInput("a string key or '}'"), message: "unexpected end of input, expected a string key or '}'"),
        SyntaxCase(
            name: "truncated literal", marked: "[tru1️⃣",
            expected: .endOfInput("'true'"), message: "unexpected end of input, expected 'true'"),
        SyntaxCase(
            name: "misspelled literal", marked: "[1️⃣nul]",
            expected: .invalidLiteral("null"), message: "invalid literal, expected 'null'"),
        SyntaxCase(
            name: "capitalised literal", marked: #"{"inPrint": 1️⃣True}"#,
            expected: .unexpected(ascii("T")), message: "unexpected character 'T'"),
        SyntaxCase(
            name: "two top-level values", marked: #"{"a": 1} 1️⃣{"b": 2}"#,
            expected: .trailingContent, message: "unexpected content after the top-level value"),
        SyntaxCase(
            name: "garbage after the value", marked: "[1]\n1️⃣x",
            expected: .trailingContent, message: "unexpected content after the top-level value"),
        SyntaxCase(name: "empty input", marked: "1️⃣", expected: .emptyInput, message: "the input is empty"),
        SyntaxCase(name: "whitespace only", marked: " \n\t\r1️⃣", expected: .emptyInput, message: "the input is empty"),
        SyntaxCase(
            name: "invalid UTF-8 between tokens", marked: "[1, 1️⃣",
            expected: .unexpected(0xFF), message: "unexpected character byte 0xFF", suffix: [0xFF, 0x5D]),
        SyntaxCase(
            name: "second byte-order mark", marked: "1️⃣\u{FEFF}{}",
            expected: .unexpected(0xEF), message: "unexpected character byte 0xEF", prefix: [0xEF, 0xBB, 0xBF]),
        SyntaxCase(
            name: "513 nested arrays", marked: String(repeating: "[", count: 512) + "1️⃣[" + String(repeating: "]", count: 513),
            expected: .nestingTooDeep, message: "nesting deeper than 512"),
    ]
}
