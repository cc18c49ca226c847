/// A coding path as decoding walks it: one node per level with a link to its parent, so that
/// going one level down costs one small allocation and no array copy. Arrays of keys are built only
/// when someone asks for `codingPath`, or for an error.
///
/// Nodes are immutable while anybody can see them (hence `@unchecked Sendable`): only a
/// `CodingPathNodePool` changes one, when it holds the node's only reference.
final class CodingPathNode: @unchecked Sendable {
    // Unchecked exclusivity: set only when made, or by the pool while nobody else holds the node.
    /// `nil` only for the root, and for a node waiting in a pool.
    @exclusivity(unchecked) private(set) var parent: CodingPathNode?
    /// The key of this level: a `CodingKey` of the model, `IndexCodingKey` for array elements.
    @exclusivity(unchecked) private(set) var key: (any CodingKey)?
    /// Number of keys from the root; the root is 0.
    @exclusivity(unchecked) private(set) var depth: Int

    private init() {
        parent = nil
        key = nil
        depth = 0
    }

    /// The empty path, shared by every decode: nodes are immutable (hence `@unchecked Sendable`;
    /// the root holds no key at all).
    static let root = CodingPathNode()

    init(parent: CodingPathNode, key: any CodingKey) {
        self.parent = parent
        self.key = key
        self.depth = parent.depth + 1
    }

    /// Makes this node the path `parent` + `key`, as if new. Only for `CodingPathNodePool`, on a
    /// node nobody else references.
    @inline(__always)
    func reinitialize(parent: CodingPathNode, key: any CodingKey) {
        self.parent = parent
        self.key = key
        self.depth = parent.depth + 1
    }

    /// Hands over this node's reference to its parent, leaving it without one. Only for
    /// `CodingPathNodePool`, on a node nobody else references.
    @inline(__always)
    func detachParent() -> CodingPathNode? {
        var detached: CodingPathNode?
        swap(&detached, &parent)
        return detached
    }

    /// This node's path followed by `key`.
    @inline(__always)
    func appending(_ key: any CodingKey) -> CodingPathNode {
        CodingPathNode(parent: self, key: key)
    }

    /// This node's path followed by `key`, or this node itself for `NoCodingKey`.
    @inline(__always)
    func appending<K: CodingKey>(step key: K) -> CodingPathNode {
        K.self == NoCodingKey.self ? self : CodingPathNode(parent: self, key: key)
    }

    /// `key` as a path element, or nil for `NoCodingKey`.
    static func existential<K: CodingKey>(_ key: K) -> (any CodingKey)? {
        K.self == NoCodingKey.self ? nil : key
    }

    /// This node's path followed by an array index.
    @inline(__always)
    func appending(index: Int) -> CodingPathNode {
        CodingPathNode(parent: self, key: IndexCodingKey(index))
    }

    /// The keys from the root, as `Decoder.codingPath` returns them.
    var path: [any CodingKey] {
        path(appending: nil)
    }

    /// The keys from the root followed by `extra`, without allocating a node for it.
    func path(appending extra: (any CodingKey)?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        keys.reserveCapacity(depth + (extra == nil ? 0 : 1))
        var node: CodingPathNode? = self
        while let current = node, let key = current.key {
            keys.append(key)
            node = current.parent
        }
        keys.reverse()
        if let extra { keys.append(extra) }
        return keys
    }

    /// The path as `DecodingProblem` stores it: array indices as `.index`, other keys by name.
    func components(appending extra: (any CodingKey)? = nil) -> [CodingPathComponent] {
        path(appending: extra).map(CodingPathComponent.init(codingKey:))
    }
}

extension CodingPathComponent {
    /// An array index for `IndexCodingKey`, otherwise the key's `stringValue` (a `[Int: V]` key
    /// stays a key: `"7"`, as the JSON spells it).
    init(codingKey key: any CodingKey) {
        if let index = key as? IndexCodingKey {
            self = .index(index.intValue!)
        } else {
            self = .key(key.stringValue)
        }
    }
}
