import CodableCheckSchema
import Testing

/// A schema read from one in-memory file named `Models.swift`, with `#if` blocks read as
/// `configuration` builds them (this machine's platform, no flags, by default).
func schema(_ text: String, path: String = "Models.swift", configuration: BuildConfiguration = .host) -> ModelSchema {
    ModelSchema(sources: [(path: path, text: text)], configuration: configuration)
}

/// The plan for `type`, rendered; the thrown error's description otherwise.
func renderedPlan(_ schema: ModelSchema, _ type: String) -> String {
    do {
        return PlanDescription.render(try schema.plan(for: type))
    } catch {
        return "error: \(error)"
    }
}

/// Diagnostics as the compiler prints them, one per line.
func rendered(_ diagnostics: [SchemaDiagnostic]) -> [String] {
    diagnostics.map(\.description)
}

/// The diagnostics a failed plan for `type` carries, rendered; empty when it plans.
func planDiagnostics(_ schema: ModelSchema, _ type: String) -> [String] {
    do {
        _ = try schema.plan(for: type)
        return []
    } catch let error as SchemaPlanError {
        return rendered(error.diagnostics)
    } catch {
        return ["\(error)"]
    }
}

/// The models of `lineFidelity`: `Line`, whose `init(from:)` reads its `raw` string and then
/// runs `statements` (which may set `value`), with `declarations` (the app's other types) beside it.
func lineModels(running statements: String, after declarations: String) -> ModelSchema {
    schema(
        declarations + """

            struct Line: Decodable {
                var raw: String
                var value: String = ""
                enum CodingKeys: String, CodingKey { case raw }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    raw = try c.decode(String.self, forKey: .raw)
                    \(statements)
                }
            }
            """)
}

/// How faithfully the tool decodes `Line` (`lineModels`): the one probe of a statement's
/// fidelity the interpreter's rule tests share.
func lineFidelity(running statements: String, after declarations: String) -> DecodingFidelity? {
    lineModels(running: statements, after: declarations).types.first { $0.name == "Line" }?.fidelity
}
