import Foundation

/// The keyed container over one JSON object on the tape.
///
/// No dictionary is built: a lookup walks the object's members comparing the key's UTF-8 bytes
/// with the `CodingKey`'s `stringValue` (both ASCII, no escapes: a byte comparison is `String`
/// equality), and falls back to `String` equality otherwise, so `café` precomposed matches
/// decomposed and `\ud83d\udc4d` matches 👍. Walking from the first member makes the first
/// occurrence of a duplicate key win, as in JSONDecoder. With a key strategy, the converted names
/// are computed once when the container is made.
///
/// A class, not a struct: `KeyedDecodingContainer` keeps it in a box whose generic methods copy
/// the container for every `decode(_:forKey:)`, and a copy of one reference is one retain where a
/// copy of this container's fields was four (about 6% of decoding twitter.json, issue 14).
final class KeyedTapeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TapeDecoder
    /// The session's entries and bytes, kept here as plain values: reading them through
    /// `decoder.session` made every lookup retain and release the session.
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let bytes: UnsafeBufferPointer<UInt8>
    // Unchecked exclusivity: a container serves one decode on one thread; these are set when it is
    // made or reused (`KeyedContainerCache`) and inside one lookup, so the runtime's checks would
    // only cost time on every key.
    @exclusivity(unchecked) private(set) var objectIndex: Int
    /// The object's path, retained by hand: a `var` of a class type costs a retain and a release
    /// around every call it is passed to, which `withNode` avoids (see `KeyedContainerCache` for
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

    init(decoder: TapeDecoder, objectIndex: Int, node: CodingPathNode) throws {
        self.decoder = decoder
        self.entries = decoder.session.entries
        self.bytes = decoder.session.bytes
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

    /// Makes this container the one over another object of the same decoder, as if new (see
    /// `KeyedContainerCache`).
    func reuse(objectIndex: Int, node: CodingPathNode) throws {
        self.objectIndex = objectIndex
        let previous = nodeReference
        nodeReference = .passRetained(node)
        previous.release()
        cursor = objectIndex + 1
        namesBeforeCursor = KeyNameFilter()
        keyIndex = nil
        try readKeys()
    }

    /// Validates the keys, or converts them under a key strategy.
    private func readKeys() throws {
        let session = decoder.session
        switch session.options.keyMapping {
        case .useDefaultKeys:
            convertedNames = nil
            hasPlainKeys = try Self.validateKeys(objectIndex: objectIndex, node: node, session: session)
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

    var codingPath: [any CodingKey] { node.path }

    /// The value's index, or `keyNotFound` with the container's path.
    @inline(__always)
    private func requireValue(for key: Key) throws -> Int {
        guard let index = valueIndex(for: key) else { throw keyNotFound(key) }
        return index
    }

    private func keyNotFound(_ key: Key) -> DecodingError {
        let session = decoder.session
        let problem = DecodingProblem.keyNotFound(
            key, containerIndex: objectIndex, in: session.document, containerPath: node.components())
        return session.record(problem, codingPath: node.path(appending: key))
    }

    // MARK: KeyedDecodingContainerProtocol

    var allKeys: [Key] {
        if let convertedNames {
            var seen = Set<String>()
            return convertedNames.compactMap { seen.insert($0.name).inserted ? Key(stringValue: $0.name) : nil }
        }
        let session = decoder.session
        var seen = Set<String>()
        var keys: [Key] = []
        let end = Int(session.entries[objectIndex].extent)
        var member = objectIndex + 1
        while member < end {
            if let name = try? JSONStringDecoding.content(entry: session.entries[member], bytes: session.bytes),
                seen.insert(name).inserted, let key = Key(stringValue: name)
            {
                keys.append(key)
            }
            member = session.indexAfter(member + 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        valueIndex(for: key) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        entries[try requireValue(for: key)].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeBool(at: index, entry: entries[index], parent: node, key: key) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeString(at: index, entry: entries[index], parent: node, key: key) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeDouble(at: index, entry: entries[index], parent: node, key: key) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeFloat(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(_ type: T.Type, forKey key: Key) throws -> T {
        let index = try requireValue(for: key)
        return try withNode { node in
            try decoder.decodeInteger(type, at: index, entry: entries[index], parent: node, key: key)
        }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, forKey: key) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try integer(type, forKey: key) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(type, forKey: key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.unwrap(type, at: index, parent: node, key: key) }
    }

    // MARK: decodeIfPresent: a missing key or null is nil

    /// The value's index when present and not null.
    @inline(__always)
    private func presentValue(for key: Key) -> Int? {
        guard let index = valueIndex(for: key), entries[index].kind != .null else { return nil }
        return index
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeBool(at: index, entry: entries[index], parent: node, key: key) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeString(at: index, entry: entries[index], parent: node, key: key) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeDouble(at: index, entry: entries[index], parent: node, key: key) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeFloat(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    private func integerIfPresent<T: FixedWidthInteger>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in
            try decoder.decodeInteger(type, at: index, entry: entries[index], parent: node, key: key)
        }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try integerIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try integerIfPresent(type, forKey: key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.unwrap(type, at: index, parent: node, key: key) }
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try requireValue(for: key)
        return try decoder.moved(to: index, node: node.appending(key)) { decoder in try decoder.container(keyedBy: type) }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let index = try requireValue(for: key)
        return try decoder.moved(to: index, node: node.appending(key)) { decoder in try decoder.unkeyedContainer() }
    }

    func superDecoder() throws -> any Decoder {
        superDecoder(at: NamedCodingKey.superKey)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(at: key)
    }

    /// Why no error for a missing key: JSONDecoder hands out a decoder over `null` then.
    private func superDecoder(at key: some CodingKey) -> any Decoder {
        let childNode = node.appending(key)
        if let index = valueIndex(for: key) {
            return TapeDecoder(session: decoder.session, index: index, node: childNode)
        }
        return TapeDecoder(session: decoder.session, index: objectIndex, node: childNode, isAbsentValue: true)
    }
}
