/// Detects an input's encoding the way Foundation's `JSONDecoder` does and returns its bytes as
/// UTF-8 in a buffer the caller owns.
///
/// Foundation looks at the first bytes (RFC 4627 section 3): a byte-order mark, or the pattern of
/// NUL bytes that ASCII text leaves in UTF-16 and UTF-32. Observed on this toolchain: UTF-16 with
/// and without a BOM and UTF-32 without one are read; `FF FE 00 00` (UTF-32 LE with its BOM) is
/// taken for UTF-16 LE and fails. UTF-8 is not validated here: like Foundation, invalid UTF-8 only
/// fails inside a string that is decoded.
enum JSONInputTranscoder {
    static func utf8Bytes(
        of input: some Collection<UInt8>
    ) throws(JSONSyntaxError) -> (UnsafeMutableBufferPointer<UInt8>, JSONInputEncoding) {
        let encoding = detectEncoding(of: input)
        switch encoding {
        case .utf8, .utf8WithBOM:
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(input.count, 1))
            _ = buffer.initialize(from: input)
            return (UnsafeMutableBufferPointer(rebasing: buffer[..<input.count]), encoding)
        case .utf16BigEndian, .utf16LittleEndian:
            return try transcode(input, encoding: encoding, unitSize: 2)
        case .utf32BigEndian, .utf32LittleEndian:
            return try transcode(input, encoding: encoding, unitSize: 4)
        }
    }

    static func detectEncoding(of input: some Collection<UInt8>) -> JSONInputEncoding {
        let head = Array(input.prefix(4))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8WithBOM }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if head.count == 4 {
            if head[0] == 0, head[1] == 0, head[2] == 0, head[3] != 0 { return .utf32BigEndian }
            if head[0] != 0, head[1] == 0, head[2] == 0, head[3] == 0 { return .utf32LittleEndian }
        }
        if head.count >= 2 {
            if head[0] == 0, head[1] != 0 { return .utf16BigEndian }
            if head[0] != 0, head[1] == 0 { return .utf16LittleEndian }
        }
        return .utf8
    }

    /// Decodes UTF-16 or UTF-32 strictly (a lone surrogate fails the whole input, as in
    /// Foundation) and drops a leading byte-order mark. A partial code unit at the end is ignored,
    /// as Foundation ignores it.
    private static func transcode(
        _ input: some Collection<UInt8>, encoding: JSONInputEncoding, unitSize: Int
    ) throws(JSONSyntaxError) -> (UnsafeMutableBufferPointer<UInt8>, JSONInputEncoding) {
        var bytes = Array(input)
        bytes.removeLast(bytes.count % unitSize)
        let bigEndian = encoding == .utf16BigEndian || encoding == .utf32BigEndian
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count)
        var valid = true
        if unitSize == 2 {
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            for i in stride(from: 0, to: bytes.count, by: 2) {
                let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
                units.append(bigEndian ? a << 8 | b : b << 8 | a)
            }
            valid = !transcode(units, from: UTF16.self, into: &utf8)
        } else {
            var units: [UInt32] = []
            units.reserveCapacity(bytes.count / 4)
            for i in stride(from: 0, to: bytes.count, by: 4) {
                let word = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[i + (bigEndian ? $1 : 3 - $1)]) }
                units.append(word)
            }
            valid = !transcode(units, from: UTF32.self, into: &utf8)
        }
        guard valid else {
            throw JSONSyntaxError(.invalidEncoding("the input is not valid \(name(of: encoding))"), at: 0)
        }
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8.removeFirst(3) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(utf8.count, 1))
        _ = buffer.initialize(from: utf8)
        return (UnsafeMutableBufferPointer(rebasing: buffer[..<utf8.count]), encoding)
    }

    /// Returns whether decoding failed.
    private static func transcode<Codec: UnicodeCodec>(
        _ units: [Codec.CodeUnit], from codec: Codec.Type, into utf8: inout [UInt8]
    ) -> Bool {
        Swift.transcode(units.makeIterator(), from: codec, to: UTF8.self, stoppingOnError: true) {
            utf8.append($0)
        }
    }

    private static func name(of encoding: JSONInputEncoding) -> String {
        switch encoding {
        case .utf8, .utf8WithBOM: "UTF-8"
        case .utf16BigEndian: "UTF-16 (big-endian)"
        case .utf16LittleEndian: "UTF-16 (little-endian)"
        case .utf32BigEndian: "UTF-32 (big-endian)"
        case .utf32LittleEndian: "UTF-32 (little-endian)"
        }
    }
}
