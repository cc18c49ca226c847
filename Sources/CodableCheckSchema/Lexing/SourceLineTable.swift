/// Line starts of one source file, so byte offsets become `line:column` only when a diagnostic
/// is rendered, and the lexer never counts lines.
package struct SourceLineTable: Sendable {
    private let bytes: [UInt8]
    /// UTF-8 offset of the first byte of every line; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and the 1-based column *in characters* (as editors count them) of a
    /// UTF-8 byte offset. Offsets past the end give the position just after the last byte.
    package func location(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        let line = lineIndex(containing: offset)
        let prefix = String(decoding: bytes[lineStarts[line]..<offset], as: UTF8.self)
        return (line + 1, prefix.count + 1)
    }

    /// Locations of many offsets, sorted ascending: characters are counted once per line, from
    /// one offset to the next, so ten thousand diagnostics on one long line stay linear.
    func locations(ofSortedByteOffsets offsets: [Int]) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = []
        result.reserveCapacity(offsets.count)
        var previous: (line: Int, offset: Int, column: Int)?
        for rawOffset in offsets {
            let offset = max(0, min(rawOffset, bytes.count))
            let line = lineIndex(containing: offset)
            if let last = previous, last.line == line, last.offset <= offset {
                let column = last.column + String(decoding: bytes[last.offset..<offset], as: UTF8.self).count
                previous = (line, offset, column)
            } else {
                let column = String(decoding: bytes[lineStarts[line]..<offset], as: UTF8.self).count + 1
                previous = (line, offset, column)
            }
            result.append((line + 1, previous!.column))
        }
        return result
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
