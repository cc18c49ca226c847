extension JSONStringDecoding {
    /// Receives a string's content as the escape scanner decodes it: plain bytes as they are,
    /// escapes as the Unicode scalar they stand for.
    protocol ContentSink {
        mutating func append(byte: UInt8)
        mutating func append(scalar: UInt32)
        /// Appends the first `count` bytes (0 to 8) of `word`, eight plain bytes of the raw text
        /// loaded little-endian at the position `count` more bytes are read from.
        mutating func append(firstBytesOf word: UInt64, count: Int)
    }

    /// Discards everything: validation only needs the scanner's verdict.
    struct DiscardingSink: ContentSink {
        @inline(__always) mutating func append(byte: UInt8) {}
        @inline(__always) mutating func append(scalar: UInt32) {}
        @inline(__always) mutating func append(firstBytesOf word: UInt64, count: Int) {}
    }

    /// Writes the unescaped content as UTF-8 into a buffer at least as long as the raw text (an
    /// escape is never shorter than what it stands for).
    struct UTF8BufferSink: ContentSink {
        let output: UnsafeMutableBufferPointer<UInt8>
        private(set) var written = 0

        init(output: UnsafeMutableBufferPointer<UInt8>) {
            self.output = output
        }

        @inline(__always) mutating func append(byte: UInt8) {
            output[written] = byte
            written += 1
        }

        /// Stores all eight bytes and keeps `count`: the output is as long as the raw text and
        /// never ahead of it, so eight bytes read from the raw text fit, and the ones beyond
        /// `count` are overwritten by what follows (or lie past `written`, never read).
        @inline(__always) mutating func append(firstBytesOf word: UInt64, count: Int) {
            UnsafeMutableRawPointer(output.baseAddress.unsafelyUnwrapped + written).storeBytes(of: word, as: UInt64.self)
            written += count
        }

        mutating func append(scalar: UInt32) {
            switch scalar {
            case 0..<0x80:
                append(byte: UInt8(scalar))
            case 0x80..<0x800:
                append(byte: UInt8(0xC0 | (scalar >> 6)))
                append(byte: UInt8(0x80 | (scalar & 0x3F)))
            case 0x800..<0x10000:
                append(byte: UInt8(0xE0 | (scalar >> 12)))
                append(byte: UInt8(0x80 | ((scalar >> 6) & 0x3F)))
                append(byte: UInt8(0x80 | (scalar & 0x3F)))
            default:
                append(byte: UInt8(0xF0 | (scalar >> 18)))
                append(byte: UInt8(0x80 | ((scalar >> 12) & 0x3F)))
                append(byte: UInt8(0x80 | ((scalar >> 6) & 0x3F)))
                append(byte: UInt8(0x80 | (scalar & 0x3F)))
            }
        }
    }

    /// The one place that knows Foundation's rules for a string's content: the escapes of RFC 8259,
    /// surrogate pairs, no raw control characters. Decoding (`unescape`) and allocation-free
    /// validation (`validateContent`) both run it, with different sinks, so they cannot disagree.
    /// UTF-8 validity is checked by the callers.
    @inline(__always)
    static func scanContent<Sink: ContentSink>(
        _ raw: UnsafeBufferPointer<UInt8>, contentOffset: Int, isKey: Bool, into sink: inout Sink
    ) throws(Violation) {
        let count = raw.count
        func violation(_ reason: Violation.Reason, at offset: Int) -> Violation {
            Violation(reason: reason, byteOffset: contentOffset + offset, isKey: isKey)
        }
        var index = 0
        let base = raw.baseAddress.unsafelyUnwrapped
        while index < count {
            // Plain bytes (no backslash, no control byte; a quote cannot occur) eight at a time, up
            // to the next byte that is not: a tweet's text runs long between its `\n` escapes.
            while index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let special = SWAR.stringSpecialBytes(in: word)
                let plainCount = special == 0 ? 8 : special.trailingZeroBitCount >> 3
                sink.append(firstBytesOf: word.littleEndian, count: plainCount)
                index += plainCount
                if plainCount < 8 { break }
            }
            guard index < count else { break }
            let byte = raw[index]
            if byte < 0x20 { throw violation(.controlCharacter(byte), at: index) }
            guard byte == UInt8(ascii: "\\") else {
                sink.append(byte: byte)
                index += 1
                continue
            }
            guard index + 1 < count else { throw violation(.invalidEscape(0), at: index) }
            let escaped = raw[index + 1]
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): sink.append(byte: escaped)
            case UInt8(ascii: "b"): sink.append(byte: 0x08)
            case UInt8(ascii: "f"): sink.append(byte: 0x0C)
            case UInt8(ascii: "n"): sink.append(byte: 0x0A)
            case UInt8(ascii: "r"): sink.append(byte: 0x0D)
            case UInt8(ascii: "t"): sink.append(byte: 0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexQuad(raw, at: index + 2) else { throw violation(.invalidUnicodeEscape, at: index) }
                switch unit {
                case 0xD800...0xDBFF:
                    guard index + 12 <= count, raw[index + 6] == UInt8(ascii: "\\"), raw[index + 7] == UInt8(ascii: "u"),
                        let low = hexQuad(raw, at: index + 8), (0xDC00...0xDFFF).contains(low)
                    else { throw violation(.loneHighSurrogate(unit), at: index) }
                    sink.append(scalar: 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                    index += 12
                    continue
                case 0xDC00...0xDFFF:
                    throw violation(.loneLowSurrogate(unit), at: index)
                default:
                    sink.append(scalar: UInt32(unit))
                    index += 6
                    continue
                }
            default:
                throw violation(.invalidEscape(escaped), at: index)
            }
            index += 2
        }
    }

    /// Four hex digits at `position`, or nil when they are not all there.
    @inline(__always)
    private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt16? {
        guard position + 4 <= raw.count else { return nil }
        var value: UInt16 = 0
        for byte in raw[position..<position + 4] {
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
}
