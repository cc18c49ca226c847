import Testing

@testable import CodableCheckCore

/// The sixteen-bytes-at-a-time tests the scanner runs on strings and whitespace must say what a
/// byte-by-byte reading says, wherever the first special byte falls, for every byte value that
/// borders the tested ranges.
@Suite struct ByteBlockTests {
    /// Bytes at and around every boundary: quote, backslash, the control range, the whitespace
    /// bytes, ASCII and non-ASCII.
    private static let bytes: [UInt8] =
        Array("\"\\ azZ09{}[],:".utf8) + [
            0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x20, 0x21, 0x5B, 0x5D, 0x7F, 0x80, 0xBF, 0xE3, 0xFF,
        ]

    private static func isStringSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Sixteen bytes, mostly drawn from `common`, so that the first other byte falls anywhere in
    /// the block.
    private static func block(mostly common: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        (0..<16).map { _ in
            (Int.random(in: 0..<6, using: &generator) == 0 ? bytes : common).randomElement(using: &generator)!
        }
    }

    @Test func ordinaryStringPrefixStopsAtTheFirstQuoteBackslashOrControlByte() {
        var generator = SplitMix64(state: 0xb10c)
        for round in 0..<60_000 {
            // Plain ASCII letters, or CJK's lead and continuation bytes.
            let block = Self.block(mostly: round % 2 == 0 ? [UInt8(ascii: "k")] : [0xE3, 0x81, 0x82], using: &generator)
            let expectedCount = block.firstIndex(where: Self.isStringSpecial) ?? 16
            let expectedNonASCII = block.prefix(expectedCount).contains { $0 >= 0x80 }
            let prefix = block.withUnsafeBufferPointer { ByteBlock.ordinaryStringPrefix(at: $0.baseAddress!) }
            #expect(prefix.count == expectedCount && prefix.hasNonASCII == expectedNonASCII, "\(block)")
        }
    }

    @Test func whitespacePrefixStopsAtTheFirstOtherByte() {
        var generator = SplitMix64(state: 0x5ace)
        let whitespace: [UInt8] = [0x20, 0x20, 0x20, 0x0A, 0x0D, 0x09]
        for _ in 0..<60_000 {
            let block = Self.block(mostly: whitespace, using: &generator)
            let expected = block.firstIndex { !Self.isWhitespace($0) } ?? 16
            #expect(block.withUnsafeBufferPointer { ByteBlock.whitespacePrefix(at: $0.baseAddress!) } == expected, "\(block)")
        }
    }

    /// The eight-byte whitespace test behind `whitespacePrefix` where there is no SSE2 must be
    /// exact in every byte, not only the first: every byte value at every position.
    @Test func nonWhitespaceBytesMarksExactlyTheOtherBytes() {
        for position in 0..<8 {
            for value in 0...255 {
                for filler: UInt8 in [0x20, 0x0A, UInt8(ascii: "x")] {
                    var word = [UInt8](repeating: filler, count: 8)
                    word[position] = UInt8(value)
                    let mask = SWAR.nonWhitespaceBytes(in: word.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) })
                    let expected = word.enumerated().reduce(UInt64(0)) { mask, byte in
                        Self.isWhitespace(byte.element) ? mask : mask | UInt64(0x80) << (byte.offset * 8)
                    }
                    #expect(mask == expected, "\(word)")
                }
            }
        }
    }
}
