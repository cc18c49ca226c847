/// `[String: String]` and other dictionaries of common scalars, decoded straight from the tape
/// under the default key strategy.
///
/// Why: `Dictionary.init(from:)` asks a keyed container for `allKeys` (an array of keys and a set
/// of names), then looks each key up again and decodes through the generic `decode(_:forKey:)`:
/// a fifth of decoding the benchmark's orders, whose line items carry attribute dictionaries
/// (issue 14). Only success takes this path: when a key or a value would fail, it returns nil and
/// the ordinary path runs, so every error is the one it raises, with its path and problem.
extension TapeDecoder {
    /// The dictionary `Dictionary.init(from:)` builds over this decoder's keyed container: every
    /// key validated, and for each name its first occurrence's value (names compared as `String`s,
    /// so canonically equivalent spellings are one key, kept as first written); nil when any key or
    /// value would fail, or the value is not an object.
    func decodeStringKeyedScalars<Value>(
        at valueIndex: Int, _ convert: (JSONTape.Entry, UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> Value
    ) -> [String: Value]? {
        let entries = session.entries
        let object = entries[valueIndex]
        guard object.kind == .object else { return nil }
        let bytes = session.bytes
        var result: [String: Value] = [:]
        result.reserveCapacity(JSONTape.elementCount(at: valueIndex, in: entries))
        let end = Int(object.extent)
        var member = valueIndex + 1
        do {
            while member < end {
                let name = try JSONStringDecoding.content(entry: entries[member], bytes: bytes, isKey: true)
                let value = try convert(entries[member + 1], bytes)
                // A later duplicate does not replace the first: put the first value back. (Decoding
                // the duplicate costs nothing in the common case; if it fails, the ordinary path,
                // which never decodes it, gives the answer.)
                if let earlier = result.updateValue(value, forKey: name) { result[name] = earlier }
                member = session.indexAfter(member + 1)
            }
        } catch {
            return nil
        }
        return result
    }

    static func stringValue(_ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> String {
        try JSONStringDecoding.string(entry: entry, bytes: bytes)
    }

    static func intValue(_ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> Int {
        try JSONNumberConversion.integer(Int.self, entry: entry, bytes: bytes)
    }

    static func boolValue(_ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> Bool {
        try ValueConversion.bool(kind: entry.kind)
    }
}
