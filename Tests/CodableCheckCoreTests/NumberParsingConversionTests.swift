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

    @Test(arguments: ["0", "-0", "0.0", "-0.0e5", "1e-400", "0.000000000000000000001", "9007199254740993", "2.5e-324"])
    func edgeCases(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { JSONNumberConversion.parseDouble($0) }.bitPattern == Double(text)!.bitPattern)
        #expect(bytes.withUnsafeBufferPointer { JSONNumberConversion.parseFloat($0) }.bitPattern == Float(text)!.bitPattern)
    }
}
