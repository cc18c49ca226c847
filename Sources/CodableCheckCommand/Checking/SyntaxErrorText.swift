import Foundation

/// The UTF-8 text a syntax error's byte offset counts in.
///
/// The reader transcodes UTF-16 and UTF-32 inputs to UTF-8 before scanning, and its offsets count
/// the transcoded bytes; when reading fails there is no document to ask for them. This redoes the
/// transcoding (same detection as Foundation: a byte-order mark or the NUL pattern of ASCII text,
/// and the mark dropped) only to place the caret. UTF-8 input is used as it is.
enum SyntaxErrorText {
    static func utf8(for input: [UInt8]) -> [UInt8] {
        guard let encoding = wideEncoding(of: input) else { return input }
        guard let text = String(bytes: input, encoding: encoding) else { return input }
        var utf8 = Array(text.utf8)
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8.removeFirst(3) }
        return utf8
    }

    private static func wideEncoding(of input: [UInt8]) -> String.Encoding? {
        let head = Array(input.prefix(4))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
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
        return nil
    }
}
