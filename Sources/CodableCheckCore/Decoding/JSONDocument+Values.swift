/// Read access to single values for tools that walk the tape themselves (`codable-check infer`).
extension JSONDocument {
    /// The unescaped content of the string or object key at `index`; `nil` for another kind or
    /// for content `JSONDecoder` would reject (a bad escape, a lone surrogate, invalid UTF-8).
    public func stringValue(at index: Int) -> String? {
        guard tape.kind(at: index) == .string else { return nil }
        return try? JSONStringDecoding.content(entry: tape.entries[index], bytes: bytes)
    }

    /// The text of the number or literal at `index`, as written.
    public func literalText(at index: Int) -> String {
        rawText(at: index)
    }
}
