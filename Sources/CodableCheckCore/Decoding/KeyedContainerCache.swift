/// Keyed containers kept for reuse within one decode, one per `CodingKey` type.
///
/// Why: making a `KeyedDecodingContainer` costs two generic metadata look-ups (our container's
/// type for this `Key`, and the standard library's box around it), a witness table and two
/// allocations: about a thousand instructions, a sixth of decoding citm_catalog.json (issue 14).
/// An array of objects asks for a container of the same type once per element, each dropped
/// before the next is asked for, so the box can be handed out again.
///
/// Why this is safe: a box is reused only when this cache holds its only reference
/// (`isKnownUniquelyReferenced`), so no caller can still see the container being repointed. A
/// container a model keeps, or one still in use by an enclosing value of the same type, is
/// never reused; the caller then gets a new one. Nor can a container be repointed while one of
/// its own methods runs, since the caller of that method holds the box. It relies on `KeyedDecodingContainer` being its
/// box reference alone (checked at run time: otherwise nothing is cached).
final class KeyedContainerCache {
    private struct Entry {
        var keyType: ObjectIdentifier
        /// The `KeyedDecodingContainer`'s box, as its only stored reference.
        var box: AnyObject
        /// The `KeyedTapeContainer` inside the box.
        var container: AnyObject
    }

    /// Key types a decode caches containers for; past that, containers are made as before.
    private static let capacity = 32

    // Unchecked exclusivity: one decode, one thread (as for the decoder that owns the session).
    @exclusivity(unchecked) private var entries: [Entry] = []

    /// A keyed container over the object at `objectIndex`, reused or new.
    @inline(__always)
    func container<Key: CodingKey>(
        keyedBy type: Key.Type, decoder: TapeDecoder, objectIndex: Int, node: CodingPathNode
    ) throws -> KeyedDecodingContainer<Key> {
        let keyType = ObjectIdentifier(Key.self)
        var slot = 0
        while slot < entries.count {
            if entries[slot].keyType == keyType {
                let container = unsafeDowncast(entries[slot].container, to: KeyedTapeContainer<Key>.self)
                // A container keeps its decoder (a `let`, which costs no retain per call), so only
                // one of the same decoder is reused; `superDecoder()`'s get new ones.
                guard container.decoder === decoder, isKnownUniquelyReferenced(&entries[slot].box) else { break }
                try container.reuse(objectIndex: objectIndex, node: node)
                return unsafeBitCast(entries[slot].box, to: KeyedDecodingContainer<Key>.self)
            }
            slot += 1
        }
        let container = try KeyedTapeContainer<Key>(decoder: decoder, objectIndex: objectIndex, node: node)
        let keyed = KeyedDecodingContainer(container)
        if slot == entries.count, slot < Self.capacity, Self.boxIsTheWholeContainer {
            entries.append(Entry(keyType: keyType, box: unsafeBitCast(keyed, to: AnyObject.self), container: container))
        }
        return keyed
    }

    /// Drops every container: they hold the decoder, which holds the session that holds this.
    func removeAll() {
        entries = []
    }

    /// Whether `KeyedDecodingContainer` is one reference to its box, as in this standard library.
    private static let boxIsTheWholeContainer =
        MemoryLayout<KeyedDecodingContainer<NoCodingKey>>.size == MemoryLayout<AnyObject>.size
        && MemoryLayout<KeyedDecodingContainer<NoCodingKey>>.alignment == MemoryLayout<AnyObject>.alignment
}
