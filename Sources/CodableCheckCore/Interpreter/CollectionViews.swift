/// `DecodingConversion.collectionCast` and `DecodingConversion.memberKeys`: what a body that
/// decoded an object whole as a box of any JSON sees of it (`value as? [String: Any]`, the
/// dictionary's `keys`), read from where the decoder or container stands in the document.
enum CollectionViews {
    /// The conversion's value, and the keys it looks at (which count as asked: the app reads
    /// them all); nil for another conversion. On a value that is not a decoder, single-value
    /// container or keyed container as the conversion needs, unknown.
    static func view(_ conversion: DecodingConversion, of value: InterpretedValue, in document: JSONDocument) -> (
        value: InterpretedValue, keys: [String]
    )? {
        switch (conversion, value) {
        case (.collectionCast(let object), .decoder(let place)), (.collectionCast(let object), .single(let place)):
            guard !place.isAbsent, document.tape.kind(at: place.index) == (object ? .object : .array) else { return (.json("null"), []) }
            // Not nil; what it holds is not evaluated (the translator holds what is bound to it as
            // a value it does not know, and reads the object again through a container).
            return (.json(object ? "{}" : "[]"), [])
        case (.memberKeys, .keyed(let place)):
            let keys = place.members.keys.sorted()
            let elements = keys.map { key in
                var writer = EncodedJSONWriter()
                writer.writeString(key)
                return writer.text
            }
            return (.list(elements), keys)
        case (.lastCodingKey, _):
            return (CodingPathKeyView.lastKey(of: value), [])
        case (.collectionCast, _), (.memberKeys, _):
            return (.unknown, [])
        default:
            return nil
        }
    }
}
