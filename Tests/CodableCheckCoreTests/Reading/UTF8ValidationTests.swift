import Testing

@testable import CodableCheckCore

/// `UTF8Validation` must accept exactly what the standard library accepts as UTF-8.
@Suite("UTF-8 validation agrees with the standard library")
struct UTF8ValidationTests {
    private func agrees(_ bytes: [UInt8]) -> Bool {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        return bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } == expected
    }

    /// Bytes where the rules change: ASCII, continuation bounds, lead-byte bounds.
    private static let boundaries: [UInt8] = [
        0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF,
        0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]

    @Test func everyTwoByteSequence() {
        for first in 0...255 {
            for second in 0...255 {
                let bytes = [UInt8(first), UInt8(second)]
                #expect(agrees(bytes), "\(bytes)")
            }
        }
    }

    /// Sequences of up to five boundary bytes, alone and behind ASCII runs of every alignment
    /// (the eight-byte ASCII skip must hand over at the right byte).
    @Test func boundarySequencesAtEveryAlignment() {
        var failures: [[UInt8]] = []
        let bytes = Self.boundaries
        for a in bytes {
            for b in bytes {
                for c in bytes {
                    for d in [0x80, 0xBF, 0x41] as [UInt8] {
                        for prefix in [0, 3, 7, 8, 13] {
                            let input = Array(repeating: UInt8(ascii: "x"), count: prefix) + [a, b, c, d]
                            if !agrees(input) { failures.append(input) }
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func randomTextAndRandomBytes() {
        var generator = SplitMix64(state: 0x7f8)
        var failures: [[UInt8]] = []
        for round in 0..<20_000 {
            var bytes: [UInt8]
            if round.isMultiple(of: 2) {
                // Valid text from every plane, then perhaps one byte changed.
                let scalars = (0..<Int.random(in: 0...24, using: &generator)).compactMap { _ in
                    let largest: UInt32 = [0x7F, 0x7FF, 0xFFFF, 0x10FFFF].randomElement(using: &generator)!
                    return Unicode.Scalar(UInt32.random(in: 0...largest, using: &generator)) ?? Unicode.Scalar(0x41)
                }
                bytes = Array(String(String.UnicodeScalarView(scalars)).utf8)
                if !bytes.isEmpty, Bool.random(using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            } else {
                bytes = (0..<Int.random(in: 0...20, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            }
            if !agrees(bytes) { failures.append(bytes) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Runs of three-byte sequences take a four-bytes-at-a-time path: every byte of a CJK run
    /// (with E0 and ED leads, whose second byte is restricted) replaced by every boundary byte,
    /// and the run cut short at every length.
    @Test func threeByteRunsWithEveryByteReplaced() {
        let run = Array("名前:前田あゆみ\u{0800}\u{D7FF}\u{E000}\u{FFFF}今の印象".utf8)
        var failures: [[UInt8]] = []
        for position in run.indices {
            for byte in Self.boundaries {
                var bytes = run
                bytes[position] = byte
                if !agrees(bytes) { failures.append(bytes) }
            }
            if !agrees(Array(run[..<position])) { failures.append(Array(run[..<position])) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
