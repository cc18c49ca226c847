import CodableCheckCore
import Testing

/// The one line table every diagnostic is placed with (JSON inputs and model files alike).
@Suite struct LineAndColumnTests {
    func lineAndColumn(_ text: String, at offset: Int) -> [Int] {
        var table = SourceLineTable(bytes: Array(text.utf8))
        let found = table.lineAndColumn(ofByteOffset: offset)
        return [found.line, found.column]
    }

    @Test func everyKindOfLineBreakEndsALine() {
        #expect(lineAndColumn("a\nb\r\nc\rd", at: 2) == [2, 1])
        #expect(lineAndColumn("a\nb\r\nc\rd", at: 5) == [3, 1])
        #expect(lineAndColumn("a\nb\r\nc\rd", at: 7) == [4, 1])
        // The `\n` of a `\r\n` pair is on the line the `\r` ends, not a line of its own.
        #expect(lineAndColumn("a\r\nb", at: 2) == [1, 3])
        #expect(lineAndColumn("a\r\nb", at: 3) == [2, 1])
    }

    /// A column counts characters: a decomposed `é` (two scalars, three bytes) is one column,
    /// like a precomposed one; so is an emoji with a variation selector, and a tab.
    @Test func aColumnIsACharacter() {
        #expect(lineAndColumn("e\u{301}x", at: 3) == [1, 2])
        #expect(lineAndColumn("\u{E9}x", at: 2) == [1, 2])
        #expect(lineAndColumn("☕️\tx", at: 7) == [1, 3])
    }

    @Test func aByteOrderMarkIsNoColumn() {
        #expect(lineAndColumn("\u{FEFF}{}", at: 3) == [1, 1])
        #expect(lineAndColumn("\u{FEFF}{}", at: 4) == [1, 2])
    }

    @Test func offsetsAreClampedToTheText() {
        #expect(lineAndColumn("ab\ncd", at: 99) == [2, 3])
        #expect(lineAndColumn("ab", at: -4) == [1, 1])
    }

    @Test func lookupsCountOnFromThePreviousOneAndGoBack() {
        var table = SourceLineTable(bytes: Array("[1, 22, 333]\n[4]".utf8))
        #expect(table.lineAndColumn(ofByteOffset: 8).column == 9)
        #expect(table.lineAndColumn(ofByteOffset: 4).column == 5)
        #expect(table.lineAndColumn(ofByteOffset: 14).line == 2)
        #expect(table.lineAndColumn(ofByteOffset: 1) == (1, 2))
    }

    @Test func lineBoundsSkipTheByteOrderMarkAndStopAtTheBreak() {
        var table = SourceLineTable(bytes: Array("\u{FEFF}ab\rcd".utf8))
        #expect(table.lineStart(ofByteOffset: 4) == 3)
        #expect(table.lineStart(ofByteOffset: 7) == 6)
        #expect(table.lineEnd(from: 3, limit: 10) == 5)
        #expect(table.lineEnd(from: 6, limit: 10) == 8)
        #expect(table.lineEnd(from: 3, limit: 1) == nil)
    }
}
