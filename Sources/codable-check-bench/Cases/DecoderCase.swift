import CodableCheckCore
import Foundation

/// The core's `CodableCheckDecoder` with the same compiled models as the Foundation case: a
/// drop-in `Decoder`, so its values must equal `JSONDecoder`'s exactly.
final class DecoderCase: BenchmarkCase {
    let identifier = "decoder"
    let columnTitle = "Decoder"
    let runsByDefault = true
    let availability = CaseAvailability.ready
    private let settings: DecodingSettings

    init(settings: DecodingSettings) {
        self.settings = settings
    }

    /// Decodes each unit with both decoders and compares the values with `==` (the models are
    /// `Equatable`), so a difference anywhere in a document is caught, not only a thrown error.
    func checkAgreement(on input: BenchmarkInput) -> Agreement {
        firstDisagreement(input.model.compiledType, in: input).map(Agreement.disagrees) ?? .agrees
    }

    func run(on input: BenchmarkInput) throws {
        try Self.decodeAll(input.model.compiledType, units: input.units, with: settings.makeCodableCheckDecoder())
    }

    private func firstDisagreement<Model: Decodable & Equatable>(_ type: Model.Type, in input: BenchmarkInput) -> String? {
        let reference = settings.makeJSONDecoder()
        let decoder = settings.makeCodableCheckDecoder()
        for (index, unit) in input.units.enumerated() {
            let location = input.locationPrefix(ofUnit: index)
            let expected: Model
            do {
                expected = try reference.decode(Model.self, from: unit)
            } catch {
                return "\(location)JSONDecoder failed: \(ErrorSummary.describe(error))"
            }
            let decoded: Model
            do {
                decoded = try decoder.decode(Model.self, from: unit)
            } catch {
                return "\(location)threw where JSONDecoder decoded: \(ErrorSummary.describe(error))"
            }
            if decoded != expected {
                return "\(location)decoded a value that differs from JSONDecoder's"
            }
        }
        return nil
    }

    private static func decodeAll<Model: Decodable>(_ type: Model.Type, units: [Data], with decoder: CodableCheckDecoder) throws {
        for unit in units {
            BlackHole.consume(try decoder.decode(Model.self, from: unit))
        }
    }
}
