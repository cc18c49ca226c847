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
        let raw = UnsafeBufferPointer(rebasing: bytes[start ..< start + Int(entry.extent)])
        let flags = entry.flags
        if flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) {
            // Plain ASCII: valid UTF-8 by construction.
            return String(decoding: raw, as: UTF8.self)
        }
        if flags.isDisjoint(with: [.hasEscapes, .hasControlCharacter]) {
            // Why not `String(decoding:)`: it would silently repair invalid UTF-8, which Foundation rejects.
            guard let string = String(validating: raw, as: UTF8.self) else {
                throw Violation(reason: .invalidUTF8, byteOffset: start - 1, isKey: isKey)
            }
            return string
        }
        return try unescape(raw, contentOffset: start, isKey: isKey)
    }

    /// The slow path: resolves escapes into a scratch buffer (never longer than the raw text),
    /// rejects raw control characters, then validates the result as UTF-8.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, contentOffset: Int, isKey: Bool) throws(Violation) -> String {
        let result: Result<String, Violation> = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { output in
            var written = 0
            var index = 0
            let count = raw.count
            func violation(_ reason: Violation.Reason, at offset: Int) -> Result<String, Violation> {
                .failure(Violation(reason: reason, byteOffset: contentOffset + offset, isKey: isKey))
            }
            func hexValue(at position: Int) -> UInt16? {
                guard position + 4 <= count else { return nil }
                var value: UInt16 = 0
                for i in position ..< position + 4 {
                    let byte = raw[i]
                    let digit: UInt8
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                    default: return nil
                    }
                    value = value << 4 | UInt16(digit)
                }
                return value
            }
            func append(scalar: UInt32) {
                switch scalar {
                case 0..<0x80:
                    output[written] = UInt8(scalar); written += 1
                case 0x80..<0x800:
                    output[written] = UInt8(0xC0 | (scalar >> 6))
                    output[written + 1] = UInt8(0x80 | (scalar & 0x3F)); written += 2
                case 0x800..<0x10000:
                    output[written] = UInt8(0xE0 | (scalar >> 12))
                    output[written + 1] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                    output[written + 2] = UInt8(0x80 | (scalar & 0x3F)); written += 3
                default:
                    output[written] = UInt8(0xF0 | (scalar >> 18))
                    output[written + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
                    output[written + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                    output[written + 3] = UInt8(0x80 | (scalar & 0x3F)); written += 4
                }
            }
            while index < count {
                let byte = raw[index]
                if byte < 0x20 { return violation(.controlCharacter(byte), at: index) }
                guard byte == UInt8(ascii: "\\") else {
                    output[written] = byte
                    written += 1
                    index += 1
                    continue
                }
                guard index + 1 < count else { return violation(.invalidEscape(0), at: index) }
                let escaped = raw[index + 1]
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    output[written] = escaped; written += 1; index += 2
                case UInt8(ascii: "b"): output[written] = 0x08; written += 1; index += 2
                case UInt8(ascii: "f"): output[written] = 0x0C; written += 1; index += 2
                case UInt8(ascii: "n"): output[written] = 0x0A; written += 1; index += 2
                case UInt8(ascii: "r"): output[written] = 0x0D; written += 1; index += 2
                case UInt8(ascii: "t"): output[written] = 0x09; written += 1; index += 2
                case UInt8(ascii: "u"):
                    guard let unit = hexValue(at: index + 2) else { return violation(.invalidUnicodeEscape, at: index) }
                    switch unit {
                    case 0xD800...0xDBFF:
                        guard index + 12 <= count, raw[index + 6] == UInt8(ascii: "\\"), raw[index + 7] == UInt8(ascii: "u"),
                              let low = hexValue(at: index + 8), (0xDC00...0xDFFF).contains(low)
                        else { return violation(.loneHighSurrogate(unit), at: index) }
                        append(scalar: 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                        index += 12
                    case 0xDC00...0xDFFF:
                        return violation(.loneLowSurrogate(unit), at: index)
                    default:
                        append(scalar: UInt32(unit))
                        index += 6
                    }
                default:
                    return violation(.invalidEscape(escaped), at: index)
                }
            }
            let decoded = UnsafeBufferPointer(rebasing: output[..<written])
            guard let string = String(validating: decoded, as: UTF8.self) else {
                return .failure(Violation(reason: .invalidUTF8, byteOffset: contentOffset - 1, isKey: isKey))
            }
            return .success(string)
        }
        return try result.get()
    }
}
