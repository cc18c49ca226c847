/// The tape flags for a number's text, decided while the reader has the bytes at hand.
enum JSONNumberGrammar {
    /// `.isPlainInteger` for `-?(0|[1-9][0-9]*)`, `.isMalformedNumber` for text outside RFC 8259's
    /// grammar (`NumberSpelling` says where), no flag for other valid numbers.
    @inline(__always)
    static func classify(_ text: UnsafeBufferPointer<UInt8>) -> JSONTapeFlags {
        var index = text.first == UInt8(ascii: "-") ? 1 : 0
        let firstDigit = index
        while index < text.count, text[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        let digits = index - firstDigit
        if index == text.count, digits > 0, digits == 1 || text[firstDigit] != UInt8(ascii: "0") {
            return .isPlainInteger
        }
        return NumberSpelling.firstViolation(in: text) == nil ? [] : .isMalformedNumber
    }
}
