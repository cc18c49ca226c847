import Testing

@testable import CodableCheckCore

/// The eight-bytes-at-a-time number tests must say what the byte-by-byte rules say, at every
/// length and alignment: the scanner's digit runs, the exponent test and the floating-point
/// shortcut built on it.
@Suite struct NumberScanShortcutTests {
    /// Bytes a number's neighbourhood holds, and the ones next to the digit range.
    private static let bytes: [UInt8] = Array("0123456789.eE+-,]} \"/:".utf8) + [0x00, 0x2F, 0x3A, 0x7F, 0x80, 0xF9, 0xFA, 0xFF]

    @Test func nonDigitBytesFindsTheFirstNonDigit() {
        var generator = SplitMix64(state: 0x5eed)
        for _ in 0..<50_000 {
            // Mostly digits, so that the first non-digit falls anywhere in the word.
            let word = (0..<8).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0
                    ? Self.bytes.randomElement(using: &generator)! : UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)
            }
            let expected = word.firstIndex { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            let mask = SWAR.nonDigitBytes(in: word.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) })
            #expect((mask == 0 ? nil : mask.trailingZeroBitCount >> 3) == expected, "\(word)")
        }
    }

    @Test func exponentMarkerIsFoundAtEveryPosition() {
        for count in 0...40 {
            let digits = [UInt8](repeating: UInt8(ascii: "7"), count: count)
            #expect(
                !digits.withUnsafeBytes { SWAR.containsExponentMarker($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: count) })
            for position in 0..<count {
                for marker in [UInt8(ascii: "e"), UInt8(ascii: "E")] {
                    var bytes = digits
                    bytes[position] = marker
                    #expect(bytes.withUnsafeBytes { SWAR.containsExponentMarker($0.baseAddress!, count: count) }, "\(count) \(position)")
                }
            }
        }
        // A marker just outside the range is not read.
        let text = Array("12345678e".utf8)
        #expect(!text.withUnsafeBytes { SWAR.containsExponentMarker($0.baseAddress!, count: 8) })
    }

    /// Whatever the shortcut vouches for, the digit-by-digit magnitude vouches for too.
    @Test func plainShortcutNeverSaysMoreThanTheMagnitude() {
        var generator = SplitMix64(state: 0xca7ada)
        for _ in 0..<20_000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            text += (0..<Int.random(in: 1...45, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            if Bool.random(using: &generator) { text += "." + String(Int.random(in: 0...999_999, using: &generator)) }
            if Int.random(in: 0..<4, using: &generator) == 0 { text += "e\(Int.random(in: -60...60, using: &generator))" }
            let bytes = Array(text.utf8)
            for range in [DecimalMagnitude.doubleRange, DecimalMagnitude.floatRange] {
                let plain = bytes.withUnsafeBufferPointer { DecimalMagnitude.isPlainlyInside($0, highest: range.highest) }
                let full = bytes.withUnsafeBufferPointer {
                    DecimalMagnitude.magnitudeIsInside($0, lowest: range.lowest, highest: range.highest)
                }
                #expect(!plain || full, "\(text)")
            }
        }
    }

    @Test(arguments: [
        ("-65.613616999999977", true), ("7", true), ("0.5", false), ("-0.5", false), ("1e5", false), ("12E-1", false),
        (String(repeating: "9", count: 37), true), (String(repeating: "9", count: 38), false),
    ])
    func plainShortcutCases(text: String, floatExpected: Bool) {
        let plain = Array(text.utf8).withUnsafeBufferPointer {
            DecimalMagnitude.isPlainlyInside($0, highest: DecimalMagnitude.floatRange.highest)
        }
        #expect(plain == floatExpected)
    }

    /// Numbers read with the eight-byte digit runs: lengths across word boundaries, at the very
    /// end of the input (no byte past it is read), and malformed ones.
    @Test func scannedNumbersKeepTheirExtentAndFlags() throws {
        for length in 1...20 {
            let digits = String(repeating: "3", count: length)
            for text in [digits, "-" + digits, "1." + digits, digits + ".5e" + digits, "0" + digits, digits + ".", digits + "e"] {
                for json in [text, "[" + text + "]", "[" + text + ",1]"] {
                    let document = try JSONReader.read(Array(json.utf8))
                    let index = json.hasPrefix("[") ? 1 : 0
                    #expect(document.rawText(at: index) == text, "\(json)")
                    let expected = Array(text.utf8).withUnsafeBufferPointer { JSONNumberGrammar.classify($0) }
                    #expect(document.tape.flags(at: index) == expected, "\(json)")
                }
            }
        }
    }
}
