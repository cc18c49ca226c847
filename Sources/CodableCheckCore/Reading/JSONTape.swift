import Foundation

/// A JSON document read into a flat tape: one fixed-size entry per value, in document order.
///
/// The reader makes one pass over the bytes and appends an entry for every value, and for every
/// object key. Nothing is materialised: strings and numbers stay as byte ranges of the input, so a
/// value that nothing decodes costs 12 bytes and no allocation. Containers record where they end,
/// so a decoder skips an unwanted subtree in one step.
///
/// Worked example, for `{"id": 7, "tags": ["a", true]}`:
///
///     index  kind    offset  extent                count
///     0      object   0      7 (index past it)     2 (members)
///     1      string   1      2 (content bytes)     -     key "id"
///     2      number   7      1 (text bytes)        -
///     3      string  10      4                     -     key "tags"
///     4      array   18      7 (index past it)     2 (elements)
///     5      string  19      1                     -
///     6      true    24      4                     -
///
/// An object's children alternate key, value. Offsets are byte offsets into the document's bytes
/// (after any transcoding to UTF-8); a string's offset is its opening quote, a container's is its
/// `[` or `{`, so `keyNotFound` can point at the object that lacks the key.
public struct JSONTape: @unchecked Sendable {
    /// One value. 12 bytes (a 100 MB document has about ten million of them); the fields' meaning
    /// depends on the kind.
    @usableFromInline
    struct Entry: Sendable {
        /// Byte offset of the value's first byte.
        @usableFromInline var offset: UInt32
        /// Strings: content length in bytes (between the quotes). Numbers and literals: text length.
        /// Containers: the index of the entry just past the container's last descendant.
        @usableFromInline var extent: UInt32
        /// The kind (3 bits), the flags (5 bits) and, for containers, the number of elements or
        /// members (24 bits, saturating at `countLimit`: `JSONTape.elementCount` counts a larger
        /// container's children instead).
        @usableFromInline var packed: UInt32

        /// The stored count of a container with this many children or more is not its count.
        @usableFromInline static let countLimit: UInt32 = 0xFF_FFFF

        @inlinable
        init(kind: JSONKind, flags: JSONTapeFlags, offset: UInt32, extent: UInt32) {
            self.offset = offset
            self.extent = extent
            self.packed = UInt32(kind.rawValue) | UInt32(flags.rawValue) << 3
        }

        @inlinable var kind: JSONKind { unsafeBitCast(UInt8(truncatingIfNeeded: packed & 0x7), to: JSONKind.self) }

        @inlinable var flags: JSONTapeFlags { JSONTapeFlags(rawValue: UInt8(truncatingIfNeeded: packed >> 3) & 0x1F) }

        /// Containers: the element or member count, or `countLimit` for a container that has at
        /// least that many (then only `JSONTape.elementCount` knows the count).
        @inlinable var storedCount: UInt32 { packed >> 8 }

        /// Counts one more element or member, stopping at `countLimit`.
        @inlinable
        mutating func incrementCount() {
            if packed >> 8 != Self.countLimit { packed &+= 1 << 8 }
        }

        @inlinable
        mutating func setCount(_ count: Int) {
            packed = packed & 0xFF | UInt32(min(count, Int(Self.countLimit))) << 8
        }
    }

    /// Owns the entries' memory, so a raw pointer to them stays valid for as long as any copy of
    /// the tape (and so any document or decoder holding one) lives.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        let memory: TapeMemory

        init(adopting memory: TapeMemory) {
            self.memory = memory
        }

