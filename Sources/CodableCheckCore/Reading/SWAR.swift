/// Byte tests on eight bytes at once ("SIMD within a register"), for the reader's string loop.
enum SWAR {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` equals `byte`.
    @inline(__always)
    static func hasByte(equalTo byte: UInt8, in word: UInt64) -> Bool {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits != 0
    }

    /// Whether any byte of `word` is below `limit` (`limit` <= 0x80). Bytes >= 0x80 never count.
    @inline(__always)
    static func hasByte(lessThan limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }
}
