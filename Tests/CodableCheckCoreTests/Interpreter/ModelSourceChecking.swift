import CodableCheckCore
import CodableCheckSchema
import Foundation

/// What the interpreter's rule suites ask of a model written inline: read as a schema only
/// (the compiled side of each rule is its pattern in `InterpretedPatternDifferentialTests`).
/// A suite conforms to get both questions as `Self.fidelity` and `Self.validate`.
protocol ModelSourceChecking {}

extension ModelSourceChecking {
    /// The fidelity `types` gives `type` in `source`: "exact" or "approximated".
    static func fidelity(_ source: String, of type: String) -> String? {
        ModelSchema(sources: [(path: "Models.swift", text: source)]).types.first { $0.name == type }?.fidelity.name
    }

    /// `json` checked against `type` in `source`, with the decoded value kept.
    static func validate(_ source: String, _ type: String, _ json: String) throws -> ValidationOutcome {
        var options = ValidationOptions()
        options.producesValue = true
        let plan = try ModelSchema(sources: [(path: "Models.swift", text: source)]).plan(for: type)
        return SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Data(json.utf8)))
    }
}
