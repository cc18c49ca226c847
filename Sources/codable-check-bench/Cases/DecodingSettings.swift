import CodableCheckCore
import Foundation

/// The decoding configuration every path uses, set in one place so no path gets an easier job.
///
/// Keys: the default strategy, with snake_case spelled in each model's `CodingKeys`.
/// `convertFromSnakeCase` would add a per-key conversion to Foundation's time that an app with
/// explicit `CodingKeys` never pays, and the schema path would then have to mirror it too.
/// Dates: `.iso8601`, which the generated orders use; the corpus models declare no `Date`.
struct DecodingSettings {
    /// One line for the report header.
    var summary: String {
        "default key strategy (snake_case spelled in CodingKeys), dates .iso8601"
    }

    func makeJSONDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .useDefaultKeys
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    func makeCodableCheckDecoder() -> CodableCheckDecoder {
        let decoder = CodableCheckDecoder()
        decoder.keyDecodingStrategy = .useDefaultKeys
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// How the schema path's re-encoded values are compared with Foundation's: `JSONEncoder` with
    /// default strategies and sorted keys, the form `ValidationOutcome.encodedValue` promises.
    func makeReferenceEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    func makeValidationOptions() -> ValidationOptions {
        var options = ValidationOptions()
        options.mode = .strict
        options.keyStrategy = .useDefaultKeys
        options.dateStrategy = .iso8601
        return options
    }
}
