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

    /// Significant digits and decimal exponent of a valid JSON number, when they fit a UInt64:
    /// what `parseDouble` rounds and `ExactDecimal` lays out.
    struct DecimalParts {
        var mantissa: UInt64 = 0
        var exponent: Int = 0
        var negative = false
        /// False when digits were dropped (more than 19 significant digits) or the exponent is huge.
        var isExact = true
    }

    @inline(__always)
    static func parts(_ text: UnsafeBufferPointer<UInt8>) -> DecimalParts {
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
    /// digits, power of ten up to 22: Clinger's fast path) are computed directly, then numbers of
    /// up to 19 digits with a power of ten up to 22 in exact 128-bit integer arithmetic
    /// (`roundedDouble`); the rest goes through the C library's correctly rounded parser.
    static func parseDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        let parts = parts(text)
        if parts.isExact, parts.mantissa <= 1 << 53, parts.exponent >= -22, parts.exponent <= 22 {
            var value = Double(parts.mantissa)
            if parts.exponent < 0 { value /= exactPowersOfTen[-parts.exponent] } else { value *= exactPowersOfTen[parts.exponent] }
            return parts.negative ? -value : value
        }
        if parts.isExact, let value = roundedDouble(mantissa: parts.mantissa, exponent: parts.exponent) {
            return parts.negative ? -value : value
        }
        return CNumberParsing.double(text)
    }

    /// Powers of ten as 128-bit integers, 10^0 through 10^22.
    private static let integerPowersOfTen: [UInt128] = (0...22).map { exponent in
        var value: UInt128 = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// `mantissa` × 10^`exponent` rounded to the nearest `Double` (ties to even), computed exactly
    /// for |exponent| ≤ 22; nil outside that range or when the product does not fit 128 bits.
    ///
    /// Why: canada.json's coordinates have 16 to 17 digits (`-65.613616999999977`), past
    /// Clinger's fast path, and `strtod` took half of the `Decoder`'s time on them (issue 14). A
    /// negative exponent divides the mantissa, shifted to the top of 128 bits, by 10^k (at most
    /// 74 bits), which leaves at least 54 quotient bits: 53 for the significand, one to round
    /// with, and the remainder says whether anything below it is non-zero. A positive exponent
    /// multiplies exactly. Both round the exact value once, so the result is correctly rounded.
    static func roundedDouble(mantissa: UInt64, exponent: Int) -> Double? {
        guard mantissa != 0 else { return 0 }
        guard exponent >= -22, exponent <= 22 else { return nil }
        if exponent >= 0 {
            let (high, low) = UInt128(mantissa).multipliedFullWidth(by: integerPowersOfTen[exponent])
            guard high == 0 else { return nil }
            return rounded(low, remainderIsZero: true, binaryExponent: 0)
        }
        let shift = UInt128(mantissa).leadingZeroBitCount
        let numerator = UInt128(mantissa) << shift
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: integerPowersOfTen[-exponent])
        return rounded(quotient, remainderIsZero: remainder == 0, binaryExponent: -shift)
    }

    /// `value` × 2^`binaryExponent`, plus a non-zero fraction below `value`'s last bit unless
    /// `remainderIsZero`, rounded to 53 significant bits, ties to even. The caller keeps the
    /// result in `Double`'s normal range (within 2^-128 … 2^128).
    @inline(__always)
    private static func rounded(_ value: UInt128, remainderIsZero: Bool, binaryExponent: Int) -> Double {
        let width = UInt128.bitWidth - value.leadingZeroBitCount
        guard width > 53 else {
            // Exact in 53 bits: nothing below the last bit but the remainder, which the callers
            // only leave non-zero with at least 54 quotient bits.
            return Double(sign: .plus, exponent: binaryExponent, significand: Double(UInt64(value)))
        }
        let dropped = width - 53
        var significand = UInt64(value >> dropped)
        let roundBit = (value >> (dropped - 1)) & 1 == 1
        let sticky = !remainderIsZero || value & ((1 << (dropped - 1)) - 1) != 0
        if roundBit, sticky || significand & 1 == 1 { significand += 1 }
        // A carry to 2^53 is still exact in a Double.
        return Double(sign: .plus, exponent: binaryExponent + dropped, significand: Double(significand))
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
