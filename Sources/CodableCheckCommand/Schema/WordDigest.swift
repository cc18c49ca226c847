/// A 128-bit digest of bytes read eight at a time, for the schema cache, which digests every
/// model file on every run: `StableHash` (one byte at a time, and the compile cache's published
/// key format) cost more than reading the cached plan. Not cryptographic: a cache entry also
/// holds its whole key and is compared byte for byte, so a collision costs a miss, never a
/// wrong plan.
struct WordDigest {
    private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        // The length, so that trailing zero bytes change the digest.
        mix(tail)
        mix(UInt64(bytes.count))
    }

    private mutating func mix(_ word: UInt64) {
        first = (first ^ word) &* 0xFF51_AFD7_ED55_8CCD
        first ^= first >> 33
        second = ((second &+ word) ^ first) &* 0xC4CE_B9FE_1A85_EC53
        second ^= second >> 29
    }

    /// 32 hex digits.
    var hexDigits: String {
        var text = ""
        for value in [second, first] {
            let digits = String(value, radix: 16)
            text += String(repeating: "0", count: 16 - digits.count) + digits
        }
        return text
    }
}
