/// Checks that bytes are well-formed UTF-8 by the rules the standard library applies (Unicode
/// table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF, no truncated sequence),
/// without building anything.
///
/// Why not `UTF8Span(validating:)`: it was a tenth of the schema path's time on twitter.json,
/// whose strings are mostly CJK text. This skips ASCII eight bytes at a time and decides each
/// multi-byte sequence from its lead byte; `UTF8ValidationTests` checks it against the standard
/// library on every short sequence that matters and on random ones.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let end = bytes.count
        var index = 0
        while index < end {
            let lead = base[index]
            if lead < 0x80 {
                // An ASCII run: skipped eight bytes at a time, up to the next non-ASCII byte. (Only
                // after ASCII: in CJK text, sequence follows sequence and the probe would not pay.)
                index += 1
                while index + 8 <= end {
                    let high = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) & 0x8080_8080_8080_8080
                    if high != 0 {
                        index += high.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
            } else if lead & 0xF0 == 0xE0, index + 4 <= end {
                // A run of three-byte sequences (CJK text): each checked with one four-byte load,
                // lead `1110xxxx` and two continuations `10xxxxxx` at once.
                repeat {
                    let word = UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
                    guard word & 0x00C0_C0F0 == 0x0080_80E0 else {
                        if word & 0xF0 == 0xE0 { return false }  // A three-byte lead without its continuations.
                        break  // Some other lead: the next turn of the outer loop decides it.
                    }
                    // E0 and ED restrict the second byte: not overlong, not a surrogate.
                    if (0x2001 as UInt32) >> (word & 0xF) & 1 != 0, !isValidThreeByteSecond(word) { return false }
                    index += 3
                } while index + 4 <= end
            } else if lead < 0xC2 {
                return false  // A continuation byte, or an overlong two-byte form.
            } else if lead < 0xE0 {
                guard index + 1 < end, isContinuation(base[index + 1]) else { return false }
                index += 2
            } else if lead < 0xF0 {
                guard index + 2 < end else { return false }
                let second = base[index + 1]
                // Both continuation bytes at once: `10xxxxxx 10xxxxxx`.
                guard (UInt16(second) | UInt16(base[index + 2]) << 8) & 0xC0C0 == 0x8080 else { return false }
                if lead == 0xE0, second < 0xA0 { return false }  // Overlong.
                if lead == 0xED, second > 0x9F { return false }  // Surrogates.
                index += 3
            } else if lead < 0xF5 {
                guard index + 3 < end, isContinuation(base[index + 2]), isContinuation(base[index + 3]) else { return false }
                let second = base[index + 1]
                switch lead {
                case 0xF0: guard second >= 0x90, second <= 0xBF else { return false }  // Overlong.
                case 0xF4: guard second >= 0x80, second <= 0x8F else { return false }  // Above U+10FFFF.
                default: guard isContinuation(second) else { return false }
                }
                index += 4
            } else {
                return false
            }
        }
        return true
    }

    /// For a three-byte sequence led by E0 or ED, loaded little-endian: E0 needs a second byte of
    /// at least A0 (else overlong), ED one of at most 9F (else a surrogate).
    @inline(__always)
    private static func isValidThreeByteSecond(_ word: UInt32) -> Bool {
        let second = UInt8(truncatingIfNeeded: word >> 8)
        return word & 0xFF == 0xE0 ? second >= 0xA0 : second <= 0x9F
    }

    @inline(__always)
    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
