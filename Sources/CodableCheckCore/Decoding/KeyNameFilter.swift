/// A 128-bit Bloom filter of plain (ASCII, unescaped) key names: "certainly not seen" or "maybe".
///
/// The keyed container's document-order cursor (`KeyedTapeContainer.lookUpFromCursor`) keeps the
/// names of every member before the cursor here, so that a match at or after the cursor is known
/// to be the key's first occurrence (JSONDecoder keeps the first of duplicate keys) without looking
/// back. A "maybe" only sends the lookup to the full search, so a false positive costs time, never
/// a wrong value.
struct KeyNameFilter {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The filter's bit for a name: from its length and three of its bytes, which tell the keys
    /// of one object apart well enough for a filter that may err towards "maybe".
    @inline(__always)
    static func bit(_ start: UnsafeRawPointer, _ count: Int) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if count > 0 {
            let first = UInt64(start.load(as: UInt8.self))
            let middle = UInt64(start.load(fromByteOffset: count >> 1, as: UInt8.self))
            let last = UInt64(start.load(fromByteOffset: count - 1, as: UInt8.self))
            hash ^= (first | middle << 8 | last << 16) &* 0xC2B2_AE3D_27D4_EB4F
        }
        return (hash &* 0xFF51_AFD7_ED55_8CCD) >> 57
    }

    @inline(__always)
    func mayContain(_ bit: UInt64) -> Bool {
        (bit < 64 ? low >> bit : high >> (bit &- 64)) & 1 != 0
    }

    @inline(__always)
    mutating func insert(_ bit: UInt64) {
        if bit < 64 { low |= 1 << bit } else { high |= 1 << (bit &- 64) }
    }

    @inline(__always)
    mutating func formUnion(_ other: KeyNameFilter) {
        low |= other.low
        high |= other.high
    }
}
