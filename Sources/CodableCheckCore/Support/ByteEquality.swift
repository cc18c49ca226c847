import Foundation

/// Equality of two byte ranges of one length, for object keys and raw values: most are shorter
/// than 17 bytes, where two overlapping loads of each side decide without calling `memcmp`
/// (whose call and length dispatch cost more than the comparison on twitter.json's keys).
enum ByteEquality {
    /// Whether the `count` bytes at `first` equal the `count` bytes at `second`. Reads no byte
    /// outside either range.
    @inline(__always)
    static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count >= 8 {
            guard count <= 16 else { return memcmp(first, second, count) == 0 }
            return load(UInt64.self, first) == load(UInt64.self, second)
                && load(UInt64.self, first + count - 8) == load(UInt64.self, second + count - 8)
        }
        if count >= 4 {
            return load(UInt32.self, first) == load(UInt32.self, second)
                && load(UInt32.self, first + count - 4) == load(UInt32.self, second + count - 4)
        }
        if count >= 2 {
            return load(UInt16.self, first) == load(UInt16.self, second)
                && first[count - 1] == second[count - 1]
        }
        return count == 0 || first[0] == second[0]
    }

    @inline(__always)
    private static func load<Word: FixedWidthInteger>(_ type: Word.Type, _ pointer: UnsafePointer<UInt8>) -> Word {
        UnsafeRawPointer(pointer).loadUnaligned(as: Word.self)
    }
}
