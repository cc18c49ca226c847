import Foundation

/// The keyed container over one JSON object on the tape: an unretained reference to the
/// `KeyedContainerState` that finds the object's keys and decodes their values.
///
/// A struct of one unretained reference, so that it is trivially copyable: the standard library's
/// box around it (`KeyedDecodingContainer`) copies it through its value witnesses for every
/// `decode(_:forKey:)`, and with a reference inside each copy cost an atomic retain and release
/// (two of every fifteen retains decoding twitter.json, issue 14); even an optional one that was
/// nil cost a call to `swift_retain` and one to `swift_release` per value. Something else keeps
/// the state alive for as long as the box can be used: the decode's `KeyedContainerPool` during
/// the decode, `KeptKeyedContainers` after it. Where neither can tell when that is (see
/// `KeyedContainerPool.boxIsTheWholeContainer`), `OwningKeyedTapeContainer` is used instead.
struct KeyedTapeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private let state: Unmanaged<KeyedContainerState>

    /// A container over `state`, which its caller keeps alive for as long as the container lives.
    init(unretained state: KeyedContainerState) {
        self.state = .passUnretained(state)
    }

    /// Runs `body` with the state, without retaining it.
    @inline(__always)
    private func withState<R>(_ body: (KeyedContainerState) throws -> R) rethrows -> R {
        try state._withUnsafeGuaranteedRef(body)
    }

    var codingPath: [any CodingKey] { withState { $0.node.path } }

    var allKeys: [Key] {
        withState { $0.distinctNames }.compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
        withState { $0.valueIndex(for: key) != nil }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try withState { state in state.entries[try state.requireValue(for: key)].kind == .null }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try withState { try $0.bool(forKey: key) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try withState { try $0.string(forKey: key) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try withState { try $0.double(forKey: key) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try withState { try $0.float(forKey: key) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try withState { try $0.integer(type, forKey: key) } }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try withState { try $0.integer(type, forKey: key) } }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try withState { try $0.decodable(type, forKey: key) } }

    // MARK: decodeIfPresent: a missing key or null is nil

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try withState { try $0.boolIfPresent(forKey: key) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try withState { try $0.stringIfPresent(forKey: key) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try withState { try $0.doubleIfPresent(forKey: key) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try withState { try $0.floatIfPresent(forKey: key) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try withState { try $0.integerIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        try withState { try $0.integerIfPresent(type, forKey: key) }
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try withState { try $0.decodableIfPresent(type, forKey: key) }
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try withState { try $0.nestedContainer(keyedBy: type, forKey: key) }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try withState { try $0.nestedUnkeyedContainer(forKey: key) }
    }

    func superDecoder() throws -> any Decoder {
        withState { $0.superDecoder(at: NamedCodingKey.superKey) }
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        withState { $0.superDecoder(at: key) }
    }
}
