import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

/// `Fixtures/Models/CustomDecoding.swift` with random token-level mutations (statements dropped,
/// duplicated or swapped, tokens replaced), read as a schema and run on a few documents: whatever
/// the body becomes, reading, planning and interpreting it must end, without a crash. 200 fixed
/// mutations by default; `INITFROM_FUZZ_ITERATIONS=20000 INITFROM_FUZZ_SEED=7` for a longer run.
@Suite struct CustomDecodingFuzzTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["INITFROM_FUZZ_ITERATIONS"] ?? "") ?? 200
    static let seed = UInt64(ProcessInfo.processInfo.environment["INITFROM_FUZZ_SEED"] ?? "") ?? 2026
    static let source =
        (try? String(contentsOf: SeedModelSchema.modelsFolder.appendingPathComponent("CustomDecoding.swift"), encoding: .utf8)) ?? ""
    static let replacements = [
        "try?", "try", "!", "??", "==", "{", "}", "(", ")", ".", "self", "container", "decoder", "nil", "[]", "\"x\"", "1",
        "while", "if", "guard", "else", "switch", "case", "default:", "return", "throw", ",", ":", "let", "var", "=",
        ".isAtEnd", ".decode(Int.self)", ".superDecoder()", "super.init(from: decoder)", "$0",
    ]
    static let documents = [
        #"{"type": "circle", "radius": 1, "id": 1, "name": "a", "status": "active", "host": "h", "super": {"id": 1, "title": "t"}}"#,
        #"["label", 1, 2, null, "x"]"#, ##""#ff0000""##, "null", "{}", "[]", "1",
    ]

    @Test(.hangGuard)
    func mutatedBodiesNeverCrashOrHang() throws {
        var random = SplitMix64(state: Self.seed)
        let lines = Self.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count > 100)
        let parsedDocuments = try Self.documents.map { try JSONReader.read(Data($0.utf8)) }
        for _ in 0..<Self.iterations {
            var mutated = lines
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let line = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: mutated.remove(at: line)
                case 1: mutated.insert(mutated[Int.random(in: 0..<mutated.count, using: &random)], at: line)
                case 2: mutated.swapAt(line, Int.random(in: 0..<mutated.count, using: &random))
                default:
                    var words = mutated[line].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                    if !words.isEmpty {
                        words[Int.random(in: 0..<words.count, using: &random)] = Self.replacements.randomElement(using: &random) ?? ""
                    }
                    mutated[line] = words.joined(separator: " ")
                }
            }
            let schema = ModelSchema(sources: [(path: "CustomDecoding.swift", text: mutated.joined(separator: "\n"))])
            _ = schema.types
            for name in schema.typeNames {
                guard let plan = try? schema.plan(for: name) else { continue }
                var options = ValidationOptions()
                options.producesValue = true
                options.reportsUnknownKeys = true
                options.reportsPresence = true
                let validator = SchemaValidator(plan: plan, options: options)
                for document in parsedDocuments { _ = validator.validate(document) }
            }
        }
    }
}
