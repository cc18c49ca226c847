import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

/// Hostile JSON (issue 7): absurd nesting, huge values, every class of broken text. Each input
/// must give a clear answer, never a crash or a hang, and where Foundation has one, the same
/// answer as `JSONDecoder` with the compiled types.
///
/// Inputs are built in memory. Sizes are the issue's where a debug build checks them in about a
/// second; the full sizes of the slow ones (1,000,000 keys decoded, 10,000,000 elements decoded,
/// a 1 GB document) are measured on the release build by `make limits` (the user guide's Limits.md).
@Suite("Hostile JSON input")
struct HostileInputTests {
    // MARK: Nesting

    static let millionDeep: [(name: String, bytes: [UInt8])] = [
        ("arrays", Array(String(repeating: "[", count: 1_000_000).utf8) + Array(String(repeating: "]", count: 1_000_000).utf8)),
        (
            "objects",
            Array(String(repeating: #"{"a":"#, count: 1_000_000).utf8) + [UInt8(ascii: "1")]
                + Array(String(repeating: "}", count: 1_000_000).utf8)
        ),
        ("mixed, unclosed", Array(String(repeating: #"[{"a":"#, count: 500_000).utf8)),
    ]

    @Test(
        "1,000,000 levels of nesting: a located error at the 513th level", .hangGuard,
        arguments: 0..<millionDeep.count)
    func millionDeepNesting(_ index: Int) throws {
        let (name, bytes) = Self.millionDeep[index]
        let error = try #require(syntaxError(bytes), "\(name)")
        #expect(error.reason == .nestingTooDeep(limit: 512), "\(name)")
        // The 513th opener: after 512 `[`, 512 `{"a":`, or 256 `[{"a":`.
        let expectedOffset = [512, 512 * 5, 256 * 6][index]
        #expect(error.byteOffset == expectedOffset, "\(name)")
        // Foundation agrees that the document is not JSON it reads.
        #expect((try? JSONDecoder().decode(IgnoreEverything.self, from: Data(bytes))) == nil, "\(name)")
        // The decoder front end gives the same located error instead of recursing.
        #expect(throws: DecodingError.self) { try CodableCheckDecoder().decode([Int].self, from: Data(bytes)) }
    }

    // MARK: Huge values

    @Test("a 100 MB string decodes", .hangGuard)
    func hundredMegabyteString() throws {
        // Built with String(repeating:), which is fast in a debug build (element-wise appends are not).
        var bytes = Array((#"{"s": ""# + String(repeating: "x", count: 100_000_000) + #""}"#).utf8)
        let outcome = try validate(bytes, as: "HostileText")
        #expect(outcome.isValid)
        // The same string with one invalid byte at the end fails where Foundation fails it.
        bytes[bytes.count - 3] = 0xFF
        let broken = try validate(bytes, as: "HostileText")
        #expect(broken.errors.map(\.kind) == [.dataCorrupted])
        #expect(broken.errors.first?.codingPath == [.key("s")])
    }

    static let megabyteNumbers: [(name: String, text: String)] = [
        ("1,000,000 ones", String(repeating: "1", count: 1_000_000)),
        ("0.000…1, a million zeros", "0." + String(repeating: "0", count: 1_000_000) + "1"),
        ("1 with a million-digit fraction", "1." + String(repeating: "5", count: 1_000_000)),
        ("1e followed by a million digits", "1e" + String(repeating: "9", count: 1_000_000)),
        ("a million minus signs", "-" + String(repeating: "-", count: 999_999)),
    ]

    @Test(
        "a 1 MB number literal: Foundation's verdict, quickly", .hangGuard,
        arguments: 0..<megabyteNumbers.count)
    func megabyteNumberLiteral(_ index: Int) throws {
        let (name, text) = Self.megabyteNumbers[index]
        let bytes = Array("[\(text)]".utf8)
        expectSameOutcome(as: [Double].self, from: Data(bytes))
        expectSameOutcome(as: [Int].self, from: Data(bytes))
        try expectSchemaAgrees([Double].self, "[Double]", bytes, "\(name) as [Double]")
        try expectSchemaAgrees([Int].self, "[Int]", bytes, "\(name) as [Int]")
        try expectSchemaAgrees([Float].self, "[Float]", bytes, "\(name) as [Float]")
        // Decimal: no crash and no quadratic work (Foundation's own Decimal parsing is too slow
        // on a million digits to serve as the reference here).
        _ = try validate(bytes, as: "[Decimal]")
    }

    @Test("1,000,000 keys in one object are read; 100,000 distinct ones decode as [String: Int]", .hangGuard)
    func millionKeys() throws {
        // The same key a million times: the reader keeps them all (Foundation decodes the first).
        let million = Array(("{" + String(repeating: #""k":0,"#, count: 999_999) + #""k":1}"#).utf8)
        let document = try JSONReader.read(million)
        #expect(document.tape.elementCount(at: 0) == 1_000_000)
        #expect(document.tape.count == 2_000_001)

        let hundredThousand = Self.objectWithKeys(100_000)
        let outcome = try validate(hundredThousand, as: "[String: Int]")
        #expect(outcome.isValid)
        #expect(try JSONReader.read(hundredThousand).deviations.isEmpty)
    }

    @Test("10,000,000 array elements are read; 100,000 decode as [Int]", .hangGuard)
    func tenMillionElements() throws {
        let bytes = Array(("[" + String(repeating: "0,", count: 9_999_999) + "0]").utf8)
        let document = try JSONReader.read(bytes)
        #expect(document.tape.elementCount(at: 0) == 10_000_000)

        let small = Array(("[" + Array(repeating: "7", count: 100_000).joined(separator: ",") + "]").utf8)
        #expect(try validate(small, as: "[Int]").isValid)
        var wrong = small
        wrong[wrong.count - 2] = UInt8(ascii: "x")
        #expect(throws: JSONSyntaxError.self) { try JSONReader.read(wrong) }
    }

    // MARK: Broken text

    /// Every class of ill-formed UTF-8 (Unicode 15, table 3-7), inside a string.
    static let invalidUTF8: [(name: String, bytes: [UInt8])] = invalidSequences + invalidBytes

    static let invalidBytes: [(name: String, bytes: [UInt8])] = (0xF5...0xFF).map { (byte: Int) -> (name: String, bytes: [UInt8]) in
        ("byte \(String(byte, radix: 16, uppercase: true))", [UInt8(byte)])
    }

    static let invalidSequences: [(name: String, bytes: [UInt8])] = [
        ("overlong 2-byte C0 80", [0xC0, 0x80]), ("overlong 2-byte C1 BF", [0xC1, 0xBF]),
        ("overlong 3-byte E0 80 80", [0xE0, 0x80, 0x80]), ("overlong 3-byte E0 9F BF", [0xE0, 0x9F, 0xBF]),
        ("overlong 4-byte F0 80 80 80", [0xF0, 0x80, 0x80, 0x80]), ("overlong 4-byte F0 8F BF BF", [0xF0, 0x8F, 0xBF, 0xBF]),
        ("high surrogate ED A0 80", [0xED, 0xA0, 0x80]), ("low surrogate ED BF BF", [0xED, 0xBF, 0xBF]),
        ("surrogate pair in UTF-8", [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]),
        ("above U+10FFFF F4 90 80 80", [0xF4, 0x90, 0x80, 0x80]),
        ("truncated 2-byte", [0xC3]), ("truncated 3-byte", [0xE2, 0x82]), ("truncated 4-byte", [0xF0, 0x9F, 0x98]),
        ("truncated before ASCII", [0xE2, 0x82, 0x41]), ("lone continuation 80", [0x80]), ("lone continuation BF", [0xBF]),
    ]

    @Test("invalid UTF-8 in a string: rejected where decoded, as by Foundation", arguments: 0..<invalidUTF8.count)
    func invalidUTF8InAString(_ index: Int) throws {
        let (name, bad) = Self.invalidUTF8[index]
        let value = Array(#"{"s": "a"#.utf8) + bad + Array(#""}"#.utf8)
        let key = Array(#"{"s": "a", "k"#.utf8) + bad + Array(#"": 1}"#.utf8)
        let ignored = Array(#"{"s": "a", "x": "b"#.utf8) + bad + Array(#""}"#.utf8)
        let bare = Array(#"{"s": "a", "x": "#.utf8) + bad + Array("}".utf8)
        for (shape, bytes) in [("value", value), ("key", key), ("ignored value", ignored), ("outside a string", bare)] {
            expectSameOutcome(as: HostileText.self, from: Data(bytes))
            try expectSchemaAgrees(HostileText.self, "HostileText", bytes, "\(name), \(shape)")
        }
        // At the end of the input, a truncated sequence cannot be mistaken for anything else.
        #expect(syntaxError(Array(#"{"s": "a"#.utf8) + bad) != nil, "\(name) at the end")
    }

    static let surrogateEscapes = [
        #"\uD800"#, #"\uDBFF"#, #"\uDC00"#, #"\uDFFF"#, #"\uDC00\uD800"#, #"\uD800x"#, #"\uD800\u0041"#,
        #"\uD800\uD800"#, #"\uD83D\uDE00"#, #"\uD83D"#, #"\uD83"#, #"\u"#, #"\uZZZZ"#,
    ]

    @Test("lone, reversed and cut surrogate escapes: Foundation's verdict", arguments: surrogateEscapes)
    func surrogateEscape(_ escape: String) throws {
        for text in [#"{"s": "\#(escape)"}"#, #"{"s": "a", "\#(escape)": 1}"#, #"{"s": "a", "x": "\#(escape)"}"#] {
            expectSameOutcome(as: HostileText.self, from: Data(text.utf8))
            try expectSchemaAgrees(HostileText.self, "HostileText", Array(text.utf8), text)
        }
    }

    static let nulInputs: [(name: String, bytes: [UInt8])] = [
        ("NUL alone", [0]), ("NUL before a value", [0] + Array(#"{"s": "a"}"#.utf8)),
        ("NUL after a value", Array(#"{"s": "a"}"#.utf8) + [0]),
        ("NUL in a decoded string", Array(#"{"s": "a"#.utf8) + [0] + Array(#""}"#.utf8)),
        ("NUL in an ignored string", Array(#"{"s": "a", "x": ""#.utf8) + [0] + Array(#""}"#.utf8)),
        ("NUL between tokens", Array(#"{"s":"#.utf8) + [0] + Array(#" "a"}"#.utf8)),
        ("escaped NUL", Array(#"{"s": "a\u0000b"}"#.utf8)),
        ("only NULs", [UInt8](repeating: 0, count: 64)),
    ]

    @Test("NUL bytes: Foundation's verdict", arguments: 0..<nulInputs.count)
    func nulBytes(_ index: Int) throws {
        let (name, bytes) = Self.nulInputs[index]
        expectSameOutcome(as: HostileText.self, from: Data(bytes))
        try expectSchemaAgrees(HostileText.self, "HostileText", bytes, name)
    }

    static let wideEncodings: [(name: String, bytes: [UInt8])] = {
        let text = #"{"s": "h\#u{E9}llo \#u{1F600}"}"#
        let le16 = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let be16 = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let le32 = text.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
        let be32 = text.unicodeScalars.flatMap { s in (0..<4).reversed().map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
        return [
            ("UTF-16 LE", le16), ("UTF-16 BE", be16), ("UTF-16 LE with BOM", [0xFF, 0xFE] + le16),
            ("UTF-16 BE with BOM", [0xFE, 0xFF] + be16), ("UTF-32 LE", le32), ("UTF-32 BE", be32),
            ("UTF-32 LE with BOM", [0xFF, 0xFE, 0, 0] + le32), ("UTF-32 BE with BOM", [0, 0, 0xFE, 0xFF] + be32),
            ("UTF-16 LE, odd byte count", le16 + [0x41]),
            ("UTF-16 LE, lone surrogate", Array(le16.dropLast(4)) + [0x00, 0xD8] + Array(le16.suffix(4))),
            ("UTF-8 BOM twice", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("UTF-16 BOM only", [0xFF, 0xFE]), ("UTF-32 BOM only", [0, 0, 0xFE, 0xFF]),
        ]
    }()

    @Test("UTF-16 and UTF-32 files: Foundation's verdict", arguments: 0..<wideEncodings.count)
    func wideEncoding(_ index: Int) throws {
        let (name, bytes) = Self.wideEncodings[index]
        expectSameOutcome(as: HostileText.self, from: Data(bytes))
        try expectSchemaAgrees(HostileText.self, "HostileText", bytes, name)
    }

    // MARK: Fuzzing findings

    /// Inputs `make fuzz` found (Tests/Fuzz), each a former disagreement with Foundation or a
    /// crash, kept so the fix stays fixed. The reader accepts exactly what Foundation accepts.
    static let fuzzFindings: [(name: String, bytes: [UInt8])] = [
        // json-reader: `22 00 00 8D` was taken for UTF-16 LE (a NUL in the first code unit only);
        // Foundation needs the NUL pattern in both units and reads UTF-8 text with NULs in it.
        ("UTF-8 with NULs, not UTF-16", [0x22, 0x00, 0x00, 0x8D, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20, 0x22]),
        // json-reader, after that fix: `00 22 00 00` was still UTF-16 BE (NULs where they belong,
        // but also one where the second unit's other byte should be); Foundation wants the exact pattern.
        ("UTF-8 with NULs, not UTF-16 BE", [0x00, 0x22, 0x00, 0x00, 0x00, 0x22]),
        ("exact UTF-16 BE pattern", [0x00, 0x22, 0x00, 0x22]), ("exact UTF-32 LE pattern", [0x22, 0, 0, 0, 0x22, 0, 0, 0]),
        // json-reader: a three-byte input was judged by its first code unit (`-\0]` read as UTF-16
        // "-"); Foundation reads three bytes as UTF-8, two bytes by their NUL.
        ("three bytes are UTF-8", [0x2D, 0x00, 0x5D]), ("three bytes are UTF-8, 31 00 20", [0x31, 0x00, 0x20]),
        ("two bytes with a NUL are UTF-16 LE", [0x31, 0x00]), ("two bytes with a NUL are UTF-16 BE", [0x00, 0x31]),
        // json-reader: `\u` skipped its four bytes blindly, so the quote in `\uD8r"` was swallowed
        // and the next one closed the string; Foundation rejects a quote among the four.
        ("quote inside a short \\u escape", Array(#"["\uD8r"\uDFFE"]"#.utf8)),
        ("quote inside a short \\u escape, in a key", Array(#"{"\u1\"ab": 1}"#.utf8)),
        ("backslash inside a \\u escape", Array(#"["\u123\"]"#.utf8)),
    ]

    @Test("fuzzing findings: the reader accepts what Foundation accepts", arguments: 0..<fuzzFindings.count)
    func fuzzFinding(_ index: Int) throws {
        let (name, bytes) = Self.fuzzFindings[index]
        let foundationAccepts = (try? JSONDecoder().decode(IgnoreEverything.self, from: Data(bytes))) != nil
        #expect((syntaxError(bytes) == nil) == foundationAccepts, "\(name): Foundation \(foundationAccepts ? "accepts" : "rejects")")
        expectSameOutcome(as: HostileText.self, from: Data(bytes))
        try expectSchemaAgrees(HostileText.self, "HostileText", bytes, name)
    }

    // MARK: Helpers

    private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.read(bytes)
            return nil
        } catch {
            return error
        }
    }

    static func objectWithKeys(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        bytes.reserveCapacity(count * 16)
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: Array(#""k\#(index)":\#(index)"#.utf8))
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The hostile models, as this file compiles them, read as a schema.
    static let schema = ModelSchema(sources: [
        (
            "HostileModels.swift",
            """
            struct HostileText: Codable, Equatable { var s: String }
            """
        )
    ])

    private func validate(_ bytes: [UInt8], as typeExpression: String) throws -> ValidationOutcome {
        let document = try JSONReader.read(bytes)
        return SchemaValidator(plan: try Self.schema.plan(for: typeExpression)).validate(document)
    }

    /// Schema-driven decoding gives Foundation's verdict and first error on `bytes`.
    private func expectSchemaAgrees<T: Decodable>(
        _ type: T.Type, _ typeExpression: String, _ bytes: [UInt8], _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let data = Data(bytes)
        var foundation: ObservedDecodingError?
        do { _ = try JSONDecoder().decode(T.self, from: data) } catch { foundation = ObservedDecodingError(error) }
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONReader.read(bytes)
        } catch {
            #expect(
                foundation?.debugDescription == JSONSyntaxError.foundationDescription,
                "\(name): reader rejects (\(error.message)); Foundation \(foundation.map { "threw \($0)" } ?? "decodes")",
                sourceLocation: sourceLocation)
            return
        }
        let outcome = SchemaValidator(plan: try Self.schema.plan(for: typeExpression)).validate(document)
        switch (foundation, outcome.errors.first) {
        case (nil, nil): break
        case (let expected?, let problem?):
            expectSameProblem(foundation: expected, problem: problem, document: data, sourceLocation: sourceLocation)
        case (let expected?, nil):
            Issue.record("\(name): Foundation threw \(expected); schema decoding found no error", sourceLocation: sourceLocation)
        case (nil, let problem?):
            Issue.record(
                "\(name): Foundation decodes; schema decoding found \(problem.kind) at \(problem.renderedPath)",
                sourceLocation: sourceLocation)
        }
    }
}

/// The one model the hostile inputs decode as; `HostileInputTests.schema` declares it too.
struct HostileText: Codable, Equatable {
    var s: String
}
