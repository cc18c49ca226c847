/// String content of a tape entry: unescaping and validation, with Foundation's acceptance rules.
///
/// Why here and not in the reader: Foundation validates a string's content only when the string
/// is decoded (`"\q"` in a value nothing decodes passes), so the reader only flags strings, and
/// this runs when a string, or the keys of an object being decoded, are needed.
enum JSONStringDecoding {
    /// What is wrong with a string's content, and where.
    struct Violation: Error, Sendable, Equatable {
        enum Reason: Sendable, Equatable {
            /// `\q`: a backslash followed by a byte that starts no escape.
            case invalidEscape(UInt8)
            /// `\u` not followed by four hex digits.
            case invalidUnicodeEscape
            /// `\ud83d` not followed by a `\u` low surrogate.
            case loneHighSurrogate(UInt16)
            /// `\udc4d` without a high surrogate before it.
            case loneLowSurrogate(UInt16)
            /// A raw byte below 0x20 (RFC 8259 requires it escaped).
            case controlCharacter(UInt8)
            /// Bytes that are not UTF-8.
            case invalidUTF8
        }

        var reason: Reason
        /// Byte offset of the offending escape or byte (the string's opening quote for UTF-8).
        var byteOffset: Int
        /// Whether the string is an object key (the message says "key" then).
        var isKey = false

        /// `invalid escape '\q' in string`.
        var message: String {
            let place = isKey ? "key" : "string"
            switch reason {
            case .invalidEscape(let byte):
                let shown = byte >= 0x20 && byte < 0x7F ? String(Unicode.Scalar(byte)) : "\\u{\(String(byte, radix: 16))}"
                return "invalid escape '\\\(shown)' in \(place)"
            case .invalidUnicodeEscape: return "invalid unicode escape in \(place): \\u needs four hex digits"
            case .loneHighSurrogate(let unit): return "lone high surrogate \\u\(hex(unit)) in \(place)"
            case .loneLowSurrogate(let unit): return "lone low surrogate \\u\(hex(unit)) in \(place)"
            case .controlCharacter(let byte): return "unescaped control character U+\(hex(UInt16(byte))) in \(place)"
            case .invalidUTF8: return "invalid UTF-8 in \(place)"
            }
        }

        private func hex(_ value: UInt16) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }

    /// The `String` value at `index`: null is `valueNotFound(String)`, another kind
    /// `typeMismatch(String)`, bad content `malformedString`.
    static func string(at index: Int, in document: JSONDocument) throws(ValueFailure) -> String {
        try string(entry: document.tape.entries[index], bytes: document.bytes)
    }

    @inline(__always)
    static func string(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>, isKey: Bool = false) throws(ValueFailure) -> String {
        guard entry.kind == .string else {
            throw entry.kind == .null ? .valueNotFound(expected: String.self) : .typeMismatch(expected: String.self)
        }
        do {
            return try content(entry: entry, bytes: bytes, isKey: isKey)
        } catch {
            throw .malformedString(error)
        }
    }

    /// The unescaped, validated content of a string entry (a value or a key).
    @inline(__always)
    static func content(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>, isKey: Bool = false) throws(Violation) -> String {
        let start = Int(entry.offset) + 1
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entry.extent)])
        if entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) {
            // Plain ASCII: valid UTF-8 by construction, so not checked again.
            return String(copying: UTF8Span(unchecked: raw.span, isKnownASCII: true))
        }
        return try checkedContent(raw, contentOffset: start, flags: entry.flags, isKey: isKey)
    }

    /// `content` for text that is not plain ASCII. Not inlined: inlined, it made the schema
    /// walker's object loop, which decodes keys through `content`, spill and copy its state.
    ///
    /// Why `String(copying: UTF8Span(unchecked:))`: the bytes are checked here first (by
    /// `UTF8Validation`, Foundation's rules), and every public way to make a `String` from bytes
    /// checks them again: `String(validating:)` through unspecialised generic code that looks up
    /// two types' metadata per string, three times the cost on twitter.json's Japanese text.
    @inline(never)
    static func checkedContent(
        _ raw: UnsafeBufferPointer<UInt8>, contentOffset: Int, flags: JSONTapeFlags, isKey: Bool
    ) throws(Violation) -> String {
        if flags.isDisjoint(with: [.hasEscapes, .hasControlCharacter]) {
            // Why not `String(decoding:)`: it would silently repair invalid UTF-8, which Foundation rejects.
            guard UTF8Validation.isValid(raw) else {
                throw Violation(reason: .invalidUTF8, byteOffset: contentOffset - 1, isKey: isKey)
            }
            return String(copying: UTF8Span(unchecked: raw.span))
        }
        return try unescape(raw, contentOffset: contentOffset, isKey: isKey, hasNonASCII: flags.contains(.hasNonASCII))
    }

    /// The slow path: resolves escapes into a scratch buffer (never longer than the raw text),
    /// rejects raw control characters, then checks the result is UTF-8. Only bytes the input
    /// spells as they are can break UTF-8 (an escape adds a whole, valid scalar; lone surrogates are
    /// refused), so without `hasNonASCII` the result is valid as it stands.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, contentOffset: Int, isKey: Bool, hasNonASCII: Bool) throws(Violation) -> String
    {
        let result: Result<String, Violation> = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { output in
            var sink = UTF8BufferSink(output: output)
            do throws(Violation) {
                try scanContent(raw, contentOffset: contentOffset, isKey: isKey, into: &sink)
            } catch {
                return .failure(error)
            }
            let unescaped = UnsafeBufferPointer(rebasing: output[..<sink.written])
            if hasNonASCII {
                guard UTF8Validation.isValid(unescaped) else {
                    return .failure(Violation(reason: .invalidUTF8, byteOffset: contentOffset - 1, isKey: isKey))
                }
                return .success(String(copying: UTF8Span(unchecked: unescaped.span)))
            }
            // `\u00e9` makes non-ASCII text from ASCII input; the flag keeps ASCII strings' fast paths.
            let isASCII =
                unescaped.isEmpty || SWAR.isASCII(UnsafeRawPointer(unescaped.baseAddress.unsafelyUnwrapped), count: unescaped.count)
            return .success(String(copying: UTF8Span(unchecked: unescaped.span, isKnownASCII: isASCII)))
        }
        return try result.get()
    }
}
