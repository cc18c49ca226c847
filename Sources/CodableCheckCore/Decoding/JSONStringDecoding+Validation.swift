extension JSONStringDecoding {
    /// Whether the `String` value at a tape entry decodes, with the failure `string(entry:bytes:)`
    /// would throw, but without building the string: nothing is allocated.
    @inline(__always)
    static func validateString(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) {
        guard entry.kind == .string else {
            throw entry.kind == .null ? .valueNotFound(expected: String.self) : .typeMismatch(expected: String.self)
        }
        do {
            try validateContent(entry: entry, bytes: bytes)
        } catch {
            throw .malformedString(error)
        }
    }

    /// Checks a string entry's content in place, throwing the violation `content(entry:bytes:isKey:)`
    /// would throw.
    ///
    /// Why the raw bytes can be validated as UTF-8 instead of the unescaped result: an escape is
    /// ASCII in the input and a complete, valid scalar in the output (lone surrogates are refused
    /// before), and neither starts with a continuation byte, so a sequence cut by an escape is
    /// invalid on both sides and an uncut one is the same bytes on both sides.
    static func validateContent(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>, isKey: Bool = false) throws(Violation) {
        let flags = entry.flags
        if flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) { return }
        let start = Int(entry.offset) + 1
        let raw = UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + start, count: Int(entry.extent))
        if !flags.isDisjoint(with: [.hasEscapes, .hasControlCharacter]) {
            var discard = DiscardingSink()
            try scanContent(raw, contentOffset: start, isKey: isKey, into: &discard)
        }
        if flags.contains(.hasNonASCII), !UTF8Validation.isValid(raw) {
            throw Violation(reason: .invalidUTF8, byteOffset: start - 1, isKey: isKey)
        }
    }
}
