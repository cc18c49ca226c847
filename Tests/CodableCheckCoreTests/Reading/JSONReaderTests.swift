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
        #expect(
            rows == [
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
        #expect(
            (0..<tape.count).map { "\(tape.kind(at: $0))/\(tape.elementCount(at: $0))/\(tape.indexAfter($0))" } == [
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
        ("0", JSONTapeFlags.isPlainInteger), ("-12", .isPlainInteger), ("1.5", JSONTapeFlags()), ("1e5", JSONTapeFlags()),
        ("-0.0E+3", JSONTapeFlags()),
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
        #expect(
            document.deviations.map(\.message) == [
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

    /// Objects of every size, plain keys or not, report the same duplicates as a `Set<String>`
    /// over the decoded keys would (small objects compare pairwise, large ones hash bytes).
    @Test(arguments: [2, 16, 17, 40, 300])
    func duplicateKeysAreFoundInObjectsOfEverySize(memberCount: Int) throws {
        var generator = SplitMix64(state: 0xd00b1e)
        for round in 0..<20 {
            // Keys of 1 to 20 characters from a small alphabet, so some repeat by chance.
            let longest = round.isMultiple(of: 2) ? 2 : 20
            let keys = (0..<memberCount).map { _ in
                String((0..<Int.random(in: 1...longest, using: &generator)).map { _ in "ab9_".randomElement(using: &generator)! })
            }
            // One round in five spells the first key's first character as `\u0061` ("a"): the slow path.
            let escapesFirstKey = round % 5 == 4
            var text = "{"
            var expected: [Int] = []
            var seen = Set<String>()
            for (position, key) in keys.enumerated() {
                if position > 0 { text += ", " }
                let escaped = escapesFirstKey && position == 0
                if !seen.insert(escaped ? "a" + key.dropFirst() : key).inserted { expected.append(text.utf8.count) }
                text += escaped ? "\"\\u0061\(key.dropFirst())\": \(position)" : "\"\(key)\": \(position)"
            }
            text += "}"
            let document = try read(text)
            #expect(document.deviations.filter { $0.kind == .duplicateKey }.map(\.byteOffset) == expected, "\(text)")
        }
    }

    /// The reader's one-pass number scan delimits and classifies numbers exactly as the
    /// maximal run of number bytes classified by `JSONNumberGrammar` would be.
    @Test func numberScanAgreesWithTheGrammar() throws {
        var generator = SplitMix64(state: 0x4e0001)
        let alphabet = Array("0123456789.eE+-".utf8) + Array("00011.-".utf8)
        for _ in 0..<20_000 {
            var text = [UInt8(ascii: Bool.random(using: &generator) ? "-" : "1")]
            text += (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let document = try JSONReader.read([UInt8(ascii: "[")] + text + [UInt8(ascii: "]")])
            let expected = text.withUnsafeBufferPointer { JSONNumberGrammar.classify($0) }
            #expect(document.tape.kind(at: 1) == .number)
            #expect(document.tape.textRange(at: 1) == 1..<(1 + text.count), "\(String(decoding: text, as: UTF8.self))")
            #expect(document.tape.flags(at: 1) == expected, "\(String(decoding: text, as: UTF8.self))")
        }
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

    /// Bytes handed over with `read(adopting:)` read exactly like a copied input, in every
    /// encoding; when reading fails they are still the caller's, unchanged.
    @Test func adoptedBuffersReadLikeCopiedInput() throws {
        func adopted(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
            do {
                return try JSONReader.read(adopting: buffer)
            } catch {
                #expect(Array(buffer) == bytes)
                buffer.deallocate()
                throw error
            }
        }
        let text = "{\"a\": [1, \"\u{E9}\"]}"
        let utf16LE = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for input in [Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8), [0xFF, 0xFE] + utf16LE] {
            let copied = try JSONReader.read(input)
            let document = try adopted(input)
            #expect(document.encoding == copied.encoding)
            #expect(document.withUTF8 { Array($0) } == copied.withUTF8 { Array($0) })
            let nextIndices = (0..<document.tape.count).map { document.tape.indexAfter($0) }
            #expect(nextIndices == (0..<copied.tape.count).map { copied.tape.indexAfter($0) })
        }
        #expect(throws: JSONSyntaxError.self) { try adopted(Array("[1, ".utf8)) }
        #expect(throws: JSONSyntaxError.self) { try adopted([0xFF, 0xFE, 0x00, 0xD8]) }  // A lone surrogate.
    }

    /// `Data` and arrays are read where they are: the document retains them, so its bytes stay
    /// what was read when the caller's copy is changed (copy on write) or released, for a slice,
    /// for a UTF-16 input (transcoded into a buffer of the document's own), and for `Data` short
    /// enough to hold its bytes inline (copied).
    @Test func dataAndArraysReadInPlaceOutliveTheCallersCopy() throws {
        let text = #"{"title": "Le Petit Prince", "author": "Antoine de Saint-Exup\u00e9ry", "pages": 96, "tags": ["conte", "été"]}"#
        func content(of document: JSONDocument) -> [String] {
            (0..<document.tape.count).compactMap { index in
                document.tape.kind(at: index) == .string ? String(decoding: document.rawStringBytes(at: index), as: UTF8.self) : nil
            }
        }
        let expected = content(of: try JSONReader.read(Array(text.utf8)[...]))
        #expect(expected == ["title", "Le Petit Prince", "author", #"Antoine de Saint-Exup\u00e9ry"#, "pages", "tags", "conte", "été"])

        var data = Data(text.utf8)
        let fromData = try JSONReader.read(data)
        data.replaceSubrange(0..<data.count, with: repeatElement(UInt8(ascii: " "), count: data.count))
        #expect(content(of: fromData) == expected)
        #expect(fromData.withUTF8 { Array($0) } == Array(text.utf8))

        var array = Array(text.utf8)
        let fromArray = try JSONReader.read(array)
        array.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        #expect(content(of: fromArray) == expected)

        let released = try { try JSONReader.read(Data(text.utf8)) }()
        let churn = (0..<64).map { Data(repeating: UInt8($0), count: text.utf8.count) }
        #expect(content(of: released) == expected && churn.count == 64)

        let padded = Data(("     " + text + "   ").utf8)
        let slice = padded[5..<(5 + text.utf8.count)]
        #expect(content(of: try JSONReader.read(slice)) == expected)

        let utf16 = Data([0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let transcoded = try JSONReader.read(utf16)
        #expect(transcoded.encoding == .utf16LittleEndian && content(of: transcoded) == expected)

        let short = try JSONReader.read(Data(#"["\u00e9", 1]"#.utf8))
        #expect(content(of: short) == [#"\u00e9"#])
        #expect(throws: JSONSyntaxError.self) { try JSONReader.read(Data((text + ",").utf8)) }
    }

    /// A container's count is kept in 24 bits; one with 16,777,215 children or more is counted by
    /// stepping over them. Built by hand: a real one is a 34 MB input.
    @Test func countsBeyondTheStoredLimitAreCountedFromTheTape() throws {
        let document = try read(#"[{"a": 1, "b": [2, 3]}, [], 4]"#)
        let source = document.tape.entries
        let memory = TapeMemory(byteCount: source.count * MemoryLayout<JSONTape.Entry>.stride)
        let copy = memory.base.assumingMemoryBound(to: JSONTape.Entry.self)
        _ = UnsafeMutableBufferPointer(start: copy, count: source.count).initialize(from: source)
        copy[0].setCount(Int(JSONTape.Entry.countLimit))
        copy[1].setCount(Int(JSONTape.Entry.countLimit) + 5)
        let tape = JSONTape(adopting: memory, count: source.count)
        #expect(tape.entries[0].storedCount == JSONTape.Entry.countLimit)
        #expect(tape.elementCount(at: 0) == 3)
        #expect(tape.elementCount(at: 1) == 2)
        #expect(tape.elementCount(at: 5) == 2)
        var entry = tape.entries[0]
        for _ in 0..<3 { entry.incrementCount() }
        #expect(entry.storedCount == JSONTape.Entry.countLimit)
        #expect(entry.kind == .array && entry.flags.isEmpty)
    }
}
