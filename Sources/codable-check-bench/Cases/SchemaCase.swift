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
    let availability = CaseAvailability.ready
    private let settings: DecodingSettings
    private let modelsFolder: URL
    private var schema: Result<ModelSchema, any Error>?
    /// One validator per root type: building one compiles the plan, which the command-line tool
    /// does once per process, so it is kept out of the timed runs.
    private var validators: [String: SchemaValidator] = [:]
    /// How long `ModelSchema.load(paths:)` took, once it has run.
    private(set) var loadDuration: Duration?

    init(settings: DecodingSettings, modelsFolder: URL) {
        self.settings = settings
        self.modelsFolder = modelsFolder
    }

    /// A valid document must validate with no errors, as it decodes with no error in Foundation;
    /// that is what the number measures and what a disagreement refuses.
    ///
    /// Beyond that, the validator's re-encoded value (`producesValue`) is compared with
    /// `JSONEncoder`'s encoding of Foundation's decoded value: a difference there is noted beside
    /// the number rather than refusing it, since the timed runs do not print values.
    func checkAgreement(on input: BenchmarkInput) -> Agreement {
        let validator: SchemaValidator
        do {
            validator = try makeValidator(for: input)
        } catch {
            return .disagrees("cannot build a plan for \(input.model.schemaTypeExpression): \(ErrorSummary.describe(error))")
        }
        return check(input.model.compiledType, on: input, with: validator)
    }

    /// Values are compared on at most this many units of a stream (every unit is still validated):
    /// decoding and encoding every line of 250 MB twice more would double the check's time.
    private static let valueComparisonLimit = 2_000

    private func check<Model: Codable & Equatable>(
        _ type: Model.Type, on input: BenchmarkInput, with validator: SchemaValidator
    ) -> Agreement {
        var valueOptions = validator.options
        valueOptions.producesValue = true
        let valueValidator = SchemaValidator(plan: validator.plan, options: valueOptions)
        let reference = settings.makeJSONDecoder()
        let encoder = settings.makeReferenceEncoder()
        var reservation: String?
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
                let count = outcome.errors.count + outcome.omittedErrorCount
                return .disagrees(
                    "\(location)\(count) error(s) where JSONDecoder found none, first at \(error.renderedPath): \(error.message)")
            }
            guard reservation == nil, index < Self.valueComparisonLimit else { continue }
            guard let encoded = valueValidator.validate(document).encodedValue else {
                reservation = "\(location)no re-encoded value to compare with Foundation's"
                continue
            }
            do {
                let expected = String(decoding: try encoder.encode(try reference.decode(Model.self, from: unit)), as: UTF8.self)
                if encoded != expected {
                    let difference = TextDifference.describe(encoded, expected, labels: ("schema", "JSONEncoder"))
                    reservation = "\(location)re-encoded value differs from JSONEncoder's: \(difference)"
                }
            } catch {
                reservation = "\(location)Foundation could not re-encode its value: \(ErrorSummary.describe(error))"
            }
        }
        return reservation.map(Agreement.agreesWithReservation) ?? .agrees
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
        if let validator = validators[expression] { return validator }
        let validator = SchemaValidator(plan: try loadedSchema().plan(for: expression), options: settings.makeValidationOptions())
        validators[expression] = validator
        return validator
    }

    private func loadedSchema() throws -> ModelSchema {
        if let schema { return try schema.get() }
        let stopwatch = Stopwatch()
        var result: Result<ModelSchema, any Error>!
        loadDuration =
            stopwatch.time {
                result = Result { try ModelSchema.load(paths: [modelsFolder.path]) }
            }.elapsed
        schema = result
        return try result.get()
    }
}