        deinit {
            memory.release()
        }
    }

    @usableFromInline let storage: Storage
    /// The entries, valid while `storage` lives (every holder of the tape keeps it).
    @usableFromInline let entries: UnsafeBufferPointer<Entry>

    /// Takes ownership of `memory`, whose first `count` entries are the tape.
    init(adopting memory: TapeMemory, count: Int) {
        self.storage = Storage(adopting: memory)
        self.entries = UnsafeBufferPointer(start: memory.base.assumingMemoryBound(to: Entry.self), count: count)
    }

    /// Number of entries: values plus object keys.
    public var count: Int { entries.count }

    /// The kind of the value at `index`.
    @inlinable public func kind(at index: Int) -> JSONKind { entries[index].kind }

    /// The scan-time facts recorded for the value at `index`.
    @inlinable public func flags(at index: Int) -> JSONTapeFlags { entries[index].flags }

    /// Byte offset of the value's first byte: a string's opening quote, a container's bracket.
    @inlinable public func offset(at index: Int) -> Int { Int(entries[index].offset) }

    /// The index of the next sibling: the entry just past this value and all its descendants.
    @inlinable public func indexAfter(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.kind.isContainer ? Int(entry.extent) : index + 1
    }

    /// Elements of an array, or members (key/value pairs) of an object.
    @inlinable public func elementCount(at index: Int) -> Int { Self.elementCount(at: index, in: entries) }

    /// Elements of the array, or members of the object, at `index` in `entries`.
    @inlinable
    static func elementCount(at index: Int, in entries: UnsafeBufferPointer<Entry>) -> Int {
        let stored = entries[index].storedCount
        return stored != Entry.countLimit ? Int(stored) : countChildren(at: index, in: entries)
    }

    /// A container with 16,777,215 children or more: counted by stepping over them.
    @usableFromInline
    static func countChildren(at index: Int, in entries: UnsafeBufferPointer<Entry>) -> Int {
        let container = entries[index]
        let end = Int(container.extent)
        let isObject = container.kind == .object
        var child = index + 1
        var count = 0
        while child < end {
            if isObject { child += 1 }  // The key, always a string.
            let entry = entries[child]
            child = entry.kind.isContainer ? Int(entry.extent) : child + 1
            count += 1
        }
        return count
    }

    /// For a string, the byte range of its raw content between the quotes (escapes not resolved).
    @inlinable public func stringContentRange(at index: Int) -> Range<Int> {
        let entry = entries[index]
        let start = Int(entry.offset) + 1
        return start..<(start + Int(entry.extent))
    }

    /// For a number or a literal (`true`, `false`, `null`), the byte range of its text.
    @inlinable public func textRange(at index: Int) -> Range<Int> {
        let entry = entries[index]
        return Int(entry.offset)..<(Int(entry.offset) + Int(entry.extent))
    }
}

/// The JSON value kinds a tape entry can hold.
public enum JSONKind: UInt8, Sendable {
    case null, `true`, `false`, number, string, array, object

    @inlinable public var isContainer: Bool { self == .array || self == .object }
}

/// Facts the reader learns for free while scanning a value, so decoding can take a fast path.
/// At most five: a tape entry keeps them in 5 bits.
public struct JSONTapeFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// String: contains a backslash escape.
    public static let hasEscapes = JSONTapeFlags(rawValue: 1 << 0)
    /// String: contains a byte >= 0x80 (needs UTF-8 validation and Unicode-aware comparison).
    public static let hasNonASCII = JSONTapeFlags(rawValue: 1 << 1)
    /// String: contains a raw control character (< 0x20). RFC 8259 forbids it; Foundation only
    /// rejects it when the string is decoded.
    public static let hasControlCharacter = JSONTapeFlags(rawValue: 1 << 2)
    /// Number: the text is a plain integer, `-?(0|[1-9][0-9]*)`, so integer decoding needs no
    /// floating-point path.
    public static let isPlainInteger = JSONTapeFlags(rawValue: 1 << 3)
    /// Number: the text does not follow RFC 8259's number grammar (`01`, `1.`, `1-2`). Foundation
    /// accepts it while scanning and rejects it only when the number is decoded.
    public static let isMalformedNumber = JSONTapeFlags(rawValue: 1 << 4)
}
