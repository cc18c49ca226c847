import Foundation

/// One leaf value under schema-driven decoding, with the `Decoder`'s own conversion rules
/// (`JSONStringDecoding`, `JSONNumberConversion`, `DateConversion`...), so a value is accepted or
/// refused, with the same failure, on either path.
///
/// `checkFast` is the validation hot path and allocates nothing; `value` decides the rest, and
/// gives the decoded value, for printing documents that decoded.
enum LeafRules {
    /// The checks that need only the entry and the bytes: strings (validated in place), integers,
    /// and `Double`s and `Float`s far from their limits. Returns false when `value(_:at:in:)` must
    /// decide. Allocates nothing.
    @inline(__always)
    static func checkFast(
        _ leaf: WalkPlan.FastLeaf, width: IntegerWidth, entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>
    ) throws(ValueFailure) -> Bool {
        switch leaf {
        case .string:
            try JSONStringDecoding.validateString(entry: entry, bytes: bytes)
            return true
        case .integer:
            try width.check(entry: entry, bytes: bytes)
            return true
        case .double:
            return isSafelyInside(entry, bytes, DecimalMagnitude.doubleRange)
        case .float:
            return isSafelyInside(entry, bytes, DecimalMagnitude.floatRange)
        case .decimal:
            return isPlainDecimal(entry, bytes)
        case .bool:
            return entry.kind == .true || entry.kind == .false
        case .date, .rawEnum, .integerRawEnum, .data, .other:
            return false
        }
    }

    /// A well-formed number without exponent, of at most 30 characters: `Decimal(string:)` takes
    /// it whatever its digits, far inside Decimal's exponent range (±127).
    @inline(__always)
    private static func isPlainDecimal(_ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.kind == .number, !entry.flags.contains(.isMalformedNumber), entry.extent <= 30 else { return false }
        if entry.flags.contains(.isPlainInteger) { return true }
        let text = UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset), count: Int(entry.extent))
        return !text.contains { $0 | 0x20 == UInt8(ascii: "e") }
    }

    /// A plain string (no escapes, ASCII) spelling one of the raw values of a `String` enum,
    /// compared as bytes; anything else is for `value(_:at:in:)` to decide.
    @inline(__always)
    static func isRawValue(
        _ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>, cases: UnsafeBufferPointer<(start: Int32, count: Int32)>,
        rawValueBytes: UnsafeMutableBufferPointer<UInt8>
    ) -> Bool {
        guard entry.kind == .string, entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) else {
            return false
        }
        let content = bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset) + 1
        let count = Int(entry.extent)
        for rawValue in cases where Int(rawValue.count) == count {
            if ByteEquality.equal(rawValueBytes.baseAddress.unsafelyUnwrapped + Int(rawValue.start), content, count: count) {
                return true
            }
        }
        return false
    }

    /// A plain string `ISO8601Shape` vouches for.
    @inline(__always)
    static func isCertainlyISO8601(_ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.kind == .string, entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) else {
            return false
        }
        return ISO8601Shape.isCertainlyValid(
            UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset) + 1, count: Int(entry.extent)))
    }

    /// A well-formed number far from the type's limits: it decodes, whatever its digits.
    @inline(__always)
    private static func isSafelyInside(
        _ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>, _ range: (lowest: Int, highest: Int)
    ) -> Bool {
        guard entry.kind == .number, !entry.flags.contains(.isMalformedNumber) else { return false }
        let text = UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset), count: Int(entry.extent))
        return DecimalMagnitude.isSafelyInside(text, lowest: range.lowest, highest: range.highest)
    }

    /// The decoding rule of `leaf` (`LeafKind.value(at:in:)`, its one owner), for the walkers'
    /// slow paths.
    @inline(__always)
    static func value(_ leaf: LeafKind, at index: Int, in context: LeafContext) throws(ValueFailure) -> LeafValue {
        try leaf.value(at: index, in: context)
    }
}

/// What a leaf rule needs besides the value: the document, and the strategies in force.
struct LeafContext {
    let document: JSONDocument
    let options: ValidationOptions

    /// The names `--float-strategy convert-from-string:` gives; nil under `.throw`.
    var nonConformingFloats: NonConformingFloatNames? { options.nonConformingFloats }
}

extension IntegerWidth {
    /// Decodes and discards, without existentials: the hot path for integer fields.
    @inline(__always)
    func check(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) {
        switch self {
        case .int: _ = try JSONNumberConversion.integer(Int.self, entry: entry, bytes: bytes)
        case .int8: _ = try JSONNumberConversion.integer(Int8.self, entry: entry, bytes: bytes)
        case .int16: _ = try JSONNumberConversion.integer(Int16.self, entry: entry, bytes: bytes)
        case .int32: _ = try JSONNumberConversion.integer(Int32.self, entry: entry, bytes: bytes)
        case .int64: _ = try JSONNumberConversion.integer(Int64.self, entry: entry, bytes: bytes)
        case .uint: _ = try JSONNumberConversion.integer(UInt.self, entry: entry, bytes: bytes)
        case .uint8: _ = try JSONNumberConversion.integer(UInt8.self, entry: entry, bytes: bytes)
        case .uint16: _ = try JSONNumberConversion.integer(UInt16.self, entry: entry, bytes: bytes)
        case .uint32: _ = try JSONNumberConversion.integer(UInt32.self, entry: entry, bytes: bytes)
        case .uint64: _ = try JSONNumberConversion.integer(UInt64.self, entry: entry, bytes: bytes)
        }
    }
}
