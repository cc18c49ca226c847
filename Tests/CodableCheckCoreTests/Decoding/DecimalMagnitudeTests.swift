import Foundation
import Testing

@testable import CodableCheckCore

/// The schema path's shortcut for floating-point fields must never accept a number the full
/// conversion refuses: wherever it says "safely inside", `Double(text)` (and `Float(text)`) must be
/// finite and non-zero.
@Suite("Decimal magnitude: the floating-point shortcut")
struct DecimalMagnitudeTests {
    private func safelyInside(_ text: String, _ range: (lowest: Int, highest: Int)) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { DecimalMagnitude.isSafelyInside($0, lowest: range.lowest, highest: range.highest) }
    }

    @Test(arguments: [
        ("1", true), ("-0.5", true), ("123.456e2", true), ("0.00012", true), ("1e307", true), ("9.9e307", true),
        ("1e308", false), ("1e-322", true), ("1e-323", false), ("0", false), ("0.0", false), ("0e1", false),
        ("-0e5", false), ("12345678901234567890123", true), ("0.000e400", false),
    ])
    func doubleCases(text: String, expected: Bool) {
        #expect(safelyInside(text, DecimalMagnitude.doubleRange) == expected)
    }

    @Test func neverAcceptsWhatTheConversionRefuses() {
        var generator = SplitMix64(state: 0xd1c)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let digits = (0..<Int.random(in: 1...20, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }
                .joined()
            let point = Int.random(in: 0...digits.count, using: &generator)
            var text = String(digits.prefix(point)).isEmpty ? "0" : String(digits.prefix(point))
            if point < digits.count { text += "." + digits.dropFirst(point) }
            if Bool.random(using: &generator) { text += "e\(Int.random(in: -340...340, using: &generator))" }
            texts.append(Bool.random(using: &generator) ? "-" + text : text)
        }
        for text in texts {
            if safelyInside(text, DecimalMagnitude.doubleRange) {
                let value = Double(text)!
                #expect(value.isFinite && value != 0, "\(text)")
            }
            if safelyInside(text, DecimalMagnitude.floatRange) {
                let value = Float(text)!
                #expect(value.isFinite && value != 0, "\(text)")
            }
        }
    }

    @Test func everyCanadaCoordinateTakesTheShortcut() throws {
        let data = try Data(
            contentsOf: FixturePaths.corpus.appendingPathComponent("canada.json"))
        let document = try JSONReader.read(data)
        var numbers = 0
        var shortcut = 0
        document.withUTF8 { bytes in
            for index in 0..<document.tape.count where document.tape.kind(at: index) == .number {
                numbers += 1
                let text = UnsafeBufferPointer(rebasing: bytes[document.tape.textRange(at: index)])
                if DecimalMagnitude.isSafelyInside(text, lowest: -323, highest: 308) { shortcut += 1 }
            }
        }
        // Only exact zeros (there are a few) take the full conversion.
        #expect(numbers > 100_000)
        #expect(numbers - shortcut < 100)
    }
}
