import CodableCheckCore

/// Diagnostic locations with the source line for the caret display, from the core's line table
/// (which owns what a line and a column are).
extension SourceLineTable where Bytes == UnsafeBufferPointer<UInt8> {
    /// The location of `offset`, clamped to the input, with its excerpt unless no reporter shows
    /// one (which saves a scan per diagnostic).
    mutating func location(ofByteOffset offset: Int, withExcerpt: Bool = true) -> DiagnosticLocation {
        let (line, column) = lineAndColumn(ofByteOffset: offset)
        guard withExcerpt else { return DiagnosticLocation(line: line, column: column, excerpt: nil) }
        let offset = max(0, min(offset, bytes.count))
        return DiagnosticLocation(line: line, column: column, excerpt: excerpt(lineStart: lineStart(ofByteOffset: offset), offset: offset))
    }

    /// The line around the caret: whole when it fits `SourceExcerpt.maximumWidth`, otherwise
    /// `SourceExcerpt.context` scalars on each side of the caret.
    private func excerpt(lineStart: Int, offset: Int) -> SourceExcerpt {
        let context = SourceExcerpt.context
        // Scalars are at most 4 bytes long, so this many bytes always hold a full-width line.
        let end = lineEnd(from: offset, limit: 4 * SourceExcerpt.maximumWidth)
        if let end, scalarCount(in: lineStart..<end) <= SourceExcerpt.maximumWidth {
            return visibleExcerpt(lineStart..<offset, offset..<end)
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
        var excerpt = visibleExcerpt(start..<offset, offset..<stop)
        excerpt.isTruncatedBefore = start > lineStart
        excerpt.isTruncatedAfter = stop < lineLimit || end == nil
        return excerpt
    }

    /// Unicode scalars in a byte range: every byte that is not a UTF-8 continuation byte.
    private func scalarCount(in range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }

    /// The text before and from the caret, with control characters escaped (input must never
    /// drive the terminal), and the caret placed after the characters shown before it.
    private func visibleExcerpt(_ before: Range<Int>, _ after: Range<Int>) -> SourceExcerpt {
        let lead = VisibleText.escapingControls(text(before))
        return SourceExcerpt(text: lead + VisibleText.escapingControls(text(after)), caretOffset: lead.count)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
