import Foundation

/// What a keyed container knows about the object it reads: where it is, its path, and the key
/// lookup's cursor, filter and index.
///
/// A class apart from the container (`KeyedTapeContainer`, a struct holding an unretained
/// reference to it): the standard library's box around a keyed container copies the container for
/// every `decode(_:forKey:)`, and copying a reference costs a retain and a release; copying the
/// struct costs neither. The decode's `KeyedContainerPool` keeps every state alive, and reuses one
/// for the next object of the same key type once nobody holds its box.
///
/// No dictionary is built: a lookup walks the object's members comparing the key's UTF-8 bytes
/// with the `CodingKey`'s `stringValue` (both ASCII, no escapes: a byte comparison is `String`
/// equality), and falls back to `String` equality otherwise, so `café` precomposed matches
/// decomposed and `\ud83d\udc4d` matches 👍. Walking from the first member makes the first
/// occurrence of a duplicate key win, as in JSONDecoder. With a key strategy, the converted names
/// are computed once when the container is made.
final class KeyedContainerState {
    let decoder: TapeDecoder
    /// The session's entries and bytes, kept here as plain values: reading them through
    /// `decoder.session` made every lookup retain and release the session.
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let bytes: UnsafeBufferPointer<UInt8>
    // Unchecked exclusivity: a container serves one decode on one thread; these are set when it is
    // made or reused (`KeyedContainerPool`) and inside one lookup, so the runtime's checks would
    // only cost time on every key.
    @exclusivity(unchecked) private(set) var objectIndex: Int
    /// The object's path, retained by hand: a `var` of a class type costs a retain and a release
    /// around every call it is passed to, which `withNode` avoids (see `KeyedContainerPool` for
    /// why the node cannot change while a caller uses the container).
    @exclusivity(unchecked) private var nodeReference: Unmanaged<CodingPathNode>
    /// Converted member names, in document order (key strategies only).
    @exclusivity(unchecked) private(set) var convertedNames: [(name: String, valueIndex: Int)]?
    /// Whether every key is plain ASCII without escapes, under the default key strategy: then
    /// byte equality is `String` equality, and lookups start at `cursor`.
    @exclusivity(unchecked) private(set) var hasPlainKeys = false
    /// For large objects with plain keys: a hash index, made after a few full searches.
    @exclusivity(unchecked) var keyIndex: ObjectKeyIndex?
    /// The member (key's tape index) where the next lookup starts: just past the last member found,
    /// since models mostly decode keys in the order documents write them.
    @exclusivity(unchecked) var cursor: Int
    /// The names of the members before `cursor` (see `lookUpFromCursor`).
    @exclusivity(unchecked) var namesBeforeCursor = KeyNameFilter()
    /// Whether keys go through a strategy (the session's, read once: reading it per object
    /// retained and released the session).
    private let convertsKeys: Bool
    /// The session's node pool, which takes back the object's former path on reuse. Unowned: the
    /// session lives as long as `decoder`, which holds it.
    private unowned(unsafe) let codingPathNodes: CodingPathNodePool

    init(decoder: TapeDecoder, objectIndex: Int, node: CodingPathNode) throws {
        self.decoder = decoder
        self.entries = decoder.session.entries
        self.bytes = decoder.session.bytes
        self.convertsKeys = decoder.session.options.convertsKeys
        self.codingPathNodes = decoder.session.codingPathNodes
        self.objectIndex = objectIndex
        self.nodeReference = .passRetained(node)
        self.cursor = objectIndex + 1
        try readKeys()
    }

    deinit {
        nodeReference.release()
    }

    /// The object's path (a retained copy; hot paths use `withNode`).
    var node: CodingPathNode { nodeReference.takeUnretainedValue() }

    /// Runs `body` with the object's path, without retaining it.
    @inline(__always)
    func withNode<R>(_ body: (CodingPathNode) throws -> R) rethrows -> R {
        try nodeReference._withUnsafeGuaranteedRef(body)
    }

    /// Points this state at another object of the same decoder, as if new (see
    /// `KeyedContainerPool`).
    func reuse(objectIndex: Int, node: CodingPathNode) throws {
        self.objectIndex = objectIndex
        var previous = nodeReference.takeRetainedValue()
        nodeReference = .passRetained(node)
        codingPathNodes.recycle(&previous)
        cursor = objectIndex + 1
        namesBeforeCursor = KeyNameFilter()
        keyIndex = nil
        try readKeys()
    }

    /// Validates the keys, or converts them under a key strategy.
    private func readKeys() throws {
        // The common case first, without holding the session or the node: each would be a
        // retain and a release per object.
        if !convertsKeys {
            convertedNames = nil
            hasPlainKeys = try validateKeys()
            return
        }
        let session = decoder.session
        switch session.options.keyMapping {
        case .useDefaultKeys:
            break
        case .convertFromSnakeCase:
            hasPlainKeys = false
            convertedNames = try Self.names(objectIndex: objectIndex, node: node, session: session) { name in
                SnakeCaseKeyConversion.convert(name)
            }
        case .custom(let convert):
            hasPlainKeys = false
            let containerPath = node.path
            convertedNames = try Self.names(objectIndex: objectIndex, node: node, session: session) { name in
                convert(containerPath + [NamedCodingKey(name)]).stringValue
            }
        }
    }

    /// The value's index, or `keyNotFound` with the container's path.
    @inline(__always)
    func requireValue(for key: some CodingKey) throws -> Int {
        guard let index = valueIndex(for: key) else { throw keyNotFound(key) }
        return index
    }

    /// The value's index when present and not null (`decodeIfPresent`: a missing key or null is nil).
    @inline(__always)
    func presentValue(for key: some CodingKey) -> Int? {
        guard let index = valueIndex(for: key), entries[index].kind != .null else { return nil }
        return index
    }

    private func keyNotFound(_ key: some CodingKey) -> DecodingError {
        let session = decoder.session
        let problem = DecodingProblem.keyNotFound(
            key, containerIndex: objectIndex, in: session.document, containerPath: node.components())
        return session.record(problem, codingPath: node.path(appending: key))
    }

    /// The object's distinct key names in document order (`allKeys`).
    var distinctNames: [String] {
        var seen = Set<String>()
        if let convertedNames {
            return convertedNames.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
        }
        var names: [String] = []
        let end = Int(entries[objectIndex].extent)
        var member = objectIndex + 1
        while member < end {
            if let name = try? JSONStringDecoding.content(entry: entries[member], bytes: bytes), seen.insert(name).inserted {
                names.append(name)
            }
            member = decoder.session.indexAfter(member + 1)
        }
        return names
    }
}
