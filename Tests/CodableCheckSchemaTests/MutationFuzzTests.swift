import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

/// Random mutations of the model fixtures (bytes replaced, inserted, deleted, lines spliced
/// between files). Off by default; `SCHEMA_FUZZ_ITERATIONS=100000 swift test --filter
/// MutationFuzzTests` runs it (with `SCHEMA_FUZZ_SEED` to repeat a run). A crash or hang is a bug.
@Suite struct MutationFuzzTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["SCHEMA_FUZZ_ITERATIONS"] ?? "") ?? 0

    /// A small deterministic generator, so a failing seed can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet = Array("{}()[]<>:;,.=?!@#`\"\\/* \n\tabcTZ019_&-".utf8)
    static let fragments = [
        "struct ", "enum ", "class ", "case ", "var ", "let ", "#if X\n", "#endif\n", "\"\"\"", "#\"", "/*",
        "CodingKeys", ": Codable", "extension ", "typealias ", "init(from decoder: Decoder) {}", "<T>", "@Wrapper ",
    ]

    @Test(.enabled(if: iterations > 0), .hangGuard)
    func mutatedFixturesNeverCrash() {
        let seed = UInt64(ProcessInfo.processInfo.environment["SCHEMA_FUZZ_SEED"] ?? "") ?? UInt64(Date().timeIntervalSince1970)
        print("MutationFuzzTests seed \(seed)")
        var random = SplitMix(state: seed)
        let corpus = RobustnessTests.files.map { Array($0.text.utf8) }
        for _ in 0..<Self.iterations {
            var bytes = corpus.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !bytes.isEmpty: bytes[position] = Self.alphabet.randomElement(using: &random)!
                case 1: bytes.insert(Self.alphabet.randomElement(using: &random)!, at: position)
                case 2 where !bytes.isEmpty:
                    bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &random)))
                case 3: bytes.insert(contentsOf: Array(Self.fragments.randomElement(using: &random)!.utf8), at: position)
                default:
                    let other = corpus.randomElement(using: &random)!
                    let start = Int.random(in: 0..<other.count, using: &random)
                    bytes.insert(contentsOf: other[start..<min(other.count, start + Int.random(in: 1...200, using: &random))], at: position)
                }
            }
            let schema = ModelSchema(sources: [("Fuzz.swift", String(decoding: bytes, as: UTF8.self))])
            for type in schema.types.prefix(8) { _ = try? schema.plan(for: type.name) }
            _ = schema.diagnostics
            var expression = Array((schema.typeNames.randomElement(using: &random) ?? "Book").utf8)
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                expression.insert(Self.alphabet.randomElement(using: &random)!, at: Int.random(in: 0...expression.count, using: &random))
            }
            _ = try? schema.plan(for: String(decoding: expression, as: UTF8.self))
        }
    }
}
