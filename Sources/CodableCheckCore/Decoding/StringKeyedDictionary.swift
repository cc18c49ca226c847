/// `[String: V]` dictionaries, which JSONDecoder decodes itself when a key strategy is set, so
/// that the strategy leaves their keys alone.
protocol StringKeyedDictionary {
    static func decodeKeepingKeys<K: CodingKey>(
        with decoder: TapeDecoder, at valueIndex: Int, parent: CodingPathNode, key: K, node: CodingPathNode
    ) throws -> Any
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    /// Members in document order, keys as spelled, first occurrence kept; each key is validated
    /// just before its value is decoded, and (unlike in a keyed container) every duplicate's value
    /// is decoded too, so a bad later duplicate fails: JSONDecoder's own loop does the same.
    static func decodeKeepingKeys<K: CodingKey>(
        with decoder: TapeDecoder, at valueIndex: Int, parent: CodingPathNode, key: K, node: CodingPathNode
    ) throws -> Any {
        let session = decoder.session
        let entry = session.entries[valueIndex]
        guard entry.kind == .object else {
            let failure: ValueFailure =
                entry.kind == .null
                ? .valueNotFound(expected: [String: Any].self) : .typeMismatch(expected: [String: Any].self)
            throw session.error(failure, valueIndex: valueIndex, parent: parent, key: key)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(entry.storedCount))
        var member = valueIndex + 1
        let end = Int(entry.extent)
        while member < end {
            let name: String
            do {
                name = try JSONStringDecoding.content(entry: session.entries[member], bytes: session.bytes, isKey: true)
            } catch {
                throw session.error(.malformedString(error), valueIndex: member, parent: node, key: NoCodingKey.none)
            }
            let value = try decoder.unwrap(Value.self, at: member + 1, parent: node, key: NamedCodingKey(name))
            if result[name] == nil { result[name] = value }
            member = session.indexAfter(member + 1)
        }
        return result
    }
}
