/// Turns byte offsets into 1-based line and column numbers, only for the diagnostics reported.
///
/// Decoding never counts lines: positions are byte offsets. When an input has something to
/// report, this table finds line starts up to the furthest offset asked for (not the whole file),
/// then each lookup is a binary search over them. Columns count Unicode scalars, as editors count
/// characters; a UTF-8 byte order mark at the start of line 1 is not counted. Line breaks are
/// `\n`, `\r\n` and a lone `\r`, as editors treat them.
struct SourceLineTable {
    /// Longest line shown whole in an excerpt, in scalars; longer lines are shown as a window.
    static let maximumExcerptWidth = 120
    /// Scalars kept on each side of the caret in a window of a long line.
    static let excerptContext = 60

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Byte offsets where lines start; `lineStarts[0] == 0`.
    private(set) var lineStarts: [Int] = [0]
    /// Everything before this offset has been scanned for line breaks.
    private var scannedUpTo = 0
    private let byteOrderMarkLength: Int
    /// The previous lookup, to continue counting columns from it on the same line.
    private var columnCache: (lineStart: Int, offset: Int, column: Int)?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        byteOrderMarkLength = hasBOM ? 3 : 0
    }

    /// The location of `offset`, clamped to the input. Amortised O(log lines) plus the bytes
    /// between the line start and the offset.
    mutating func location(ofByteOffset offset: Int, withExcerpt: Bool = true) -> DiagnosticLocation {
        let offset = max(0, min(offset, bytes.count))
        scanLineStarts(through: offset)
        let lineIndex = lineIndex(containing: offset)
        var lineStart = lineStarts[lineIndex]
        if lineIndex == 0 { lineStart = min(byteOrderMarkLength, offset) }
        let column: Int
        if let cached = columnCache, cached.lineStart == lineStart, cached.offset <= offset {
            // Diagnostics mostly come in document order: count on from the previous one, so many
            // diagnostics on one long minified line cost one pass over it.
            column = cached.column + scalarCount(in: cached.offset..<offset)
        } else {
            column = scalarCount(in: lineStart..<offset) + 1
        }
        columnCache = (lineStart, offset, column)
        let excerpt = withExcerpt ? excerpt(lineStart: lineStart, offset: offset, column: column) : nil
        return DiagnosticLocation(line: lineIndex + 1, column: column, excerpt: excerpt)
    }

    private mutating func scanLineStarts(through offset: Int) {
        var index = scannedUpTo
        while index < bytes.count, index <= offset {
            let byte = bytes[index]
            if byte == 0x0A {
                lineStarts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    index += 1
                }
                lineStarts.append(index + 1)
            }
            index += 1
        }
        scannedUpTo = max(scannedUpTo, index)
    }

    /// Binary search: the last line start at or before `offset`.
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Unicode scalars in a byte range: every byte that is not a UTF-8 continuation byte.
    private func scalarCount(in range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }

    /// The end of the line holding `offset`, or `nil` if it lies more than `limit` bytes further.
    private func lineEnd(from offset: Int, limit: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D { return index }
            if index - offset >= limit { return nil }
            index += 1
        }
        return index
    }

    /// The line around the caret: whole when it fits `maximumExcerptWidth`, otherwise
    /// `excerptContext` scalars on each side of the caret.
    private func excerpt(lineStart: Int, offset: Int, column: Int) -> SourceExcerpt {
        let context = Self.excerptContext
        let before = column - 1
        // Scalars are at most 4 bytes long, so this many bytes always hold a full-width line.
        let end = lineEnd(from: offset, limit: 4 * Self.maximumExcerptWidth)
        if let end, before + scalarCount(in: offset..<end) <= Self.maximumExcerptWidth {
            return SourceExcerpt(text: text(lineStart..<end), caretOffset: before)
        }
        var start = offset
        var scalars = 0
        while start > lineStart, scalars < context {
            start -= 1
            if bytes[start] & 0xC0 != 0x80 { scalars += 1 }
        }
        let lineLimit = end ?? bytes.count
        var stop = offset
        var after = 0
        while stop < lineLimit {
            if bytes[stop] & 0xC0 != 0x80 {
                if after == context { break }
                after += 1
            }
            stop += 1
        }
        return SourceExcerpt(
            text: text(start..<stop), caretOffset: scalars,
            isTruncatedBefore: start > lineStart, isTruncatedAfter: stop < lineLimit || end == nil)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
