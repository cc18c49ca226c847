import Foundation

/// `Decimal(string:)` for the common JSON number, built directly: at most 19 significant digits
/// (so the digits fit a `UInt64`) and a small exponent, as prices and quantities are.
///
/// Why: `Decimal(string:)` makes a `String`, multiplies a 128-bit mantissa by ten per digit and
/// compacts it one division at a time, which was a sixth of decoding the benchmark's orders
/// (issue 14). The result here is the same value bit for bit, as probed on this toolchain:
/// trailing zeros stripped into the exponent (`12.50` is 125e-1), `isCompact` set, a positive
/// zero keeping its written exponent (`0.00` is 0e-2) and a negative zero all bits clear.
/// `DecoderFastPathTests` compares the bytes with `Decimal(string:)` over many spellings, and
/// `isLayoutAsProbed` checks the layout once at run time, so a Foundation whose `Decimal` is laid
/// out differently only loses the fast path.
enum ExactDecimal {
    /// Exponents the fast path produces, well inside `Decimal`'s -128...127.
    private static let exponentRange = -100...100

    /// The decimal for a valid JSON number's text, or nil when the text is outside the fast path
    /// (more than 19 significant digits, or a large exponent).
    static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Decimal? {
        guard isLayoutAsProbed, let parts = parse(text) else { return nil }
        return make(parts)
    }

    /// A number's digits as one integer and a power of ten.
    private struct Parts {
        var negative: Bool
        var mantissa: UInt64
        var exponent: Int
    }

    /// The digits the `Double` conversion reads too, when they fit the fast path.
    private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Parts? {
        guard !text.isEmpty else { return nil }
        let parts = JSONNumberConversion.parts(text)
        guard parts.isExact, exponentRange.contains(parts.exponent) else { return nil }
        return Parts(negative: parts.negative, mantissa: parts.mantissa, exponent: parts.exponent)
    }

    private static func make(_ parts: Parts) -> Decimal? {
        var mantissa = parts.mantissa
        var exponent = parts.exponent
        if mantissa == 0 {
            // A negative zero has every bit clear; a positive one keeps its exponent.
            return parts.negative ? Decimal() : build(exponent: exponent, negative: false, compact: false, mantissa: 0)
        }
        while mantissa % 10 == 0 {
            mantissa /= 10
            exponent += 1
        }
        guard exponentRange.contains(exponent) else { return nil }
        return build(exponent: exponent, negative: parts.negative, compact: true, mantissa: mantissa)
    }

    /// The 20 bytes of a `Decimal`: the exponent, a byte holding the length in 16-bit words (high
    /// nibble), `isNegative` (bit 3) and `isCompact` (bit 2), two reserved bytes, then eight 16-bit
    /// mantissa words, least significant first.
    private static func build(exponent: Int, negative: Bool, compact: Bool, mantissa: UInt64) -> Decimal {
        let length: UInt8 =
            mantissa == 0 ? 0 : mantissa < 1 << 16 ? 1 : mantissa < 1 << 32 ? 2 : mantissa < 1 << 48 ? 3 : 4
        var decimal = Decimal()
        withUnsafeMutableBytes(of: &decimal) { raw in
            raw[0] = UInt8(bitPattern: Int8(exponent))
            raw[1] = length << 4 | (negative ? 0x08 : 0) | (compact ? 0x04 : 0)
            raw[2] = 0
            raw[3] = 0
            raw.storeBytes(of: mantissa.littleEndian, toByteOffset: 4, as: UInt64.self)
            raw.storeBytes(of: 0, toByteOffset: 12, as: UInt64.self)
        }
        return decimal
    }

    /// Whether `Decimal` is laid out as `build` writes it: checked once against `Decimal(string:)`.
    static let isLayoutAsProbed: Bool = {
        guard MemoryLayout<Decimal>.size == 20 else { return false }
        let probes: [(String, Parts)] = [
            ("-12.50", Parts(negative: true, mantissa: 1250, exponent: -2)),
            ("0.00", Parts(negative: false, mantissa: 0, exponent: -2)),
            ("18446744073709551615", Parts(negative: false, mantissa: .max, exponent: 0)),
            ("7e3", Parts(negative: false, mantissa: 7, exponent: 3)),
        ]
        return probes.allSatisfy { text, parts in
            guard let expected = Decimal(string: text), let built = make(parts) else { return false }
            return bytes(of: expected) == bytes(of: built)
        }
    }()

    static func bytes(of decimal: Decimal) -> [UInt8] {
        withUnsafeBytes(of: decimal) { Array($0) }
    }
}
