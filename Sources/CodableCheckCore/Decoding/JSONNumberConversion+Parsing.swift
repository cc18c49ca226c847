/// Decimal text to binary floating point, correctly rounded, from the bytes of a valid JSON number.
extension JSONNumberConversion {
    /// Powers of ten that `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Powers of ten that `Float` holds exactly.
    private static let exactFloatPowersOfTen: [Float] = (0...10).map { exponent in
        var value: Float = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Significant digits and decimal exponent of a valid JSON number, when they fit a UInt64.
    private struct DecimalParts {
        var mantissa: UInt64 = 0
        var exponent: Int = 0
        var negative = false
        /// False when digits were dropped (more than 19 significant digits) or the exponent is huge.
        var isExact = true
    }

    @inline(__always)
    private static func parts(_ text: UnsafeBufferPointer<UInt8>) -> DecimalParts {
        var parts = DecimalParts()
        var index = 0
        let count = text.count
        if text[0] == UInt8(ascii: "-") { parts.negative = true; index = 1 }
        var significantDigits = 0
        while index < count {
            let byte = text[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if parts.mantissa != 0 || byte != UInt8(ascii: "0") { significantDigits += 1 }
                if significantDigits > 19 { parts.isExact = false; return parts }
                parts.mantissa = parts.mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                index += 1
            } else if byte == UInt8(ascii: ".") {
                index += 1
                while index < count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
                    let digit = text[index]
                    if parts.mantissa != 0 || digit != UInt8(ascii: "0") { significantDigits += 1 }
                    if significantDigits > 19 { parts.isExact = false; return parts }
                    parts.mantissa = parts.mantissa &* 10 &+ UInt64(digit &- UInt8(ascii: "0"))
                    parts.exponent -= 1
                    index += 1
                }
            } else {  // e or E
                index += 1
                var exponentNegative = false
                if index < count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                    exponentNegative = text[index] == UInt8(ascii: "-")
                    index += 1
                }
                var exponent = 0
                while index < count {
                    exponent = exponent * 10 + Int(text[index] &- UInt8(ascii: "0"))
                    if exponent > 100_000 { parts.isExact = false; return parts }
                    index += 1
                }
                parts.exponent += exponentNegative ? -exponent : exponent
            }
        }
        return parts
    }

    /// The correctly rounded `Double` for a valid JSON number. Exact small cases (at most 15
    /// digits, power of ten up to 22: Clinger's fast path) are computed directly; the rest goes
    /// through the standard library's correctly rounded parser.
    static func parseDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        let parts = parts(text)
        if parts.isExact, parts.mantissa <= 1 << 53, parts.exponent >= -22, parts.exponent <= 22 {
            var value = Double(parts.mantissa)
            if parts.exponent < 0 { value /= exactPowersOfTen[-parts.exponent] } else { value *= exactPowersOfTen[parts.exponent] }
            return parts.negative ? -value : value
        }
        return CNumberParsing.double(text)
    }

    /// The correctly rounded `Float` for a valid JSON number (no double rounding through `Double`).
    static func parseFloat(_ text: UnsafeBufferPointer<UInt8>) -> Float {
        let parts = parts(text)
        if parts.isExact, parts.mantissa <= 1 << 24, parts.exponent >= -10, parts.exponent <= 10 {
            var value = Float(parts.mantissa)
            if parts.exponent < 0 {
                value /= exactFloatPowersOfTen[-parts.exponent]
            } else {
                value *= exactFloatPowersOfTen[parts.exponent]
            }
            return parts.negative ? -value : value
        }
        return CNumberParsing.float(text)
    }
}
