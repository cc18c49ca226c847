/// Turns a string's raw bytes (between the quotes) into a Swift `String`, with the rules
/// Foundation applies when it decodes a string: the escapes of RFC 8259, surrogate pairs, no raw
/// control characters, valid UTF-8.
enum JSONStringContent {
    /// Why a string's content cannot be decoded, with the byte offset into the content.
    struct Failure: Error, Equatable {
        var message: String
        /// Offset into the string's content (0 is the byte after the opening quote).
        var contentOffset: Int
    }

    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> Result<String, Failure> {
        // Fast path: no backslash and no control byte means the bytes are the string.
        var needsUnescaping = false
        for (offset, byte) in raw.enumerated() {
            if byte == UInt8(ascii: "\\") {
                needsUnescaping = true
                break
            }
            if byte < 0x20 { return .failure(controlCharacter(byte, at: offset)) }
        }
        if !needsUnescaping {
            guard let string = String(validating: raw, as: UTF8.self) else {
                return .failure(invalidUTF8(in: raw))
            }
            return .success(string)
        }
        return unescape(raw)
    }

    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> Result<String, Failure> {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte < 0x20 { return .failure(controlCharacter(byte, at: index)) }
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            guard index + 1 < raw.count else {
                return .failure(Failure(message: "unfinished escape sequence at the end of the string", contentOffset: index))
            }
            let escaped = raw[index + 1]
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                switch unicodeEscape(raw, at: index) {
                case .success(let (scalar, length)):
                    utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index += length
                    continue
                case .failure(let failure):
                    return .failure(failure)
                }
            default:
                let shown = escaped < 0x80 ? String(UnicodeScalar(escaped)) : "\\u{\(String(escaped, radix: 16))}"
                return .failure(Failure(message: "invalid escape sequence '\\\(shown)' in string", contentOffset: index))
            }
            index += 2
        }
        guard let string = String(validating: utf8, as: UTF8.self) else {
            return .failure(invalidUTF8(in: raw))
        }
        return .success(string)
    }

    /// Reads `\uXXXX` at `index`, and a following `\uXXXX` low surrogate when the first is a high
    /// one. Returns the scalar and the number of bytes consumed.
    private static func unicodeEscape(
        _ raw: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> Result<(Unicode.Scalar, Int), Failure> {
        guard let high = hexQuad(raw, at: index + 2) else {
            let text = String(decoding: raw[index..<min(index + 6, raw.count)], as: UTF8.self)
            return .failure(Failure(message: "invalid unicode escape '\(text)' in string", contentOffset: index))
        }
        switch high {
        case 0xD800...0xDBFF:
            guard index + 7 < raw.count, raw[index + 6] == UInt8(ascii: "\\"), raw[index + 7] == UInt8(ascii: "u"),
                let low = hexQuad(raw, at: index + 8), (0xDC00...0xDFFF).contains(low)
            else {
                return .failure(Failure(
                    message: "unpaired surrogate '\\u\(hex(high))' in string (a high surrogate must be followed by a low one)",
                    contentOffset: index))
            }
            let value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            return .success((Unicode.Scalar(value)!, 12))
        case 0xDC00...0xDFFF:
            return .failure(Failure(
                message: "unpaired surrogate '\\u\(hex(high))' in string (a low surrogate without a high one)",
                contentOffset: index))
        default:
            return .success((Unicode.Scalar(UInt32(high))!, 6))
        }
    }

    private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
        guard index + 4 <= raw.count else { return nil }
        var value: UInt16 = 0
        for byte in raw[index..<(index + 4)] {
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

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private static func controlCharacter(_ byte: UInt8, at offset: Int) -> Failure {
        let name = byte == 0x09 ? "tab" : byte == 0x0A ? "line feed" : byte == 0x0D ? "carriage return" : "control character"
        return Failure(
            message: "unescaped \(name) (U+\(hex(UInt16(byte)).uppercased())) in string", contentOffset: offset)
    }

    private static func invalidUTF8(in raw: UnsafeBufferPointer<UInt8>) -> Failure {
        // Find the first byte where validation fails, for the position.
        var offset = 0
        var decoder = UTF8()
        var iterator = raw.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        return Failure(message: "invalid UTF-8 in string", contentOffset: offset)
    }
}
