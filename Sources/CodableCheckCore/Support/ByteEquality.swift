import Foundation

/// Equality of two byte ranges of one length, for object keys and raw values (the walker's and
/// the `Decoder`'s key lookups alike): most are shorter than 33 bytes, where two or four
/// overlapping loads of each side decide without calling `memcmp` (whose call and length dispatch
/// cost more than the comparison on twitter.json's keys, a third of which are 17 to 32 bytes
/// long: `in_reply_to_status_id_str`).
enum ByteEquality {
    /// Whether the `count` bytes at `first` equal the `count` bytes at `second`. Reads no byte
    /// outside either range.
    @inline(__always)
    static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        if count >= 8 {
            if count <= 16 {
                return first.loadUnaligned(as: UInt64.self) == second.loadUnaligned(as: UInt64.self)
                    && first.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                        == second.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            }
            guard count <= 32 else { return memcmp(first, second, count) == 0 }
            // The first and last sixteen bytes, which overlap below 32.
            let head =
                (first.loadUnaligned(as: UInt64.self) ^ second.loadUnaligned(as: UInt64.self))
                | (first.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ second.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let tail =
                (first.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
                    ^ second.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self))
                | (first.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    ^ second.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            return head | tail == 0
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
