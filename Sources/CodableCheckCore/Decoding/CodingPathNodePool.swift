/// The coding-path nodes of one decode that nobody references any more, kept for the next nested
/// value instead of freed.
///
/// Why: every nested value a model decodes through its own `init(from:)` gets a node, and making
/// and freeing one cost about 350 instructions (`malloc`, `free`, and the release of its parent
/// and key): 6% of decoding twitter.json (issue 14). A node is taken back only when the pool would
/// hold its only reference (`isKnownUniquelyReferenced`), so no container, decoder or other node
/// can still see it when it is reused: a container a model keeps holds its node, and so every node
/// up to the root, and none of them is ever taken back while it does. Taking a node back takes
/// back its parent too when the node was the parent's last holder.
///
/// One decode, one thread, as for the session that owns the pool. Once the decode ends (`close`)
/// the pool is emptied and takes nothing back: a kept container may then be used from any thread,
/// and it makes plain nodes.
final class CodingPathNodePool {
    // Unchecked exclusivity: one decode, one thread; after `close` nothing changes.
    /// Free nodes, each without a parent, each reference owned by the pool (held by hand, so that
    /// moving a node in and out costs no reference counting).
    @exclusivity(unchecked) private var free: [Unmanaged<CodingPathNode>] = []
    @exclusivity(unchecked) private(set) var isOpen = true
    /// Enough for the levels of the documents the pool is for; nodes past it are freed as usual.
    private static let capacity = 64

    init() {
        free.reserveCapacity(Self.capacity)
    }

    deinit {
        close()
    }

    /// `parent`'s path followed by `key`: a free node made over, or a new one; `parent` itself for
    /// `NoCodingKey`.
    @inline(__always)
    func node<K: CodingKey>(parent: CodingPathNode, step key: K) -> CodingPathNode {
        if K.self == NoCodingKey.self { return parent }
        if isOpen, let free = free.popLast() {
            let node = free.takeRetainedValue()
            node.reinitialize(parent: parent, key: key)
            return node
        }
        return CodingPathNode(parent: parent, key: key)
    }

    /// Takes `node` back if the caller's reference is its only one (and then its parents, as far
    /// as each was held only by the node below it).
    @inline(__always)
    func recycle(_ node: inout CodingPathNode) {
        guard isOpen, isKnownUniquelyReferenced(&node) else { return }
        takeBack(node)
    }

    private func takeBack(_ node: CodingPathNode) {
        var current = Unmanaged.passRetained(node)
        while free.count < Self.capacity {
            // Moved out of the node, so that the check below sees the parent's other holders only.
            var parent = current._withUnsafeGuaranteedRef { $0.detachParent() }
            free.append(current)
            // The root is shared by every decode and never taken back.
            guard let depth = parent?.depth, depth > 0, isKnownUniquelyReferenced(&parent) else { return }
            current = Unmanaged.passRetained(parent.unsafelyUnwrapped)
        }
        current.release()
    }

    /// Ends the decode: frees the pool's nodes and makes every later node new.
    func close() {
        isOpen = false
        for node in free { node.release() }
        free = []
    }
}
