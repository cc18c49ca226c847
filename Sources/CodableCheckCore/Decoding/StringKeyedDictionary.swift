/// `[String: V]` dictionaries, which JSONDecoder decodes itself when a key strategy is set, so
/// that the strategy leaves their keys alone.
protocol StringKeyedDictionary {
    static func decodeKeepingKeys(
        with decoder: TapeDecoder, at valueIndex: Int, parent: CodingPathNode, key: (any CodingKey)?, node: CodingPathNode
    ) throws -> Any
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    /// Members in document order, keys as spelled, first occurrence wins (later duplicates are
    /// never decoded); each key is validated just before its value is decoded, as JSONDecoder does.
    static func decodeKeepingKeys(
        with decoder: TapeDecoder, at valueIndex: Int, parent: CodingPathNode, key: (any CodingKey)?, node: CodingPathNode
    ) throws -> Any {
        let session = decoder.session
        let entry = session.entries[valueIndex]
        guard entry.kind == .object else {
            let failure: ValueFailure = entry.kind == .null
                ? .valueNotFound(expected: [String: Any].self) : .typeMismatch(expected: [String: Any].self)
            throw session.error(failure, valueIndex: valueIndex, parent: parent, key: key)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(entry.count))
        var member = valueIndex + 1
        let end = Int(entry.extent)
        while member < end {
            let name: String
            do {
                name = try JSONStringDecoding.content(entry: session.entries[member], bytes: session.bytes, isKey: true)
            } catch {
                throw session.error(.malformedString(error), valueIndex: member, parent: node, key: nil)
            }
            let value = try decoder.unwrap(Value.self, at: member + 1, parent: node, key: NamedCodingKey(name))
            if result[name] == nil { result[name] = value }
            member = session.indexAfter(member + 1)
        }
        return result
    }
}
