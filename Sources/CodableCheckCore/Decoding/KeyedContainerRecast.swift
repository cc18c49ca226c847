/// Turns a pooled container's box back into the `KeyedDecodingContainer<Key>` it came from,
/// without looking up that type's metadata each time.
///
/// Why: in the unspecialised code that hands out containers, producing a
/// `KeyedDecodingContainer<Key>` value (even by `unsafeBitCast` of its box) needs the type's
/// metadata, and the runtime's look-up of a generic type's metadata cost about 410 instructions,
/// once per container reused: 2.6% of decoding twitter.json (issue 14). Here the look-up happens
/// once per key type, when the pool's entry is made (`make(keyedBy:)`): the recast is an instance
/// of a class generic over the container's type, so its method finds that type in the instance's
/// own metadata, and writes the container straight into the caller's result.
///
/// A recast must be used with the key type it was made for: the pool pairs each one with
/// `ObjectIdentifier(Key.self)`.
class KeyedContainerRecast {
    fileprivate init() {}

    /// A recast for containers keyed by `type`.
    static func make<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedContainerRecast {
        TypedKeyedContainerRecast<KeyedDecodingContainer<Key>>()
    }

    /// The container whose box is `box`; `Key` must be the type this recast was made for.
    @inline(__always)
    final func container<Key: CodingKey>(of box: AnyObject, keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        unsafeDowncast(self, to: TypedKeyedContainerRecast<KeyedDecodingContainer<Key>>.self).reinterpret(box)
    }
}

/// The recast for one container type, which the instance's metadata carries.
private final class TypedKeyedContainerRecast<Container>: KeyedContainerRecast {
    override fileprivate init() {}

    func reinterpret(_ box: AnyObject) -> Container {
        unsafeBitCast(box, to: Container.self)
    }
}
