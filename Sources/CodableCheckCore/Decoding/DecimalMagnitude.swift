/// The order of magnitude of a valid JSON number, read from its text without converting it.
///
/// Validation only needs to know whether a number fits a floating-point type: `JSONDecoder`
/// refuses overflow to infinity and underflow to zero, nothing else. The power of ten of the first
/// significant digit answers that for every number away from the limits, so schema-driven checking
/// skips the costly correctly rounded conversion for them; numbers near a limit (and zero, whose
/// spellings Foundation treats unevenly) still go through the full conversion and its errors.
enum DecimalMagnitude {
    /// Whether `text` (a number the reader did not flag as malformed) certainly converts to a
    /// finite, non-zero value of a type whose normal range spans `10^lowest ... 10^highest`.
    @inline(__always)
    static func isSafelyInside(_ text: UnsafeBufferPointer<UInt8>, lowest: Int, highest: Int) -> Bool {
        isPlainlyInside(text, highest: highest) || magnitudeIsInside(text, lowest: lowest, highest: highest)
    }

    /// The common case decided without reading digits one by one: a number whose first digit is
    /// not zero and that has no exponent is at least 1 and below ten to the power of its length,
    /// so a short one is inside the range. canada.json's 111,000 coordinates took 300
    /// instructions each through `magnitudeIsInside`, a third of the run. False says nothing:
    /// `magnitudeIsInside` decides.
    @inline(__always)
    static func isPlainlyInside(_ text: UnsafeBufferPointer<UInt8>, highest: Int) -> Bool {
        let count = text.count
        guard count > 0, count < highest else { return false }
        let base = text.baseAddress.unsafelyUnwrapped
        let firstDigit = base[0] == UInt8(ascii: "-") ? 1 : 0
        guard firstDigit < count, base[firstDigit] &- UInt8(ascii: "1") < 9 else { return false }
        return !SWAR.containsExponentMarker(base, count: count)
    }

    /// Whether the power of ten of the first significant digit, read digit by digit with the
    /// exponent, is inside the range.
    static func magnitudeIsInside(_ text: UnsafeBufferPointer<UInt8>, lowest: Int, highest: Int) -> Bool {
        var index = 0
        let count = text.count
        if text[0] == UInt8(ascii: "-") { index = 1 }
        // The power of ten of the first non-zero digit: for `123.4` it is 2, for `0.05` it is -2.
        var leadingPower: Int?
        var integerDigitsFromFirstNonZero = 0
        while index < count, text[index] &- UInt8(ascii: "0") < 10 {
            if integerDigitsFromFirstNonZero > 0 || text[index] != UInt8(ascii: "0") { integerDigitsFromFirstNonZero += 1 }
            index += 1
        }
        if integerDigitsFromFirstNonZero > 0 { leadingPower = integerDigitsFromFirstNonZero - 1 }
        if index < count, text[index] == UInt8(ascii: ".") {
            index += 1
            var power = -1
            while index < count, text[index] &- UInt8(ascii: "0") < 10 {
                if leadingPower == nil, text[index] != UInt8(ascii: "0") { leadingPower = power }
                power -= 1
                index += 1
            }
        }
        // A zero significand: left to the full conversion (Foundation refuses some, e.g. `0e1`).
        guard var power = leadingPower else { return false }
        if index < count {  // The exponent: `e`, an optional sign, digits.
            index += 1
            var negative = false
            if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                negative = text[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0
            while index < count {
                exponent = exponent * 10 + Int(text[index] &- UInt8(ascii: "0"))
                if exponent > 100_000 { return false }
                index += 1
            }
            power += negative ? -exponent : exponent
        }
        return power > lowest && power < highest
    }

    /// `Double`: finite below 1.8e308, non-zero down to 4.9e-324 (subnormals included).
    static let doubleRange = (lowest: -323, highest: 308)
    /// `Float`: finite below 3.4e38, non-zero down to 1.4e-45.
    static let floatRange = (lowest: -45, highest: 38)
}
