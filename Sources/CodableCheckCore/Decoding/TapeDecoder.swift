import Foundation

/// The `Decoder` over a document's tape, and the single-value container of the value it is at.
///
/// One instance serves a whole decode: decoding a nested value moves it to that value (tape index
/// and coding path), runs the nested `init(from:)`, and moves it back, so a value costs no decoder
/// allocation. Only `superDecoder()` creates another instance, because the caller may keep it.
final class TapeDecoder: Decoder, SingleValueDecodingContainer {
    let session: DecodingSession
    // Unchecked exclusivity: a decoder serves one decode on one thread, and `moved(to:)` only
    // sets these between the nested decodes that read them, so the runtime's checks would only
    // cost time on every nested value.
    /// The tape index of the value this decoder is at.
    @exclusivity(unchecked) private(set) var index: Int
    /// The coding path of that value, unretained: the decoder's own `initialNode`, or the node
    /// `moved(to:node:)` was given, which its caller holds until the decoder moves back. (Held
    /// strongly, each nested value cost three retains and three releases here.)
    @exclusivity(unchecked) private var nodeReference: Unmanaged<CodingPathNode>
    /// The path the decoder was made at, which it owns.
    private let initialNode: CodingPathNode
    /// True for a `superDecoder(forKey:)` whose key is absent: Foundation hands out a decoder over
    /// `null` then. `index` is the object's, for error positions.
    @exclusivity(unchecked) private(set) var isAbsentValue = false

    init(session: DecodingSession, index: Int, node: CodingPathNode, isAbsentValue: Bool = false) {
        self.session = session
        self.index = index
        self.initialNode = node
        self.nodeReference = .passUnretained(node)
        self.isAbsentValue = isAbsentValue
    }

    /// The coding path of the value this decoder is at (a retained copy; hot paths use `withNode`).
    var node: CodingPathNode { nodeReference.takeUnretainedValue() }

    /// Runs `body` with the coding path of the value this decoder is at, without retaining it.
    @inline(__always)
    func withNode<R>(_ body: (CodingPathNode) throws -> R) rethrows -> R {
        try nodeReference._withUnsafeGuaranteedRef(body)
    }

    var codingPath: [any CodingKey] { node.path }
    var userInfo: [CodingUserInfoKey: Any] { session.options.userInfo }

    /// The current value's entry; an absent value reads as `null`.
    @inline(__always)
    var entry: JSONTape.Entry {
        if isAbsentValue {
            let entry = session.entries[index]
            return JSONTape.Entry(kind: .null, flags: entry.flags, offset: entry.offset, extent: entry.extent)
        }
        return session.entries[index]
    }

    // MARK: Moving to nested values

    /// Runs `body` with this decoder moved to the value at `valueIndex` with path `node`, then
    /// moves back. Errors the body's own code throws without a `DecodingProblem` are adopted here,
    /// while the decoder still knows which value the body was decoding.
    @inline(__always)
    func moved<T>(to valueIndex: Int, node newNode: CodingPathNode, _ body: (TapeDecoder) throws -> T) throws -> T {
        let savedIndex = index
        let savedNode = nodeReference
        let savedAbsent = isAbsentValue
        index = valueIndex
        nodeReference = .passUnretained(newNode)
        isAbsentValue = false
        defer {
            index = savedIndex
            nodeReference = savedNode
            isAbsentValue = savedAbsent
        }
        do {
            return try body(self)
        } catch {
            throw session.adopt(error, currentIndex: index, currentNode: node)
        }
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let entry = entry
        guard entry.kind == .object else { throw containerMismatch(expectingObject: true) }
        return try withNode { node in try session.keyedContainers.container(keyedBy: type, decoder: self, objectIndex: index, node: node) }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let entry = entry
        guard entry.kind == .array else { throw containerMismatch(expectingObject: false) }
        return UnkeyedTapeContainer(decoder: self, arrayIndex: index, node: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    private func containerMismatch(expectingObject: Bool) -> DecodingError {
        let problem: DecodingProblem
        if isAbsentValue {
            // A decoder over a missing key's `null`: report it at the object, as null.
            let expected: any Any.Type = expectingObject ? [String: Any].self : [Any].self
            let container = expectingObject ? "keyed" : "unkeyed"
            problem = DecodingProblem(
                kind: .valueNotFound, codingPath: node.components(), byteOffset: session.document.tape.offset(at: index),
                message: "expected \(expectingObject ? "object" : "array"), found no value",
                foundationDescription: "Cannot get \(container) decoding container -- found null value instead",
                expectedType: expected)
        } else {
            problem = .containerMismatch(
                expectingObject: expectingObject, valueIndex: index, in: session.document, codingPath: node.components())
        }
        return session.record(problem, codingPath: node.path)
    }

    // MARK: SingleValueDecodingContainer

    /// For a decoder over a missing key's `null`: the error JSONDecoder gives for `null` (there is
    /// no value on the tape to describe, so it is built here, at the object's position).
    @inline(__always)
    private func requirePresent(_ type: any Any.Type) throws {
        guard isAbsentValue else { return }
        let isBool = type == Bool.self
        let problem = DecodingProblem(
            kind: isBool ? .typeMismatch : .valueNotFound, codingPath: node.components(),
            byteOffset: session.document.tape.offset(at: index), message: "expected \(type), found no value",
            foundationDescription: isBool
                ? "Expected to decode Bool but found null instead." : "Cannot get value of type \(type) -- found null value instead",
            expectedType: type)
        throw session.record(problem, codingPath: node.path)
    }

    func decodeNil() -> Bool {
        entry.kind == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        try requirePresent(type)
        return try withNode { node in try decodeBool(at: index, entry: entry, parent: node, key: NoCodingKey.none) }
    }

    func decode(_ type: String.Type) throws -> String {
        try requirePresent(type)
        return try withNode { node in try decodeString(at: index, entry: entry, parent: node, key: NoCodingKey.none) }
    }

    func decode(_ type: Double.Type) throws -> Double {
        try requirePresent(type)
        return try withNode { node in try decodeDouble(at: index, entry: entry, parent: node, key: NoCodingKey.none) }
    }

    func decode(_ type: Float.Type) throws -> Float {
        try requirePresent(type)
        return try decodeFloat(at: index, entry: entry, parent: node, key: NoCodingKey.none)
    }

    func decode(_ type: Int.Type) throws -> Int {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: Int8.Type) throws -> Int8 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: Int16.Type) throws -> Int16 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: Int32.Type) throws -> Int32 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: Int64.Type) throws -> Int64 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: UInt.Type) throws -> UInt {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: Int128.Type) throws -> Int128 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }
    func decode(_ type: UInt128.Type) throws -> UInt128 {
        try requirePresent(type);
        return try withNode { try decodeInteger(type, at: index, entry: entry, parent: $0, key: NoCodingKey.none) }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if isAbsentValue {
            // Only through a superDecoder over a missing key: what JSONDecoder's unwrap says about
            // `null` for the types it special-cases, otherwise the type's own code sees `null`.
            if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self || T.self == Bool.self {
                try requirePresent(type)
            }
            if T.self == UUID.self { try requirePresent(String.self) }
            return try T(from: self)
        }
        return try withNode { node in try unwrap(type, at: index, parent: node, key: NoCodingKey.none) }
    }
}
