/// Every keyed container state of one decode, kept alive for the containers that read them, and
/// reused for the next object of the same key type once nobody holds the container.
///
/// Why reuse: making a `KeyedDecodingContainer` costs two generic metadata look-ups (our
/// container's type for this `Key`, and the standard library's box around it), a witness table and
/// two allocations: about a thousand instructions, a sixth of decoding citm_catalog.json (issue 14).
/// An array of objects asks for a container of the same type once per element, each dropped
/// before the next is asked for, so the box can be handed out again.
///
/// Why this is safe: a box is reused only when this pool holds its only reference
/// (`isKnownUniquelyReferenced`), so no caller can still see its state being repointed. A container
/// a model keeps, or one still in use by an enclosing value of the same type, is never reused; the
/// caller then gets a new one. Nor can a state be repointed while one of its container's methods
/// runs, since the caller of that method holds the box. The same check decides, when the decode
/// ends, which states a model still holds a container of: those go to `KeptKeyedContainers`,
/// which keeps them until the model lets go; the rest are freed.
///
/// All of it relies on `KeyedDecodingContainer` being its box reference alone (checked at run
/// time: otherwise nothing is pooled and every container owns its state, in an
/// `OwningKeyedTapeContainer`).
final class KeyedContainerPool {
    private struct Entry {
        var keyType: ObjectIdentifier
        /// The `KeyedDecodingContainer`'s box, as its only stored reference.
        var box: AnyObject
        /// Retained by hand (released by `drain`), so that reusing it costs no retain and release.
        let state: Unmanaged<KeyedContainerState>
        /// Makes the box a `KeyedDecodingContainer` of this entry's key type again.
        let recast: KeyedContainerRecast
    }

    /// Whether containers share pooled states: false when `KeyedDecodingContainer` is not its box
    /// alone, or when a test asks for the fallback (`forcesOwningContainers`).
    private let pools = boxIsTheWholeContainer && !forcesOwningContainers

    /// Makes every decode started in its scope use `OwningKeyedTapeContainer`, the fallback this
    /// standard library never needs, so that tests can hold it to `JSONDecoder`'s behaviour too.
    @TaskLocal static var forcesOwningContainers = false

    // Unchecked exclusivity: one decode, one thread (as for the decoder that owns the session).
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Set when the decode ends: a kept container's nested containers, made later, are kept by
    /// `KeptKeyedContainers` from the start.
    @exclusivity(unchecked) private var hasEnded = false

    /// A keyed container over the object at `objectIndex`, its state reused or new.
    @inline(__always)
    func container<Key: CodingKey>(
        keyedBy type: Key.Type, decoder: TapeDecoder, objectIndex: Int, node: CodingPathNode
    ) throws -> KeyedDecodingContainer<Key> {
        guard pools else {
            let state = try KeyedContainerState(decoder: decoder, objectIndex: objectIndex, node: node)
            return KeyedDecodingContainer(OwningKeyedTapeContainer<Key>(owning: state))
        }
        guard !hasEnded else { return try keptContainer(keyedBy: type, decoder: decoder, objectIndex: objectIndex, node: node) }
        let keyType = ObjectIdentifier(Key.self)
        var slot = 0
        while slot < entries.count {
            // A state keeps its decoder (a `let`, which costs no retain per call), so only one of the
            // same decoder is reused; `superDecoder()`'s get their own.
            if entries[slot].keyType == keyType, entries[slot].state._withUnsafeGuaranteedRef({ $0.decoder === decoder }),
                isKnownUniquelyReferenced(&entries[slot].box)
            {
                try entries[slot].state._withUnsafeGuaranteedRef { try $0.reuse(objectIndex: objectIndex, node: node) }
                return entries[slot].recast.container(of: entries[slot].box, keyedBy: type)
            }
            slot += 1
        }
        let state = try KeyedContainerState(decoder: decoder, objectIndex: objectIndex, node: node)
        let keyed = KeyedDecodingContainer(KeyedTapeContainer<Key>(unretained: state))
        entries.append(
            Entry(
                keyType: keyType, box: unsafeBitCast(keyed, to: AnyObject.self), state: .passRetained(state),
                recast: KeyedContainerRecast.make(keyedBy: type)))
        return keyed
    }

    /// A container made after the decode ended (a kept container's nested one): its state goes
    /// straight to `KeptKeyedContainers`, which keeps it for as long as the model holds the box.
    private func keptContainer<Key: CodingKey>(
        keyedBy type: Key.Type, decoder: TapeDecoder, objectIndex: Int, node: CodingPathNode
    ) throws -> KeyedDecodingContainer<Key> {
        let state = try KeyedContainerState(decoder: decoder, objectIndex: objectIndex, node: node)
        let keyed = KeyedDecodingContainer(KeyedTapeContainer<Key>(unretained: state))
        KeptKeyedContainers.shared.keep([(unsafeBitCast(keyed, to: AnyObject.self), state)])
        return keyed
    }

    /// Ends the decode: frees the states nobody holds a container of, and hands the others to
    /// `KeptKeyedContainers`. Breaks the cycle from each state through its decoder and session back
    /// to this pool.
    func drain() {
        var kept: [(box: AnyObject, state: AnyObject)] = []
        for slot in entries.indices {
            if !isKnownUniquelyReferenced(&entries[slot].box) {
                kept.append((entries[slot].box, entries[slot].state.takeUnretainedValue()))
            }
            entries[slot].state.release()
        }
        entries = []
        hasEnded = true
        KeptKeyedContainers.shared.keep(kept)
    }

    /// Whether `KeyedDecodingContainer` is one reference to its box, as in this standard library.
    private static let boxIsTheWholeContainer =
        MemoryLayout<KeyedDecodingContainer<NoCodingKey>>.size == MemoryLayout<AnyObject>.size
        && MemoryLayout<KeyedDecodingContainer<NoCodingKey>>.alignment == MemoryLayout<AnyObject>.alignment
}
