/// Byte tests on eight bytes at once ("SIMD within a register"), for the reader's string and
/// number loops.
enum SWAR {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` equals `byte`.
    @inline(__always)
    static func hasByte(equalTo byte: UInt8, in word: UInt64) -> Bool {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits != 0
    }

    /// The high bit of each byte of `word` that is a quote, a backslash or a control byte (below
    /// 0x20), or 0 when there is none: the bytes that end a string's ordinary run. Bits above the
    /// lowest set one may be false positives (a borrow carries into the next byte), so only the
    /// lowest is to be trusted.
    @inline(__always)
    static func stringSpecialBytes(in word: UInt64) -> UInt64 {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        return special & highBits
    }

    /// The high bit of each byte of `word` that is not JSON whitespace (space, tab, line feed,
    /// carriage return), or 0 when all eight are. Exact in every byte (`ByteBlock` counts the
    /// leading whitespace from it where there is no SSE2).
    @inline(__always)
    static func nonWhitespaceBytes(in word: UInt64) -> UInt64 {
        let whitespace =
            exactZeroBytes(in: word ^ (ones &* 0x20)) | exactZeroBytes(in: word ^ (ones &* 0x0A))
            | exactZeroBytes(in: word ^ (ones &* 0x0D)) | exactZeroBytes(in: word ^ (ones &* 0x09))
        return ~whitespace & highBits
    }

    /// The high bit of each zero byte of `word`, with no false positives (no borrow crosses bytes).
    @inline(__always)
    private static func exactZeroBytes(in word: UInt64) -> UInt64 {
        let lowSeven = ones &* 0x7F
        return ~(((word & lowSeven) &+ lowSeven) | word) & highBits
    }

    /// Whether any byte of `word` is below `limit` (`limit` <= 0x80). Bytes >= 0x80 never count.
    @inline(__always)
    static func hasByte(lessThan limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// A nonzero nibble in the high half of each byte of `word` that is not an ASCII digit, or 0
    /// when all eight are digits. Bits above the lowest set one may be false positives (a carry
    /// runs into the next byte), so only the lowest is to be trusted.
    @inline(__always)
    static func nonDigitBytes(in word: UInt64) -> UInt64 {
        // A digit is 0x30...0x39: its high nibble is 3, and still 3 after adding 6.
        let threes = ones &* 0x30
        return ((word ^ threes) | ((word &+ ones &* 0x06) ^ threes)) & (ones &* 0xF0)
    }

    /// Whether any of the `count` bytes at `start` is `e` or `E`: whether a number's text has an
    /// exponent. Eight bytes at a time; reads no byte outside the range.
    @inline(__always)
    static func containsExponentMarker(_ start: UnsafeRawPointer, count: Int) -> Bool {
        // `| 0x20` folds `E` onto `e` and leaves every other byte a number can hold (digits, `.`,
        // `+`, `-`) short of `e`.
        func hasMarker(_ word: UInt64) -> Bool { hasByte(equalTo: UInt8(ascii: "e"), in: word | ones &* 0x20) }
        var offset = 0
        while offset + 8 <= count {
            if hasMarker(start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        if offset == count { return false }
        if count >= 8 { return hasMarker(start.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
        while offset < count {
            if start.load(fromByteOffset: offset, as: UInt8.self) | 0x20 == UInt8(ascii: "e") { return true }
            offset += 1
        }
        return false
    }

    /// Whether the `count` bytes at `start` are all ASCII, eight at a time (a key's name, for
    /// every lookup). Reads no byte outside the range.
    @inline(__always)
    static func isASCII(_ start: UnsafeRawPointer, count: Int) -> Bool {
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            high |= start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        if count >= 8 {
            high |= start.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            while offset < count {
                high |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self))
                offset += 1
            }
        }
        return high & highBits == 0
    }
}
