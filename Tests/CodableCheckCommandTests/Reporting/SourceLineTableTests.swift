import CodableCheckCore
import Testing

@testable import CodableCheckCommand

@Suite struct SourceLineTableTests {
    func location(_ marked: String) -> DiagnosticLocation {
        let input = MarkedText(marked)
        return input.bytes.withUnsafeBufferPointer { buffer in
            var table = SourceLineTable(bytes: buffer)
            return table.location(ofByteOffset: input.offset)
        }
    }

    @Test func firstLineFirstColumn() {
        let found = location("1️⃣{}")
        #expect((found.line, found.column) == (1, 1))
        #expect(found.excerpt == SourceExcerpt(text: "{}", caretOffset: 0))
    }

    @Test func laterLine() {
        let found = location("{\n  \"tags\": [\n    {\"color\": 1️⃣3}\n  ]\n}")
        #expect((found.line, found.column) == (3, 15))
        #expect(found.excerpt == SourceExcerpt(text: "    {\"color\": 3}", caretOffset: 14))
    }

    @Test func charactersCountOnceWhateverTheirScalarsAndTabsCountOnce() {
        let found = location("{\"café\": \"☕️\",\t\"🎉\": 1️⃣1}")
        // { " c a f é " : space " ☕️ " , tab " 🎉 " : space → 19 characters before the value
        // (☕️ is ☕ and U+FE0F, one character as an editor shows it).
        #expect((found.line, found.column) == (1, 20))
        let decomposed = location("{\"e\u{301}\": 1️⃣1}")
        #expect((decomposed.line, decomposed.column) == (1, 7))
    }

    @Test func controlCharactersInTheLineAreShownEscaped() {
        let found = location("{\"a\u{1B}[31m\": 1️⃣1}")
        #expect(found.excerpt == SourceExcerpt(text: "{\"a\\u{1B}[31m\": 1}", caretOffset: 16))
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let found = location("\u{FEFF}{\"a\": 1️⃣1}")
        #expect((found.line, found.column) == (1, 7))
        #expect(found.excerpt?.text == "{\"a\": 1}")
    }

    @Test func crlfAndLoneCarriageReturnEndLines() {
        #expect(location("[\r\n1,\r1️⃣2]").line == 3)
        #expect(location("[\r\n1,\r1️⃣2]").column == 1)
        #expect(location("[\r\n1️⃣1]").excerpt?.text == "1]")
    }

    @Test func offsetAtTheEndOfInput() {
        let found = location("{\"a\": 1️⃣")
        #expect((found.line, found.column) == (1, 7))
        #expect(found.excerpt == SourceExcerpt(text: "{\"a\": ", caretOffset: 6))
    }

    @Test func longLinesShowAWindowAroundTheCaret() {
        let before = String(repeating: "a", count: 200)
        let after = String(repeating: "b", count: 200)
        let found = location("[\"\(before)\", 1️⃣3, \"\(after)\"]")
        #expect(found.column == 206)
        #expect(found.excerpt?.caretOffset == 60)
        #expect(found.excerpt?.text.count == 120)
        #expect(found.excerpt?.text.hasPrefix(String(repeating: "a", count: 57) + "\", 3") == true)
        #expect(found.excerpt?.isTruncatedBefore == true && found.excerpt?.isTruncatedAfter == true)
    }

    @Test func manyLookupsOnOneLineCountOnFromTheLastOne() {
        let input = Array("[1, 22, 333]".utf8)
        input.withUnsafeBufferPointer { buffer in
            var table = SourceLineTable(bytes: buffer)
            #expect(table.location(ofByteOffset: 1).column == 2)
            #expect(table.location(ofByteOffset: 4).column == 5)
            #expect(table.location(ofByteOffset: 8).column == 9)
            #expect(table.location(ofByteOffset: 4).column == 5)
        }
    }
}

extension SourceLineTableTests {
    @Test func excerptIsSkippedWhenNobodyShowsIt() {
        let input = Array("{\n  \"a\": 1}".utf8)
        input.withUnsafeBufferPointer { buffer in
            var table = SourceLineTable(bytes: buffer)
            let found = table.location(ofByteOffset: 9, withExcerpt: false)
            #expect(found == DiagnosticLocation(line: 2, column: 8, excerpt: nil))
        }
    }
}
