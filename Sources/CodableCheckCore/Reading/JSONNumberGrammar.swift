/// RFC 8259's number grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, applied to
/// the text the scanner delimited.
enum JSONNumberGrammar {
    /// `.isPlainInteger` for `-?(0|[1-9][0-9]*)`, `.isMalformedNumber` for text outside the grammar.
    static func classify(_ text: UnsafeBufferPointer<UInt8>) -> JSONTapeFlags {
        var index = 0
        let count = text.count
        if index < count, text[index] == UInt8(ascii: "-") { index += 1 }
        guard index < count, isDigit(text[index]) else { return .isMalformedNumber }
        if text[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < count, isDigit(text[index]) { index += 1 }
        }
        if index == count { return .isPlainInteger }
        if text[index] == UInt8(ascii: ".") {
            index += 1
            guard index < count, isDigit(text[index]) else { return .isMalformedNumber }
            while index < count, isDigit(text[index]) { index += 1 }
        }
        if index < count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            guard index < count, isDigit(text[index]) else { return .isMalformedNumber }
            while index < count, isDigit(text[index]) { index += 1 }
        }
        return index == count ? [] : .isMalformedNumber
    }

    /// A short explanation of why `text` breaks the grammar, for warnings and errors.
    static func problem(in text: String) -> String {
        var body = Substring(text)
        if body.hasPrefix("-") { body = body.dropFirst() }
        if body.isEmpty { return "number \"\(text)\" has no digits" }
        if body.first == "0", let next = body.dropFirst().first, next.isASCII && next.isNumber {
            return "number \"\(text)\" has a leading zero"
        }
        return "\"\(text)\" is not a valid number"
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
