import Foundation
import Testing

@testable import CodableCheckCore

/// The fast number parsers against the standard library's correctly rounded ones.
@Suite("Number parsing: fast paths round like the standard library")
struct NumberParsingConversionTests {
    /// Random JSON numbers of every shape the fast paths take, and some they do not.
    static func numbers(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in
            let digits = Int(generator.next() % 22) + 1
            var text = generator.next() % 4 == 0 ? "-" : ""
            var mantissa = String(generator.next() % 9 + 1)
            for _ in 1..<digits { mantissa += String(generator.next() % 10) }
            let point = Int(generator.next() % UInt64(digits + 1))
            if point > 0 && point < digits {
                mantissa.insert(".", at: mantissa.index(mantissa.startIndex, offsetBy: point))
            }
            text += mantissa
            if generator.next() % 2 == 0 {
                let exponent = Int(generator.next() % 60) - 30
                text += "e\(exponent)"
            }
            return text
        }
    }

    @Test func doublesMatchTheStandardLibrary() {
        for text in Self.numbers(count: 50_000, seed: 1) {
            let bytes = Array(text.utf8)
            let parsed = bytes.withUnsafeBufferPointer { JSONNumberConversion.parseDouble($0) }
            let expected = Double(text)!
            if parsed.bitPattern != expected.bitPattern {
                Issue.record("\(text): \(parsed) != \(expected)")
                return
            }
        }
    }

    @Test func floatsMatchTheStandardLibrary() {
        for text in Self.numbers(count: 50_000, seed: 2) {
            let bytes = Array(text.utf8)
            let parsed = bytes.withUnsafeBufferPointer { JSONNumberConversion.parseFloat($0) }
            let expected = Float(text)!
            if parsed.bitPattern != expected.bitPattern {
                Issue.record("\(text): \(parsed) != \(expected)")
                return
            }
        }
    }

    /// The 128-bit path (`roundedDouble`): 16 to 19 digits with a power of ten up to 22, as
    /// canada.json's coordinates are, printed from random doubles with more digits than they need
    /// (so they sit near a rounding boundary), and integers between 2^53 and 10^19, whose odd
    /// ones just above 2^53 are exact ties between two doubles.
    @Test func longMantissasMatchTheStandardLibrary() {
        var generator = SplitMix64(state: 3)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next() >> 12 | 0x4050_0000_0000_0000) * (generator.next() % 2 == 0 ? -1 : 1)
            texts.append(String(format: "%.\(generator.next() % 4 + 15)e", value))
            texts.append(String(format: "%.\(generator.next() % 4 + 15)g", value / 1e6))
            let integer = (1 << 53) + generator.next() % (10_000_000_000_000_000_000 - (1 << 53))
            texts.append(String(integer))
            texts.append(String((1 << 53) + generator.next() % 1000))
            texts.append(String(integer) + "e-\(generator.next() % 23)")
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let parsed = bytes.withUnsafeBufferPointer { JSONNumberConversion.parseDouble($0) }
            let expected = Double(text)!
            if parsed.bitPattern != expected.bitPattern {
                Issue.record("\(text): \(parsed) != \(expected)")
                return
            }
        }
    }

    @Test(arguments: [
        "0", "-0", "0.0", "-0.0e5", "1e-400", "0.000000000000000000001", "9007199254740993", "2.5e-324",
        "-65.613616999999977", "18014398509481985", "9999999999999999999", "9999999999999999999e22", "1234567890123456789e-22",
    ])
    func edgeCases(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { JSONNumberConversion.parseDouble($0) }.bitPattern == Double(text)!.bitPattern)
        #expect(bytes.withUnsafeBufferPointer { JSONNumberConversion.parseFloat($0) }.bitPattern == Float(text)!.bitPattern)
    }
}
