/// The unkeyed container over one JSON array on the tape.
///
/// A cursor holds the tape index of the next element, so stepping costs one entry read (a
/// container element skips its subtree in one step), not a walk from the array's start.
/// A failed decode leaves the cursor where it was, as the protocol requires.
struct UnkeyedTapeContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    let arrayIndex: Int
    let node: CodingPathNode
    /// The array's element count, always known from the tape.
    let elementCount: Int
    private(set) var currentIndex: Int = 0
    /// Tape index of the element at `currentIndex` (past the end once all are read).
    private var cursor: Int

    init(decoder: TapeDecoder, arrayIndex: Int, node: CodingPathNode) {
        self.decoder = decoder
        self.arrayIndex = arrayIndex
        self.node = node
        self.elementCount = JSONTape.elementCount(at: arrayIndex, in: decoder.session.entries)
        self.cursor = arrayIndex + 1
    }

    var codingPath: [any CodingKey] { node.path }

    var count: Int? { elementCount }

    var isAtEnd: Bool { currentIndex >= elementCount }

    @inline(__always)
    private var indexKey: IndexCodingKey { IndexCodingKey(currentIndex) }

    @inline(__always)
    private mutating func advance() {
        if currentIndex < elementCount {
            cursor = decoder.session.indexAfter(cursor)
        }
        currentIndex += 1
    }

    /// The next element's tape index, or `valueNotFound` at the path of the index past the end.
    /// Foundation's wording depends on what was asked for (and names that type in the error).
    @inline(__always)
    private func next(for type: any Any.Type, description: String = "Unkeyed container is at end.") throws -> Int {
        guard isAtEnd else { return cursor }
        let session = decoder.session
        let problem = DecodingProblem.unkeyedContainerAtEnd(
            expectedType: type, foundationDescription: description, arrayIndex: arrayIndex, in: session.document,
            codingPath: node.components(appending: indexKey))
        throw session.record(problem, codingPath: node.path(appending: indexKey))
    }

    /// The next element's tape index when there is one and it is not null.
    @inline(__always)
    private func presentNext() -> Int? {
        guard !isAtEnd, decoder.session.entries[cursor].kind != .null else { return nil }
        return cursor
    }

    mutating func decodeNil() throws -> Bool {
        let index = try next(for: Never.self)
        guard decoder.session.entries[index].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let index = try next(for: type)
        let value = try decoder.decodeBool(at: index, entry: decoder.session.entries[index], parent: node, key: indexKey)
        advance()
        return value
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let index = try next(for: type)
        let value = try decoder.decodeString(at: index, entry: decoder.session.entries[index], parent: node, key: indexKey)
        advance()
        return value
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let index = try next(for: type)
        let value = try decoder.decodeDouble(at: index, entry: decoder.session.entries[index], parent: node, key: indexKey)
        advance()
        return value
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let index = try next(for: type)
        let value = try decoder.decodeFloat(at: index, entry: decoder.session.entries[index], parent: node, key: indexKey)
        advance()
        return value
    }

    @inline(__always)
    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let index = try next(for: type)
        let value = try decoder.decodeInteger(type, at: index, entry: decoder.session.entries[index], parent: node, key: indexKey)
        advance()
        return value
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = try next(for: type)
        let value = try decoder.unwrap(type, at: index, parent: node, key: indexKey)
        advance()
        return value
    }

    // MARK: decodeIfPresent

    /// Why no error past the end: JSONDecoder returns nil there, and still counts the index up.
    @inline(__always)
    private mutating func ifPresent<T>(_ body: (Int) throws -> T) rethrows -> T? {
        guard let index = presentNext() else {
            advance()
            return nil
        }
        let value = try body(index)
        advance()
        return value
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
        let (decoder, node, key) = (decoder, node, indexKey)
        return try ifPresent { try decoder.decodeBool(at: $0, entry: decoder.session.entries[$0], parent: node, key: key) }
    }

    mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
        let (decoder, node, key) = (decoder, node, indexKey)
        return try ifPresent { try decoder.decodeString(at: $0, entry: decoder.session.entries[$0], parent: node, key: key) }
    }

    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? {
        let (decoder, node, key) = (decoder, node, indexKey)
        return try ifPresent { try decoder.decodeDouble(at: $0, entry: decoder.session.entries[$0], parent: node, key: key) }
    }

    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? {
        let (decoder, node, key) = (decoder, node, indexKey)
        return try ifPresent { try decoder.decodeFloat(at: $0, entry: decoder.session.entries[$0], parent: node, key: key) }
    }

    @inline(__always)
    private mutating func integerIfPresent<T: FixedWidthInteger>(_ type: T.Type) throws -> T? {
        let (decoder, node, key) = (decoder, node, indexKey)
        return try ifPresent { try decoder.decodeInteger(type, at: $0, entry: decoder.session.entries[$0], parent: node, key: key) }
    }

    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? { try integerIfPresent(type) }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        let (decoder, node, key) = (decoder, node, indexKey)
        return try ifPresent { try decoder.unwrap(type, at: $0, parent: node, key: key) }
    }

    // MARK: Nested containers

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try next(for: KeyedDecodingContainer<NestedKey>.self)
        let container = try decoder.moved(to: index, node: node.appending(index: currentIndex)) { decoder in
            try decoder.container(keyedBy: type)
        }
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        // Foundation means to say "Cannot get nested unkeyed container -- unkeyed container is at
        // end." here, but compares against its own container type and so says the generic text.
        let index = try next(for: (any UnkeyedDecodingContainer).self)
        let container = try decoder.moved(to: index, node: node.appending(index: currentIndex)) { decoder in
            try decoder.unkeyedContainer()
        }
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try next(for: (any Decoder).self, description: "Cannot get superDecoder() -- unkeyed container is at end.")
        let superDecoder = TapeDecoder(session: decoder.session, index: index, node: node.appending(index: currentIndex))
        advance()
        return superDecoder
    }
}
