import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Closures the interpreter follows (a closure called in place, a transform handed a closure with
/// no `try` around it) and the ones it must not: each rule that keeps a verdict honest, pinned on
/// its own. The compiled equivalents are the patterns `closures-called-in-place` and
/// `closure-transforms` in `InterpretedPatternDifferentialTests`.
@Suite struct ClosureSafetyTests {
    static let models = ModelSchema(sources: [
        (
            path: "Models.swift",
            text: """
            struct Item: Codable { let id: Int }
            struct Tally: Codable {
                var names: [String]
                var count: Int
                enum CodingKeys: String, CodingKey { case names, count }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    var seen: [String] = []
                    let raw = try c.decode([String].self, forKey: .names)
                    raw.forEach { seen.append($0) }
                    names = seen
                    count = try c.decode(Int.self, forKey: .count)
                }
            }
            struct Captured: Codable {
                var total: Int
                var label: String
                enum CodingKeys: String, CodingKey { case total, label }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    var total = 0
                    label = try {
                        total = try c.decode(Int.self, forKey: .total)
                        let label = try c.decode(String.self, forKey: .label)
                        return label
                    }()
                    self.total = total
                }
            }
            struct Opaque: Codable {
                var label: String
                enum CodingKeys: String, CodingKey { case label }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    label = try {
                        let text = try c.decode(String.self, forKey: .label)
                        return try normalize(text)
                    }()
                }
            }
            """
        )
    ])

    func validate(_ type: String, _ json: String) throws -> ValidationOutcome {
        var options = ValidationOptions()
        options.producesValue = true
        return SchemaValidator(plan: try Self.models.plan(for: type), options: options).validate(try JSONReader.read(Data(json.utf8)))
    }

    func fidelity(_ type: String) throws -> DecodingFidelity? {
        try #require(Self.models.types.first { $0.name == type }).fidelity
    }

    /// `raw.forEach { seen.append($0) }` sets a local: not a value the call computes, so it is a
    /// statement not followed and `names` unchecked, never a pure transform.
    @Test func aClosureThatSetsANameAroundItIsNotFollowed() throws {
        #expect(try fidelity("Tally") != .exact)
        let warnings = try Self.models.planWithDiagnostics(for: "Tally").warnings.map(\.message)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("raw.forEach { seen.append($0) }") == true)
        #expect(try validate("Tally", #"{"names": ["a"], "count": "x"}"#).errors.map(\.renderedPath) == ["count"])
    }

    /// A closure called in place sets the locals around it (`total`), and its own `label` hides
    /// the property inside it only; its reads are followed in order.
    @Test func aClosureCalledInPlaceSetsTheNamesAroundIt() throws {
        #expect(try fidelity("Captured") == .exact)
        let valid = try validate("Captured", #"{"total": 3, "label": "x"}"#)
        #expect(valid.isValid)
        #expect(valid.encodedValue == #"{"label":"x","total":3}"#)
        let outcome = try validate("Captured", #"{"total": "3", "label": "x"}"#)
        #expect(outcome.errors.map { "\($0.kind.rawValue) at \($0.renderedPath)" } == ["typeMismatch at total"])
    }

    /// A closure called in place with a statement not followed (`try normalize(text)`, a function
    /// of the app's that may throw) is one statement not followed, named where the closure is.
    @Test func aClosureWithAStatementNotFollowedIsNotFollowedWhole() throws {
        #expect(try fidelity("Opaque") != .exact)
        let warnings = try Self.models.planWithDiagnostics(for: "Opaque").warnings.map(\.message)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the closure called in place has a statement the tool does not follow") == true)
        #expect(try validate("Opaque", #"{"label": "x"}"#).errors.isEmpty)
    }
}
