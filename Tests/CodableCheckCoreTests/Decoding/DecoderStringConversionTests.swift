import Foundation
import Testing

@testable import CodableCheckCore

/// Strings, Bool and null handling, against Foundation.
@Suite("Decoder: strings, bools and null match JSONDecoder")
struct DecoderStringConversionTests {
    static let stringSpellings: [String] = [
        #""""#, #""plain""#, #""caf\u00e9""#, "\"café\"", "\"cafe\u{301}\"", #""\ud83d\udc4d""#, "\"👍\"",
        #""\"\\\/\b\f\n\r\t""#, #""\u0000""#, #""\u001f""#, "\"\u{7F}\"", #""\q""#, #""\x41""#, #""\ud83d""#,
        #""\udc4d""#, #""\udc4d\ud83d""#, #""\ud83d\u0041""#, #""\ud83dx""#, #""a\ud83d""#, "\"tab\there\"",
        "\"line\nfeed\"", "\"\u{01}\"", #""\u00""#, #""\uZZZZ""#, #""\U0041""#, #""x\""#,
        "3", "true", "null", "[]", "{}", "01",
    ]

    @Test(arguments: stringSpellings)
    func strings(_ spelling: String) {
        expectSameAsFoundation(Box<String>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation([String].self, "[\(spelling)]")
        expectSameAsFoundation(String.self, spelling)
        expectSameAsFoundation(OptionalBox<String>.self, #"{"value": \#(spelling)}"#)
    }

    /// Plain bytes of a string are skipped eight at a time when escapes are resolved or checked;
    /// whatever stops the skip (an escape, a control byte, a bad escape, invalid UTF-8) must be
    /// handled at every offset. The decoded value or error must be Foundation's, and checking in
    /// place (the schema path's `validateContent`) must fail exactly when decoding does.
    @Test func longStringsWithSomethingToResolveAtEveryOffset() throws {
        let middles: [[UInt8]] = [
            Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8), Array(#"\ud83d\udc4d"#.utf8), Array(#"\""#.utf8), [0x01],
            Array(#"\q"#.utf8), Array(#"\ud83d"#.utf8), Array("é".utf8), [0xC3, 0x28], [0xED, 0xA0, 0x80],
        ]
        for middle in middles {
            for offset in 0...17 {
                for tail in ["", #"rest of the text, \t escaped"#, "dix-huit caractères"] {
                    let content = Array(repeating: UInt8(ascii: "x"), count: offset) + middle + Array(tail.utf8)
                    let data = Data([UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")])
                    expectSameAsFoundation(String.self, data: data)
                    let document = try JSONReader.read(data)
                    let entry = document.tape.entries[0]
                    let decodes = (try? JSONStringDecoding.content(entry: entry, bytes: document.bytes)) != nil
                    let validates = (try? JSONStringDecoding.validateContent(entry: entry, bytes: document.bytes)) != nil
                    #expect(decodes == validates, "\(content)")
                }
            }
        }
    }

    @Test func invalidUTF8IsRefusedWhenDecoded() {
        let bytes: [[UInt8]] = [[0xFF], [0xC3], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80]]
        for invalid in bytes {
            var data = Data(#"{"value": "a"#.utf8)
            data.append(contentsOf: invalid)
            data.append(contentsOf: Array(#"b"}"#.utf8))
            expectSameAsFoundation(Box<String>.self, data: data)
            // Not decoded: passes in both.
            var ignored = Data(#"{"value": "ok", "other": ""#.utf8)
            ignored.append(contentsOf: invalid)
            ignored.append(contentsOf: Array(#""}"#.utf8))
            expectSameAsFoundation(Box<String>.self, data: ignored)
        }
    }

    /// Decoded strings are made without the standard library checking their bytes again (they
    /// were checked by the decoder, see `JSONStringDecoding.content`), so they must still be the
    /// strings the standard library makes: equal, with the same characters and hash, and counted
    /// alike (a string wrongly marked ASCII would count bytes as characters).
    @Test(arguments: [
        ("plain", "plain"), ("a key longer than fifteen bytes", "a key longer than fifteen bytes"),
        (#"\u0041BC"#, "ABC"), (#"caf\u00e9"#, "café"), ("café", "café"), ("cafe\u{301}", "cafe\u{301}"),
        (#"cafe\u0301, and more than fifteen bytes"#, "cafe\u{301}, and more than fifteen bytes"),
        ("日本語のテキスト、十五バイトより長い", "日本語のテキスト、十五バイトより長い"), (#"\ud83d\udc4d"#, "👍"),
        (#"line\nfeed, then more than fifteen bytes"#, "line\nfeed, then more than fifteen bytes"),
        (#"tab\tand 日本"#, "tab\tand 日本"), ("", ""),
    ])
    func decodedStringsAreTheStandardLibrarysStrings(_ spelling: String, _ expected: String) throws {
        let document = try JSONReader.read(Data("\"\(spelling)\"".utf8))
        let decoded = try JSONStringDecoding.content(entry: document.tape.entries[0], bytes: document.bytes)
        #expect(decoded == expected)
        #expect(decoded.count == expected.count)
        #expect(decoded.unicodeScalars.count == expected.unicodeScalars.count)
        #expect(Array(decoded.utf8) == Array(expected.utf8))
        #expect(decoded.hashValue == expected.hashValue)
        #expect(Set([decoded]).contains(expected))
        #expect(decoded.uppercased() == expected.uppercased())
    }

    @Test(arguments: ["true", "false", "null", "1", "0", "\"true\"", "[]", "{}", "01", "1e400"])
    func bools(_ spelling: String) {
        expectSameAsFoundation(Box<Bool>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation([Bool].self, "[\(spelling)]")
        expectSameAsFoundation(Bool.self, spelling)
        expectSameAsFoundation(OptionalBox<Bool>.self, #"{"value": \#(spelling)}"#)
    }

    @Test func stringMessagesQuoteTheProblem() {
        #expect(expectSameAsFoundation(Box<String>.self, #"{"value": "\q"}"#)?.message == #"invalid escape '\q' in string"#)
        #expect(expectSameAsFoundation(Box<String>.self, #"{"value": "\ud83d"}"#)?.message == #"lone high surrogate \uD83D in string"#)
        #expect(
            expectSameAsFoundation(Box<String>.self, "{\"value\": \"a\tb\"}")?.message == "unescaped control character U+0009 in string")
    }

    // MARK: null for every type

    struct Everything: Decodable, Equatable {
        enum Genre: String, Decodable { case fantasy }
        enum Rank: Int, Decodable { case one = 1 }
        var int: Int?
        var date: Date?
        var uuid: UUID?
    }

    @Test func nullForNonOptionals() {
        let null = #"{"value": null}"#
        expectSameAsFoundation(Box<Int>.self, null)
        expectSameAsFoundation(Box<Int8>.self, null)
        expectSameAsFoundation(Box<UInt64>.self, null)
        expectSameAsFoundation(Box<Double>.self, null)
        expectSameAsFoundation(Box<Float>.self, null)
        expectSameAsFoundation(Box<String>.self, null)
        expectSameAsFoundation(Box<Bool>.self, null)
        expectSameAsFoundation(Box<Decimal>.self, null)
        expectSameAsFoundation(Box<Date>.self, null)
        expectSameAsFoundation(Box<Data>.self, null)
        expectSameAsFoundation(Box<URL>.self, null)
        expectSameAsFoundation(Box<UUID>.self, null)
        expectSameAsFoundation(Box<Everything.Genre>.self, null)
        expectSameAsFoundation(Box<Everything.Rank>.self, null)
        expectSameAsFoundation(Box<Everything>.self, null)
        expectSameAsFoundation(Box<[Int]>.self, null)
        expectSameAsFoundation(Box<[String: Int]>.self, null)
        expectSameAsFoundation(Box<[Int: Int]>.self, null)
        expectSameAsFoundation(Box<Set<Int>>.self, null)
        for strategy in [JSONDecoder.DateDecodingStrategy.secondsSince1970, .millisecondsSince1970, .iso8601] {
            expectSameAsFoundation(Box<Date>.self, null, DecoderSettings(date: strategy))
        }
        expectSameAsFoundation(Box<Data>.self, null, DecoderSettings(data: .deferredToData))
        expectSameAsFoundation(Box<[String: Int]>.self, null, DecoderSettings(keys: .convertFromSnakeCase))
    }

    @Test func optionalsAndDoubleOptionals() {
        expectSameAsFoundation(OptionalBox<Int>.self, "{}")
        expectSameAsFoundation(OptionalBox<Int>.self, #"{"value": null}"#)
        expectSameAsFoundation(OptionalBox<Int>.self, #"{"value": "x"}"#)
        expectSameAsFoundation(OptionalBox<Int?>.self, "{}")
        expectSameAsFoundation(OptionalBox<Int?>.self, #"{"value": null}"#)
        expectSameAsFoundation(OptionalBox<Int?>.self, #"{"value": 4}"#)
        expectSameAsFoundation(OptionalBox<Int?>.self, #"{"value": "4"}"#)
        expectSameAsFoundation(Box<Int?>.self, #"{"value": null}"#)
        expectSameAsFoundation(Box<Int?>.self, "{}")
        expectSameAsFoundation([Int?].self, "[1, null, 3]")
        expectSameAsFoundation([Int?].self, #"[1, null, "3"]"#)
        expectSameAsFoundation([[Int]?].self, "[null, [1]]")
        expectSameAsFoundation(Int?.self, "null")
        expectSameAsFoundation(Int??.self, "null")
        expectSameAsFoundation(OptionalBox<Everything>.self, #"{"value": {"int": null, "date": null, "uuid": null}}"#)
    }
}
