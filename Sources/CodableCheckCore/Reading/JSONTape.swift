/// A JSON document read into a flat tape: one fixed-size entry per value, in document order.
///
/// The reader makes one pass over the bytes and appends an entry for every value, and for every
/// object key. Nothing is materialised: strings and numbers stay as byte ranges of the input, so a
/// value that nothing decodes costs 16 bytes and no allocation. Containers record where they end,
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
public struct JSONTape: Sendable {
    /// One value. 16 bytes; the fields' meaning depends on `kind`.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var kind: JSONKind
        @usableFromInline var flags: JSONTapeFlags
        /// Byte offset of the value's first byte.
        @usableFromInline var offset: UInt32
        /// Strings: content length in bytes (between the quotes). Numbers and literals: text length.
        /// Containers: the index of the entry just past the container's last descendant.
        @usableFromInline var extent: UInt32
        /// Containers: number of elements (arrays) or members (objects). Otherwise 0.
        @usableFromInline var count: UInt32

        @inlinable
        init(kind: JSONKind, flags: JSONTapeFlags, offset: UInt32, extent: UInt32, count: UInt32) {
            self.kind = kind
            self.flags = flags
            self.offset = offset
            self.extent = extent
            self.count = count
        }
    }

    @usableFromInline var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
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
    @inlinable public func elementCount(at index: Int) -> Int { Int(entries[index].count) }

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
