import Foundation

/// Equality of two byte ranges of one length, for object keys and raw values (the walker's and
/// the `Decoder`'s key lookups alike): most are shorter than 17 bytes, where two overlapping
/// loads of each side decide without calling `memcmp` (whose call and length dispatch cost more
/// than the comparison on twitter.json's keys).
enum ByteEquality {
    /// Whether the `count` bytes at `first` equal the `count` bytes at `second`. Reads no byte
    /// outside either range.
    @inline(__always)
    static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        if count >= 8 {
            guard count <= 16 else { return memcmp(first, second, count) == 0 }
            return first.loadUnaligned(as: UInt64.self) == second.loadUnaligned(as: UInt64.self)
                && first.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == second.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return first.loadUnaligned(as: UInt32.self) == second.loadUnaligned(as: UInt32.self)
                && first.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == second.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        if count >= 2 {
            return first.loadUnaligned(as: UInt16.self) == second.loadUnaligned(as: UInt16.self)
                && first.load(fromByteOffset: count - 1, as: UInt8.self) == second.load(fromByteOffset: count - 1, as: UInt8.self)
        }
        return count == 0 || first.load(as: UInt8.self) == second.load(as: UInt8.self)
    }
}
