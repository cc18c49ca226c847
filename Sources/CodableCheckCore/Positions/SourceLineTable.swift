/// Turns byte offsets into 1-based line and column numbers, for the one text it was made for (a
/// JSON input or a Swift model file), only when something is reported.
///
/// Readers never count lines: positions are UTF-8 byte offsets. The table finds line starts up
/// to the furthest offset asked for (not the whole text, which may be a 100 MB input with an
/// error on line 3), then each lookup is a binary search over them. Lines end as `LineBreak`
/// says (`\n`, `\r\n`, a lone `\r`). A UTF-8 byte order mark at the start is no column.
///
/// **What a column is**, for every diagnostic the tool prints: the number of characters before
/// the offset on its line, plus one, where a character is a Swift `Character` (an extended
/// grapheme cluster, as an editor's cursor steps over it). `é` is one column whether it is
/// precomposed or `e` followed by U+0301, `☕️` is one, and a tab is one.
public struct SourceLineTable<Bytes: RandomAccessCollection<UInt8>> where Bytes.Index == Int {
    /// The text, indexed from 0.
    public let bytes: Bytes
    /// Byte offsets where lines start; `lineStarts[0] == 0`.
    @usableFromInline var lineStarts: [Int] = [0]
    /// Everything before this offset has been scanned for line breaks.
    @usableFromInline var scannedUpTo = 0
    @usableFromInline let byteOrderMarkLength: Int
    /// The previous lookup, to count on from it on the same line.
    @usableFromInline var columnCache: (lineStart: Int, offset: Int, column: Int)?

    @inlinable
    public init(bytes: Bytes) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        byteOrderMarkLength = hasBOM ? 3 : 0
    }

    /// The 1-based line and column of `offset`, clamped to the text. Amortised O(log lines) plus
    /// the bytes between the line start and the offset; lookups in increasing offset order count
    /// each line's characters once, so ten thousand diagnostics on one minified line stay linear.
    @inlinable
    public mutating func lineAndColumn(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        let offset = clamped(offset)
        let line = lineIndex(containing: offset)
        let start = textStart(ofLine: line, offset: offset)
        let column: Int
        if let cached = columnCache, cached.lineStart == start, cached.offset <= offset {
            column = cached.column + characterCount(in: cached.offset..<offset)
        } else {
            column = characterCount(in: start..<offset) + 1
        }
        columnCache = (start, offset, column)
        return (line + 1, column)
    }

    /// Where the text of the line holding `offset` begins: its first byte, or the byte after a
    /// byte order mark on line 1.
    @inlinable
    public mutating func lineStart(ofByteOffset offset: Int) -> Int {
        let offset = clamped(offset)
        // Not one expression: `textStart` would read the table as it was before `lineIndex`
        // scanned further (the receiver is evaluated before the argument).
        let line = lineIndex(containing: offset)
        return textStart(ofLine: line, offset: offset)
    }

    /// The first byte of the line break that ends the line holding `offset` (the end of the
    /// text on the last line), or `nil` when that lies more than `limit` bytes further.
    @inlinable
    public func lineEnd(from offset: Int, limit: Int) -> Int? {
        var index = clamped(offset)
        while index < bytes.count {
            if LineBreak.isStart(bytes[index]) { return index }
            if index - offset >= limit { return nil }
            index += 1
        }
        return index
    }

    /// Makes every line start up to `offset` known, so copies of the table look up lines there
    /// without scanning again (a model file's table is filled once and shared).
    @inlinable
    public mutating func findLineStarts(through offset: Int) {
        guard scannedUpTo < bytes.count, scannedUpTo <= offset else { return }
        let start = scannedUpTo
        var starts = lineStarts
        lineStarts = []
        let scanned =
            bytes.withContiguousStorageIfAvailable { buffer in
                LineBreak.appendLineStarts(in: buffer, from: start, through: offset, to: &starts)
            }
            ?? Array(bytes).withUnsafeBufferPointer { buffer in
                LineBreak.appendLineStarts(in: buffer, from: start, through: offset, to: &starts)
            }
        lineStarts = starts
        scannedUpTo = max(scannedUpTo, scanned)
    }

    @inlinable
    func clamped(_ offset: Int) -> Int {
        max(0, min(offset, bytes.count))
    }

    /// Binary search: the last line start at or before `offset`, after scanning up to it.
    @inlinable
    mutating func lineIndex(containing offset: Int) -> Int {
        findLineStarts(through: offset)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    @inlinable
    func textStart(ofLine line: Int, offset: Int) -> Int {
        line == 0 ? min(byteOrderMarkLength, offset) : lineStarts[line]
    }

    /// Characters (grapheme clusters) in a byte range: what a column counts.
    @inlinable
    func characterCount(in range: Range<Int>) -> Int {
        String(decoding: bytes[range], as: UTF8.self).count
    }
}

extension SourceLineTable: Sendable where Bytes: Sendable {}
