/// Line starts of one source file, so byte offsets become `line:column` only when a diagnostic
/// is rendered, and the lexer never counts lines.
struct SourceLineTable: Sendable {
    private let bytes: [UInt8]
    /// UTF-8 offset of the first byte of every line; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and the 1-based column *in characters* (as editors count them) of a
    /// UTF-8 byte offset. Offsets past the end give the position just after the last byte.
    func location(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return (low + 1, prefix.count + 1)
    }
}
