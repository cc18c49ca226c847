/// A hash index over the keys of one large object, so that decoding a type with many properties
/// from an object with many members is not quadratic.
///
/// Built lazily (only after a few linear lookups, since a type that reads three keys of a big
/// object is better served by scanning) and only for objects whose keys are all plain ASCII, so
/// byte equality is `String` equality. The first occurrence of a duplicate key is the one indexed,
/// as in every other lookup.
final class ObjectKeyIndex {
    /// Objects with at least this many members get an index.
    static let minimumMemberCount = 24
    /// Linear lookups before the index is built.
    static let lookupsBeforeBuilding = 6

    private let objectIndex: Int
    // Unchecked exclusivity: an index belongs to one container of one decode on one thread, and
    // no access to these overlaps another, so the runtime's checks would only cost time.
    /// Open addressing, power-of-two capacity; each slot holds a key's tape index + 1, 0 is empty.
    @exclusivity(unchecked) private var slots: [Int32] = []
    @exclusivity(unchecked) private var mask = 0
    @exclusivity(unchecked) private(set) var lookups = 0

    init(objectIndex: Int) {
        self.objectIndex = objectIndex
    }

    /// Counts a lookup; true once the index should answer lookups.
    @inline(__always)
    func shouldUseIndex(entries: UnsafeBufferPointer<JSONTape.Entry>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if !slots.isEmpty { return true }
        lookups += 1
        guard lookups > Self.lookupsBeforeBuilding else { return false }
        build(entries: entries, bytes: bytes)
        return true
    }

    private func build(entries: UnsafeBufferPointer<JSONTape.Entry>, bytes: UnsafeBufferPointer<UInt8>) {
        let object = entries[objectIndex]
        var capacity = 16
        let memberCount = JSONTape.elementCount(at: objectIndex, in: entries)
        while capacity < memberCount * 2 { capacity <<= 1 }
        // Filled as a local array and stored once: writes to the stored property would pay an
        // exclusivity check and a uniqueness check each.
        var slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        var member = objectIndex + 1
        let end = Int(object.extent)
        while member < end {
            let key = entries[member]
            let start = base + Int(key.offset) + 1
            let count = Int(key.extent)
            var slot = Int(truncatingIfNeeded: Self.hash(start, count)) & mask
            while true {
                let occupant = Int(slots[slot])
                if occupant == 0 {
                    slots[slot] = Int32(member + 1)
                    break
                }
                let other = entries[occupant - 1]
                if Int(other.extent) == count, ByteEquality.equal(base + Int(other.offset) + 1, start, count: count) {
                    break  // a later duplicate: the first stays
                }
                slot = (slot + 1) & mask
            }
            let value = entries[member + 1]
            member = value.kind.isContainer ? Int(value.extent) : member + 2
        }
        self.slots = slots
        self.mask = mask
    }

    /// The value index for the key with these bytes, or nil.
    @inline(__always)
    func valueIndex(
        for wanted: UnsafeRawPointer, count: Int, entries: UnsafeBufferPointer<JSONTape.Entry>, bytes: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        var slot = Int(truncatingIfNeeded: Self.hash(wanted, count)) & mask
        while true {
            let occupant = Int(slots[slot])
            if occupant == 0 { return nil }
            let key = entries[occupant - 1]
            if Int(key.extent) == count, ByteEquality.equal(base + Int(key.offset) + 1, wanted, count: count) {
                return occupant
            }
            slot = (slot + 1) & mask
        }
    }

    /// A quick multiplicative hash of a short byte string.
    @inline(__always)
    static func hash(_ start: UnsafeRawPointer, _ count: Int) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < count {
            tail = tail << 8 | UInt64(start.load(fromByteOffset: offset, as: UInt8.self))
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 32)
    }
}
