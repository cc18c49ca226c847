#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Sixteen bytes tested at once, for the scanner's two longest runs: a string's ordinary bytes
/// and the whitespace between tokens (a line feed and its indentation).
///
/// On x86-64 each test is a few SSE2 instructions (every x86-64 processor has them): compare all
/// sixteen bytes, gather one bit per byte (`pmovmskb`), count the leading ones. That is about a
/// third of the instructions of two `SWAR` words per block: twitter.json's keys (12 bytes on
/// average) fit in one block. Elsewhere the same answers come from two `SWAR` words.
enum ByteBlock {
    static let count = 16

    /// How many of the 16 bytes at `pointer` come before the first quote, backslash or control
    /// byte (16 when there is none), and whether any of those is non-ASCII (>= 0x80).
    @inline(__always)
    static func ordinaryStringPrefix(at pointer: UnsafePointer<UInt8>) -> (count: Int, hasNonASCII: Bool) {
        #if arch(x86_64)
        let block = _mm_loadu_si128(UnsafeRawPointer(pointer).assumingMemoryBound(to: __m128i.self))
        let quotes = _mm_cmpeq_epi8(block, _mm_set1_epi8(0x22))
        let backslashes = _mm_cmpeq_epi8(block, _mm_set1_epi8(0x5C))
        // A byte is below 0x20 exactly when the unsigned minimum with 0x1F is the byte itself.
        let controls = _mm_cmpeq_epi8(_mm_min_epu8(block, _mm_set1_epi8(0x1F)), block)
        let special = UInt32(truncatingIfNeeded: _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(quotes, backslashes), controls)))
        let count = Int((special | 0x1_0000).trailingZeroBitCount)
        let high = UInt32(truncatingIfNeeded: _mm_movemask_epi8(block))
        return (count, high & ~(~UInt32(0) << count) != 0)
        #else
        let raw = UnsafeRawPointer(pointer)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let lowSpecial = SWAR.stringSpecialBytes(in: low)
        if lowSpecial != 0 {
            let count = lowSpecial.trailingZeroBitCount >> 3
            return (count, low & SWAR.highBits & ~(~UInt64(0) << (count << 3)) != 0)
        }
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let highSpecial = SWAR.stringSpecialBytes(in: high)
        let count = highSpecial == 0 ? 8 : highSpecial.trailingZeroBitCount >> 3
        let highPart = count == 8 ? high : high & ~(~UInt64(0) << (count << 3))
        return (8 + count, (low | highPart) & SWAR.highBits != 0)
        #endif
    }

    /// How many of the 16 bytes at `pointer` are JSON whitespace (space, tab, line feed, carriage
    /// return) before the first byte that is not (16 when all are).
    @inline(__always)
    static func whitespacePrefix(at pointer: UnsafePointer<UInt8>) -> Int {
        #if arch(x86_64)
        let block = _mm_loadu_si128(UnsafeRawPointer(pointer).assumingMemoryBound(to: __m128i.self))
        let spaces = _mm_cmpeq_epi8(block, _mm_set1_epi8(0x20))
        let lineFeeds = _mm_cmpeq_epi8(block, _mm_set1_epi8(0x0A))
        let returns = _mm_cmpeq_epi8(block, _mm_set1_epi8(0x0D))
        let tabs = _mm_cmpeq_epi8(block, _mm_set1_epi8(0x09))
        let whitespace = _mm_or_si128(_mm_or_si128(spaces, lineFeeds), _mm_or_si128(returns, tabs))
        let other = ~UInt32(truncatingIfNeeded: _mm_movemask_epi8(whitespace)) & 0xFFFF
        return Int((other | 0x1_0000).trailingZeroBitCount)
        #else
        let raw = UnsafeRawPointer(pointer)
        let low = SWAR.nonWhitespaceBytes(in: UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)))
        if low != 0 { return low.trailingZeroBitCount >> 3 }
        let high = SWAR.nonWhitespaceBytes(in: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        return high == 0 ? 16 : 8 + high.trailingZeroBitCount >> 3
        #endif
    }
}
