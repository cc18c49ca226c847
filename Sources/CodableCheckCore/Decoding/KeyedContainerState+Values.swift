/// Decoding the value for a key: what `KeyedTapeContainer`'s methods do, on the state they reach
/// without retaining it.
///
/// Each takes the key as the container's own `Key` (generic here, since the state serves every
/// key type) so errors carry the model's key in their paths. Inlined into the container's method
/// that calls it (its only caller): a call more per `decode(_:forKey:)` cost about 1% of
/// decoding twitter.json.
extension KeyedContainerState {
    @inline(__always)
    func bool(forKey key: some CodingKey) throws -> Bool {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeBool(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func string(forKey key: some CodingKey) throws -> String {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeString(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func double(forKey key: some CodingKey) throws -> Double {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeDouble(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func float(forKey key: some CodingKey) throws -> Float {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeFloat(at: index, entry: entries[index], parent: node, key: key) }
    }

    // Inlined (with a single closure inside): a generic call with `T` known but the key's type not
    // is not specialised at all, which leaves the conversion in generic `FixedWidthInteger` code.
    @inline(__always)
    func integer<T: FixedWidthInteger>(_ type: T.Type, forKey key: some CodingKey) throws -> T {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.decodeInteger(type, at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func decodable<T: Decodable>(_ type: T.Type, forKey key: some CodingKey) throws -> T {
        let index = try requireValue(for: key)
        return try withNode { node in try decoder.unwrap(type, at: index, parent: node, key: key) }
    }

    @inline(__always)
    func boolIfPresent(forKey key: some CodingKey) throws -> Bool? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeBool(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func stringIfPresent(forKey key: some CodingKey) throws -> String? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeString(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func doubleIfPresent(forKey key: some CodingKey) throws -> Double? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeDouble(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func floatIfPresent(forKey key: some CodingKey) throws -> Float? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeFloat(at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func integerIfPresent<T: FixedWidthInteger>(_ type: T.Type, forKey key: some CodingKey) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.decodeInteger(type, at: index, entry: entries[index], parent: node, key: key) }
    }

    @inline(__always)
    func decodableIfPresent<T: Decodable>(_ type: T.Type, forKey key: some CodingKey) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try withNode { node in try decoder.unwrap(type, at: index, parent: node, key: key) }
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: some CodingKey) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let index = try requireValue(for: key)
        return try decoder.moved(to: index, node: node.appending(key)) { decoder in try decoder.container(keyedBy: type) }
    }

    func nestedUnkeyedContainer(forKey key: some CodingKey) throws -> any UnkeyedDecodingContainer {
        let index = try requireValue(for: key)
        return try decoder.moved(to: index, node: node.appending(key)) { decoder in try decoder.unkeyedContainer() }
    }

    /// Why no error for a missing key: JSONDecoder hands out a decoder over `null` then.
    func superDecoder(at key: some CodingKey) -> any Decoder {
        let childNode = node.appending(key)
        if let index = valueIndex(for: key) {
            return TapeDecoder(session: decoder.session, index: index, node: childNode)
        }
        return TapeDecoder(session: decoder.session, index: objectIndex, node: childNode, isAbsentValue: true)
    }
}
