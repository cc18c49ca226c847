/// `codingPath.last?.stringValue` of a decoder or container (`DecodingConversion.lastCodingKey`):
/// the key a value sits under, which an app whose objects are keyed by their identifiers reads
/// as the identifier (`guard let reference = container.codingPath.last?.stringValue`).
/// The path is the one the tool's errors name, JSONDecoder's own: a member's key is its
/// `stringValue`, an element's key is `Index 0`, `Index 1`, ... (JSONDecoder's index keys, run
/// on this toolchain); the top level has no key (nil).
enum CodingPathKeyView {
    /// The last key of where `value` (a decoder or container) stands, as a JSON string, or nil
    /// at the top level; unknown for any other value.
    static func lastKey(of value: InterpretedValue) -> InterpretedValue {
        let path: [CodingPathComponent]
        switch value {
        case .decoder(let place), .single(let place): path = place.path
        case .keyed(let place): path = place.path
        case .unkeyed(let place): path = place.path
        default: return .unknown
        }
        guard let last = path.last else { return .json("null") }
        var writer = EncodedJSONWriter()
        switch last {
        case .key(let key): writer.writeString(key)
        case .index(let index): writer.writeString(IndexCodingKey(index).stringValue)
        }
        return .json(writer.text)
    }
}
