/// Bytes of JSON text being written by hand, without `JSONEncoder`, so that generating hundreds of
/// megabytes takes seconds and the exact spelling (two-decimal prices, escapes) is under control.
struct JSONOutput {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Literal JSON syntax: punctuation, keys with their quotes, `null`.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `"key":`
    mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// A JSON string, escaping quotes, backslashes and control characters. Non-ASCII text is
    /// written as raw UTF-8, as most producers do.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0..<0x20:
                raw("\\u00")
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A JSON string whose text is already valid JSON string content (escapes included).
    mutating func escapedString(_ content: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(content)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func integer(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            unsigned(UInt(value.magnitude), minimumDigits: 1)
        } else {
            unsigned(UInt(value), minimumDigits: 1)
        }
    }

    /// An integer zero-padded to `digits`, inside a string being written with `raw`.
    mutating func paddedDigits(_ value: Int, digits: Int) {
        unsigned(UInt(value), minimumDigits: digits)
    }

    /// `units / 10^scale` as a plain decimal number, e.g. cents 1299 with scale 2 is `12.99`.
    mutating func fixedPoint(_ units: Int, scale: Int) {
        var divisor = 1
        for _ in 0..<scale { divisor *= 10 }
        integer(units / divisor)
        bytes.append(UInt8(ascii: "."))
        unsigned(UInt(units % divisor), minimumDigits: scale)
    }

    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    mutating func byte(_ ascii: Unicode.Scalar) {
        bytes.append(UInt8(ascii: ascii))
    }

    /// Decimal digits of `value`, at least `minimumDigits` of them (leading zeros).
    private mutating func unsigned(_ value: UInt, minimumDigits: Int) {
        var divisor: UInt = 1
        var digitCount = 1
        while digitCount < minimumDigits || value / divisor >= 10 {
            divisor *= 10
            digitCount += 1
        }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
