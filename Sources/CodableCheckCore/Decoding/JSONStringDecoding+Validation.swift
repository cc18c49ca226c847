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
            try checkEscapes(raw, contentOffset: start, isKey: isKey)
        }
        if flags.contains(.hasNonASCII), (try? UTF8Span(validating: raw.span)) == nil {
            throw Violation(reason: .invalidUTF8, byteOffset: start - 1, isKey: isKey)
        }
    }

    /// The checks of `unescape(_:contentOffset:isKey:)`, in the same order, writing nothing.
    private static func checkEscapes(_ raw: UnsafeBufferPointer<UInt8>, contentOffset: Int, isKey: Bool) throws(Violation) {
        let count = raw.count
        func violation(_ reason: Violation.Reason, at offset: Int) -> Violation {
            Violation(reason: reason, byteOffset: contentOffset + offset, isKey: isKey)
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
        var index = 0
        while index < count {
            let byte = raw[index]
            if byte < 0x20 { throw violation(.controlCharacter(byte), at: index) }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard index + 1 < count else { throw violation(.invalidEscape(0), at: index) }
            let escaped = raw[index + 1]
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                index += 2
            case UInt8(ascii: "u"):
                guard let unit = hexValue(at: index + 2) else { throw violation(.invalidUnicodeEscape, at: index) }
                switch unit {
                case 0xD800...0xDBFF:
                    guard index + 12 <= count, raw[index + 6] == UInt8(ascii: "\\"), raw[index + 7] == UInt8(ascii: "u"),
                          let low = hexValue(at: index + 8), (0xDC00...0xDFFF).contains(low)
                    else { throw violation(.loneHighSurrogate(unit), at: index) }
                    index += 12
                case 0xDC00...0xDFFF:
                    throw violation(.loneLowSurrogate(unit), at: index)
                default:
                    index += 6
                }
            default:
                throw violation(.invalidEscape(escaped), at: index)
            }
        }
    }
}
