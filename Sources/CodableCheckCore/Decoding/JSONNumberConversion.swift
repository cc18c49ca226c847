import Foundation

/// Number conversions with `JSONDecoder`'s exact acceptance rules, from a tape entry's text.
///
/// Every function takes the document's bytes and one tape entry (or a document and an index) and
/// returns the value or throws a `ValueFailure` without a path. The `Decoder` and the schema path
/// both call these, so a number is accepted or refused the same way on either path.
enum JSONNumberConversion {
    // MARK: Integers

    /// An integer of type `T` from the value at `index`.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int, in document: JSONDocument) throws(ValueFailure) -> T {
        try integer(type, entry: document.tape.entries[index], bytes: document.bytes)
    }

    @inline(__always)
    static func integer<T: FixedWidthInteger>(_ type: T.Type, entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure)
        -> T
    {
        guard entry.kind == .number else {
            throw entry.kind == .null ? .valueNotFound(expected: T.self) : .typeMismatch(expected: T.self)
        }
        let text = UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset), count: Int(entry.extent))
        if entry.flags.contains(.isPlainInteger), let value = plainInteger(T.self, text) {
            return value
        }
        return try integerSlowPath(T.self, text: text, isMalformed: entry.flags.contains(.isMalformedNumber))
    }

    /// `-?digits` straight from the bytes, or `nil` when the value does not fit `T`.
    @inline(__always)
    static func plainInteger<T: FixedWidthInteger>(_ type: T.Type, _ text: UnsafeBufferPointer<UInt8>) -> T? {
        let base = text.baseAddress.unsafelyUnwrapped
        let negative = base[0] == UInt8(ascii: "-")
        let start = negative ? 1 : 0
        let digitCount = text.count - start
        guard digitCount <= 19, T.bitWidth <= 64 else { return checkedPlainInteger(T.self, text, negative: negative) }
        // 19 decimal digits always fit in UInt64, so no overflow checks in the loop.
        var magnitude: UInt64 = 0
        for i in start..<text.count {
            magnitude = magnitude &* 10 &+ UInt64(base[i] &- UInt8(ascii: "0"))
        }
        if negative {
            if magnitude == 0 { return 0 }
            guard T.isSigned, magnitude <= UInt64(T.max) + 1 else { return nil }
            return T(truncatingIfNeeded: 0 &- magnitude)
        }
        guard magnitude <= UInt64(T.max) else { return nil }
        return T(truncatingIfNeeded: magnitude)
    }

    private static func checkedPlainInteger<T: FixedWidthInteger>(_ type: T.Type, _ text: UnsafeBufferPointer<UInt8>, negative: Bool) -> T?
    {
        var value: T = 0
        for byte in text.dropFirst(negative ? 1 : 0) {
            let digit = T(byte &- UInt8(ascii: "0"))
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
        }
        return value
    }

    /// Foundation's rule for every other spelling (`1.0`, `1e2`, out-of-range integers): parse as
    /// `Double`, require `T(exactly:)`; below 2^53 that is the value, above it the text is parsed
    /// again as a `Decimal` and converted with truncating division, as `JSONDecoder` does. Hence
    /// `9223372036854775807.0` fails for `Int64` (the Double is 2^63) while `9007199254740993.5`
    /// decodes as 9007199254740993.
    static func integerSlowPath<T: FixedWidthInteger>(_ type: T.Type, text: UnsafeBufferPointer<UInt8>, isMalformed: Bool)
        throws(ValueFailure) -> T
    {
        if isMalformed, let reason = NumberSpelling.firstViolation(in: text) {
            throw .malformedNumber(.init(reason: reason, text: ValueText.excerpt(text)))
        }
        let double = parseDouble(text)
        guard let value = T(exactly: double) else {
            throw integerFailure(T.self, text: text, double: double)
        }
        if double.magnitude < 9_007_199_254_740_992 {  // 2^53: every integer below is exact
            return value
        }
        guard let decimal = Decimal(string: String(decoding: text, as: UTF8.self)),
            let exact = integer(T.self, fromDecimal: decimal)
        else {
            throw integerFailure(T.self, text: text, double: double)
        }
        return exact
    }

    /// `FixedWidthInteger.init?(_: CustomDecimal)` as Foundation's decoder uses it: the mantissa
    /// must fit `UInt64`; a negative exponent divides (truncating), a positive one multiplies.
    private static func integer<T: FixedWidthInteger>(_ type: T.Type, fromDecimal decimal: Decimal) -> T? {
        guard !decimal.isNaN else { return nil }
        let negative = decimal.sign == .minus && !decimal.isZero
        if negative && !T.isSigned { return nil }
        var mantissaText = decimal.significand.description
        if mantissaText.hasPrefix("-") { mantissaText.removeFirst() }
        guard var value = UInt64(mantissaText) else { return nil }
        let exponent = decimal.exponent
        if exponent < 0 {
            for _ in 0 ..< -exponent { value /= 10 }
        } else {
            for _ in 0..<exponent {
                let (next, overflow) = value.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                value = next
            }
        }
        guard let sized = T(exactly: value) else { return nil }
        return negative ? sized * -1 : sized
    }

    /// Says why an integer conversion failed, in our words; Foundation's are the same for all.
    private static func integerFailure<T: FixedWidthInteger>(_ type: T.Type, text: UnsafeBufferPointer<UInt8>, double: Double)
        -> ValueFailure
    {
        if double.isFinite, double.rounded(.towardZero) != double { return .numberIsNotInteger(type: T.self) }
        if let decimal = Decimal(string: String(decoding: text, as: UTF8.self)), decimal.isFinite {
            var source = decimal
            var integral = Decimal()
            NSDecimalRound(&integral, &source, 0, .down)
            if integral != decimal { return .numberIsNotInteger(type: T.self) }
            if let minimum = Decimal(string: String(T.min)), let maximum = Decimal(string: String(T.max)),
                decimal >= minimum, decimal <= maximum
            {
                return .numberRoundsOutOfRange(type: T.self)
            }
        }
        return .numberDoesNotFit(type: T.self)
    }

    // MARK: Floating point

    /// A `Double` from the value at `index`; strings go through `nonConforming` when given
    /// (`.convertFromString`), as `JSONDecoder` matches them: exact bytes, unescaped strings only.
    static func double(at index: Int, in document: JSONDocument, nonConforming: NonConformingFloatNames? = nil) throws(ValueFailure)
        -> Double
    {
        try double(entry: document.tape.entries[index], bytes: document.bytes, nonConforming: nonConforming)
    }

    @inline(__always)
    static func double(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>, nonConforming: NonConformingFloatNames?)
        throws(ValueFailure) -> Double
    {
        try floatingPoint(entry: entry, bytes: bytes, nonConforming: nonConforming, parse: parseDouble)
    }

    /// A `Float` from the value at `index`, rounded once from the decimal text (not via `Double`).
    static func float(at index: Int, in document: JSONDocument, nonConforming: NonConformingFloatNames? = nil) throws(ValueFailure) -> Float
    {
        try float(entry: document.tape.entries[index], bytes: document.bytes, nonConforming: nonConforming)
    }

    @inline(__always)
    static func float(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>, nonConforming: NonConformingFloatNames?)
        throws(ValueFailure) -> Float
    {
        try floatingPoint(entry: entry, bytes: bytes, nonConforming: nonConforming, parse: parseFloat)
    }

    /// The shared rules of `double` and `float`: non-numbers, malformed spellings, then `parse`
    /// (which rounds once from the text to `F`) and the range check.
    @inline(__always)
    private static func floatingPoint<F: BinaryFloatingPoint>(
        entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>, nonConforming: NonConformingFloatNames?,
        parse: (UnsafeBufferPointer<UInt8>) -> F
    ) throws(ValueFailure) -> F {
        guard entry.kind == .number else {
            return try nonNumberFloat(F.self, entry: entry, bytes: bytes, nonConforming: nonConforming)
        }
        let text = UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset), count: Int(entry.extent))
        if entry.flags.contains(.isMalformedNumber), let reason = NumberSpelling.firstViolation(in: text) {
            throw .malformedNumber(.init(reason: reason, text: ValueText.excerpt(text)))
        }
        let value = parse(text)
        try checkRange(value, F.self, text: text)
        return value
    }

    /// Why Foundation refuses a finite text: it overflowed to infinity, or a non-zero number
    /// rounded to zero (an underflow is an error too, not 0).
    @inline(__always)
    private static func checkRange<F: BinaryFloatingPoint>(_ value: F, _ type: F.Type, text: UnsafeBufferPointer<UInt8>)
        throws(ValueFailure)
    {
        guard value.isFinite else { throw .numberDoesNotFit(type: F.self) }
        if value == 0, !isTrueZero(text) { throw .numberUnderflows(type: F.self) }
    }

    /// A string or other non-number where a float is wanted: null, a non-conforming name, or a
    /// type mismatch.
    private static func nonNumberFloat<F: BinaryFloatingPoint>(
        _ type: F.Type, entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>, nonConforming: NonConformingFloatNames?
    ) throws(ValueFailure) -> F {
        if entry.kind == .null { throw .valueNotFound(expected: F.self) }
        // Why only unescaped strings: JSONDecoder compares the raw bytes, and only for strings
        // without escapes; "\u004EaN" is a type mismatch even when the name is "NaN".
        if entry.kind == .string, let names = nonConforming, !entry.flags.contains(.hasEscapes) {
            let start = bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset) + 1
            let content = UnsafeBufferPointer(start: start, count: Int(entry.extent))
            if names.positiveInfinity.elementsEqual(content) { return F.infinity }
            if names.negativeInfinity.elementsEqual(content) { return -F.infinity }
            if names.nan.elementsEqual(content) { return F.nan }
        }
        throw .typeMismatch(expected: F.self)
    }

    /// Whether the digits before any exponent are all zeros (`0`, `-0.00`, `0e1`): the number's
    /// value is zero, whatever Foundation's check makes of it.
    static func isSignificandZero(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in text {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return true }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return false }
        }
        return true
    }

    /// Whether JSONDecoder takes a number that parsed to zero for a real zero (rather than an
    /// underflow, which it refuses).
    ///
    /// Why not simply "no non-zero digit before the exponent": Foundation's check reads the text
    /// in blocks of four bytes from the start, each front to back, but the last `count % 4` bytes
    /// back to front; a digit 1-9 decides "not zero", an `e`/`E` decides "zero", and no decision
    /// means zero. So the exponent's digits can be read before its `e`: `0e1`, `0E5`, `0.00e1`
    /// and `-0.0e1` are refused for Double and Float, while `0e10`, `0e0` and `-0e1` pass (probed).
    static func isTrueZero(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        @inline(__always)
        func decision(_ byte: UInt8) -> Bool? {
            switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): return false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
            default: return nil
            }
        }
        let blocks = text.count / 4 * 4
        var index = 0
        while index < blocks {
            if let decided = decision(text[index]) { return decided }
            index += 1
        }
        index = text.count - 1
        while index >= blocks {
            if let decided = decision(text[index]) { return decided }
            index -= 1
        }
        return true
    }

    // MARK: Decimal

    /// A `Decimal` from the value at `index`: at most 38–39 significant digits (truncated, as
    /// Foundation does), exponents within Decimal's range.
    static func decimal(at index: Int, in document: JSONDocument) throws(ValueFailure) -> Decimal {
        try decimal(entry: document.tape.entries[index], bytes: document.bytes)
    }

    static func decimal(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> Decimal {
        switch entry.kind {
        case .number: break
        case .null: throw .valueNotFound(expected: Decimal.self)
        default: throw .decimalTypeMismatch
        }
        let text = UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset), count: Int(entry.extent))
        if entry.flags.contains(.isMalformedNumber), let reason = NumberSpelling.firstViolation(in: text) {
            throw .malformedNumber(.init(reason: reason, text: ValueText.excerpt(text)))
        }
        if let exact = ExactDecimal.decimal(text) { return exact }
        // Why `Decimal(string:)`: on this toolchain it parses a valid JSON number to the same
        // value as JSONDecoder's own Decimal parser (probed: truncation at 38-39 digits, exponent
        // limits ±127/-128, `0e999` refused), so both paths agree without a second parser.
        guard let value = Decimal(string: String(decoding: text, as: UTF8.self)) else {
            let double = parseDouble(text)
            if double.isFinite, double.magnitude < 1 { throw .numberUnderflows(type: Decimal.self) }
            throw .numberDoesNotFit(type: Decimal.self)
        }
        return value
    }
}
