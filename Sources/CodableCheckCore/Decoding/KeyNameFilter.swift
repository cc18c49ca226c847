/// A 256-bit Bloom filter of plain (ASCII, unescaped) key names, two bits per name: "certainly
/// not seen" or "maybe".
///
/// The keyed container's document-order cursor (`KeyedContainerState.lookUpFromCursor`) keeps the
/// names of every member before the cursor here, so that a match at or after the cursor is known
/// to be the key's first occurrence (JSONDecoder keeps the first of duplicate keys) without looking
/// back, and a key found neither after the cursor nor here is known to be absent. A "maybe" only
/// sends the lookup to the full search, so a false positive costs time, never a wrong value.
///
/// Why this size: with one bit in 128, the forty names of a twitter.json user made about one
/// lookup in eleven a false positive (1,222 full searches per decode of the file); with two bits
/// in 256 and a hash of the name's first and last eight bytes, none.
struct KeyNameFilter {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// A name's hash, from its length and its first and last eight bytes (all of them up to 16),
    /// which tell the keys of one object apart well enough for a filter that may err towards
    /// "maybe". Its top two bytes are the name's two bits.
    @inline(__always)
    static func hash(_ start: UnsafeRawPointer, _ count: Int) -> UInt64 {
        var mixed: UInt64
        if count >= 8 {
            mixed =
                start.loadUnaligned(as: UInt64.self)
                ^ start.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15
        } else if count >= 4 {
            mixed =
                UInt64(start.loadUnaligned(as: UInt32.self))
                | UInt64(start.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        } else if count > 0 {
            mixed =
                UInt64(start.load(as: UInt8.self)) | UInt64(start.load(fromByteOffset: count >> 1, as: UInt8.self)) << 8
                | UInt64(start.load(fromByteOffset: count - 1, as: UInt8.self)) << 16
        } else {
            mixed = 0
        }
        mixed = (mixed ^ UInt64(truncatingIfNeeded: count)) &* 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 29
        return mixed &* 0xC4CE_B9FE_1A85_EC53
    }

    /// Whether both of the name's bits are set. Its bits are the hash's top two bytes: each
    /// byte's top two bits pick a word, its other six the bit in it. Branch-free: a `switch` over
    /// the word made two indirect jumps per lookup.
    @inline(__always)
    func mayContain(_ hash: UInt64) -> Bool {
        withUnsafeBytes(of: words) { words in
            let first = words.load(fromByteOffset: Int(truncatingIfNeeded: hash >> 62) << 3, as: UInt64.self) >> ((hash >> 56) & 63)
            let second = words.load(fromByteOffset: Int(truncatingIfNeeded: (hash >> 54) & 3) << 3, as: UInt64.self) >> ((hash >> 48) & 63)
            return first & second & 1 != 0
        }
    }

    /// Inserts the name and says whether both its bits were set before (`mayContain`, then
    /// `insert`, in one pass over the words where they are: the filter of a keyed container state
    /// is not copied out of it per lookup).
    @inline(__always)
    mutating func insertReportingPresence(_ hash: UInt64) -> Bool {
        withUnsafeMutableBytes(of: &words) { words in
            let firstOffset = Int(truncatingIfNeeded: hash >> 62) << 3
            let firstBit: UInt64 = 1 << ((hash >> 56) & 63)
            let first = words.load(fromByteOffset: firstOffset, as: UInt64.self)
            words.storeBytes(of: first | firstBit, toByteOffset: firstOffset, as: UInt64.self)
            let secondOffset = Int(truncatingIfNeeded: (hash >> 54) & 3) << 3
            let secondBit: UInt64 = 1 << ((hash >> 48) & 63)
            let second = words.load(fromByteOffset: secondOffset, as: UInt64.self)
            words.storeBytes(of: second | secondBit, toByteOffset: secondOffset, as: UInt64.self)
            return first & firstBit != 0 && second & secondBit != 0
        }
    }

    @inline(__always)
    mutating func insert(_ hash: UInt64) {
        withUnsafeMutableBytes(of: &words) { words in
            let firstOffset = Int(truncatingIfNeeded: hash >> 62) << 3
            words.storeBytes(
                of: words.load(fromByteOffset: firstOffset, as: UInt64.self) | 1 << ((hash >> 56) & 63), toByteOffset: firstOffset,
                as: UInt64.self)
            let secondOffset = Int(truncatingIfNeeded: (hash >> 54) & 3) << 3
            words.storeBytes(
                of: words.load(fromByteOffset: secondOffset, as: UInt64.self) | 1 << ((hash >> 48) & 63), toByteOffset: secondOffset,
                as: UInt64.self)
        }
    }

    @inline(__always)
    mutating func formUnion(_ other: KeyNameFilter) {
        words.0 |= other.words.0
        words.1 |= other.words.1
        words.2 |= other.words.2
        words.3 |= other.words.3
    }
}
