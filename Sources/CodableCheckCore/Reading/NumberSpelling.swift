/// RFC 8259's number grammar, checked only when a number the reader flagged as malformed is
/// decoded, to say what is wrong with it.
///
/// Why lazily: Foundation's scanner lets `01`, `1.` or `-` through wherever no one decodes them,
/// and rejects them (without a path) only when the value is decoded; the reader records the flag,
/// decoding reports it.
enum NumberSpelling {
    /// The first place where a number's text leaves the grammar.
    struct Violation: Sendable, Equatable {
        enum Reason: Sendable, Equatable {
            case leadingZero
            case noDigitAfterMinus
            case noDigitAfterDecimalPoint
            case noDigitInExponent
            case unexpectedCharacter(UInt8)
        }

        var reason: Reason
        /// The number as written (truncated when long).
        var text: String

        /// `number 01 has a leading zero`.
        var message: String {
            let number = "number \(text)"
            switch reason {
            case .leadingZero: return "\(number) has a leading zero"
            case .noDigitAfterMinus: return "\(number) has no digit after the minus sign"
            case .noDigitAfterDecimalPoint: return "\(number) has no digit after the decimal point"
            case .noDigitInExponent: return "\(number) has no digit in its exponent"
            case .unexpectedCharacter(let byte): return "\(number) has an unexpected \(JSONSyntaxError.describe(byte))"
            }
        }
    }

    /// The first violation in `bytes`, or `nil` when the text is a valid JSON number.
    static func firstViolation(in bytes: UnsafeBufferPointer<UInt8>) -> Violation.Reason? {
        var index = 0
        let count = bytes.count
        func isDigit(_ i: Int) -> Bool { i < count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }

        if index < count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else {
            return index < count ? .unexpectedCharacter(bytes[index]) : .noDigitAfterMinus
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { return .leadingZero }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return .noDigitAfterDecimalPoint }
            while isDigit(index) { index += 1 }
        }
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { return .noDigitInExponent }
            while isDigit(index) { index += 1 }
        }
        return index < count ? .unexpectedCharacter(bytes[index]) : nil
    }
}
