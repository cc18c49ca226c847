extension DecodingWarning {
    /// The warning for a member no property decodes (`--unknown-keys warn`), built alike by every
    /// walk: `key "nmae" is not decoded by Guest; did you mean "name"?`.
    ///
    /// - Parameters:
    ///   - key: the member's key as written (escapes resolved); it ends the warning's path.
    ///   - decoder: what ignores it: a type name, or `Type.init(from:)` for a hand-written body.
    ///   - expectedKeys: the keys the decoder reads, for the near-miss hint (`KeyNearMiss`);
    ///     empty for none.
    ///   - codingPath: the path to the object holding the member.
    ///   - byteOffset: the key's position.
    static func unknownKey(
        _ key: String, notDecodedBy decoder: String, expectedKeys: [String], keyStrategy: ValidationOptions.KeyStrategy,
        inObjectAt codingPath: [CodingPathComponent], byteOffset: Int
    ) -> DecodingWarning {
        var message = "key \"\(key)\" is not decoded by \(decoder)"
        if let nearMiss = KeyNearMiss.find(for: key, among: expectedKeys, keyStrategy: keyStrategy) {
            message += "; \(nearMiss.suggestion)"
        }
        return DecodingWarning(kind: .unknownKey, codingPath: codingPath + [.key(key)], byteOffset: byteOffset, message: message)
    }
}
