/// What ends a line in every text the tool places diagnostics in (JSON inputs and Swift model
/// files alike): `\n`, `\r\n` and a lone `\r`, as editors and swiftc count lines.
///
/// The one owner of that rule: `SourceLineTable` numbers lines with it, and the Swift lexer ends
/// a `//` comment with it, so a file saved with classic Mac line breaks reads as swiftc reads it.
public enum LineBreak {
    /// Whether `byte` begins a line break. A `\r\n` pair is one break that begins at the `\r`.
    @inlinable
    public static func isStart(_ byte: UInt8) -> Bool {
        byte == carriageReturn || byte == lineFeed
    }

    /// How many bytes the line break at `index` takes: 2 for `\r\n`, 1 for `\n` or a lone `\r`,
    /// 0 when no line break begins there. `bytes` is indexed from 0.
    @inlinable
    public static func length<Bytes: RandomAccessCollection<UInt8>>(at index: Int, in bytes: Bytes) -> Int
    where Bytes.Index == Int {
        guard index < bytes.endIndex else { return 0 }
        switch bytes[index] {
        case lineFeed: return 1
        case carriageReturn: return index + 1 < bytes.endIndex && bytes[index + 1] == lineFeed ? 2 : 1
        default: return 0
        }
    }

    /// Appends the start of every line that begins after a line break in `bytes[start...]`, up to
    /// and including `offset`, and returns where the scan stopped. Over contiguous bytes, so a
    /// table's scan is a plain loop in any build (the generic table calls it through
    /// `withContiguousStorageIfAvailable`; a debug build would not specialize a generic loop).
    @usableFromInline
    static func appendLineStarts(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, through offset: Int, to lineStarts: inout [Int]
    ) -> Int {
        var index = start
        while index < bytes.count, index <= offset {
            let length = Self.length(at: index, in: bytes)
            if length > 0 {
                index += length
                lineStarts.append(index)
            } else {
                index += 1
            }
        }
        return index
    }

    @usableFromInline static let lineFeed: UInt8 = 0x0A
    @usableFromInline static let carriageReturn: UInt8 = 0x0D
}
