import CodableCheckCore
import CodableCheckSchema
import Foundation

/// The schema-driven path: the model files read at run time (not compiled), a decoding plan for
/// the input's root type, then `JSONReader` and `SchemaValidator` on every unit.
///
/// Loading the models and building plans happens once, outside the timed runs, as it would once
/// per process in the command-line tool; the report prints how long loading took.
final class SchemaCase: BenchmarkCase {
    let identifier = "schema"
    let columnTitle = "Schema"
    let runsByDefault = true
    /// Pending while `ModelSchema`, `JSONReader` and `SchemaValidator` are stubs on this branch.
    let availability = CaseAvailability.pending("ModelSchema, JSONReader and SchemaValidator are stubs until main's implementation is merged")
    private let settings: DecodingSettings
    private let modelsFolder: URL
    private var schema: Result<ModelSchema, any Error>?
    private var plans: [String: ValuePlan] = [:]
    /// How long `ModelSchema.load(paths:)` took, once it has run.
    private(set) var loadDuration: Duration?

    init(settings: DecodingSettings, modelsFolder: URL) {
        self.settings = settings
        self.modelsFolder = modelsFolder
    }

    /// A valid document must validate with no errors, as it decodes with no error in Foundation.
    func checkAgreement(on input: BenchmarkInput) -> Agreement {
        let validator: SchemaValidator
        do {
            validator = try makeValidator(for: input)
        } catch {
            return .disagrees("cannot build a plan for \(input.model.schemaTypeExpression): \(ErrorSummary.describe(error))")
        }
        for (index, unit) in input.units.enumerated() {
            let location = input.locationPrefix(ofUnit: index)
            let document: JSONDocument
            do {
                document = try JSONReader.read(unit)
            } catch {
                return .disagrees("\(location)JSONReader rejected what JSONDecoder read: \(error.message) at byte \(error.byteOffset)")
            }
            let outcome = validator.validate(document)
            if let error = outcome.errors.first {
                return .disagrees("\(location)\(outcome.errors.count + outcome.omittedErrorCount) error(s) where JSONDecoder found none, first at \(error.renderedPath): \(error.message)")
            }
        }
        return .agrees
    }

    func run(on input: BenchmarkInput) throws {
        let validator = try makeValidator(for: input)
        for unit in input.units {
            let document = try JSONReader.read(unit)
            BlackHole.consume(validator.validate(document))
        }
    }

    /// Problems the schema reader reported about the model files (constructs it did not
    /// understand), once they are loaded.
    var schemaDiagnostics: [SchemaDiagnostic] {
        (try? schema?.get())?.diagnostics ?? []
    }

    private func makeValidator(for input: BenchmarkInput) throws -> SchemaValidator {
        let expression = input.model.schemaTypeExpression
        if let plan = plans[expression] {
            return SchemaValidator(plan: plan, options: settings.makeValidationOptions())
        }
        let plan = try loadedSchema().plan(for: expression)
        plans[expression] = plan
        return SchemaValidator(plan: plan, options: settings.makeValidationOptions())
    }

    private func loadedSchema() throws -> ModelSchema {
        if let schema { return try schema.get() }
        let stopwatch = Stopwatch()
        var result: Result<ModelSchema, any Error>!
        loadDuration = stopwatch.time {
            result = Result { try ModelSchema.load(paths: [modelsFolder.path]) }
        }.elapsed
        schema = result
        return try result.get()
    }
}
