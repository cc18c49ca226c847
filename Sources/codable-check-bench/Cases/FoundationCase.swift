import Foundation

/// Foundation's `JSONDecoder` with the compiled models: the reference every other path is checked
/// against and measured relative to.
final class FoundationCase: BenchmarkCase {
    let identifier = "foundation"
    let columnTitle = "Foundation"
    let runsByDefault = true
    let availability = CaseAvailability.ready
    private let settings: DecodingSettings

    init(settings: DecodingSettings) {
        self.settings = settings
    }

    /// Foundation is the reference, so "agreeing" means the models fit: every unit decodes.
    func checkAgreement(on input: BenchmarkInput) -> Agreement {
        let decoder = settings.makeJSONDecoder()
        for (index, unit) in input.units.enumerated() {
            do {
                _ = try Self.decode(input.model.compiledType, from: unit, with: decoder)
            } catch {
                return .disagrees("\(input.locationPrefix(ofUnit: index))JSONDecoder cannot decode the model: \(ErrorSummary.describe(error))")
            }
        }
        return .agrees
    }

    func run(on input: BenchmarkInput) throws {
        try Self.decodeAll(input.model.compiledType, units: input.units, with: settings.makeJSONDecoder())
    }

    private static func decodeAll<Model: Decodable>(_ type: Model.Type, units: [Data], with decoder: JSONDecoder) throws {
        for unit in units {
            BlackHole.consume(try decoder.decode(Model.self, from: unit))
        }
    }

    private static func decode<Model: Decodable>(_ type: Model.Type, from unit: Data, with decoder: JSONDecoder) throws -> Model {
        try decoder.decode(Model.self, from: unit)
    }
}
