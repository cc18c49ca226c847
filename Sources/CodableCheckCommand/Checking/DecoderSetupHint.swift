import CodableCheckCore
import CodableCheckSchema

/// A `JSONDecoder` set-up from the app's source whose strategies differ from the run's: an
/// invalid document is validated again under it, and when it decodes there, its first error
/// says so (`hint(for:documentIDs:)`), next to the key near-miss notes (`KeyHints`). The
/// second validation is exact, so the note never claims what would not happen; it runs for
/// invalid documents only, so valid ones cost nothing more.
struct DecoderSetupHint: Sendable {
    var qualifiedName: String
    /// `Sources/App/API.swift:6:16`.
    var location: String
    /// `keyDecodingStrategy = .convertFromSnakeCase, dateDecodingStrategy = .iso8601`.
    var strategies: String
    var validator: SchemaValidator

    /// At most this many set-ups are tried per invalid document.
    static let limit = 4

    /// The set-ups that would decode differently from `options`, each with its validator.
    static func alternatives(
        to options: DecodeOptions, plan: ValuePlan, setups: [DecoderSetup], displayPath: @escaping (String) -> String
    ) -> [DecoderSetupHint] {
        let choice = DecoderSetupChoice(setups: setups, displayPath: displayPath)
        var hints: [DecoderSetupHint] = []
        // A set-up that does what the tool cannot read (a `.custom` closure) is never offered:
        // decoding under the rest of it says nothing certain about the app.
        for setup in setups where hints.count < limit && setup.unread.isEmpty {
            var adopted = options
            adopted.statedSettings = []
            adopted.adopt(setup)
            let changed =
                adopted.validation.keyStrategy != options.validation.keyStrategy
                || adopted.validation.dateStrategy != options.validation.dateStrategy
                || adopted.validation.dataStrategy != options.validation.dataStrategy
            // Set-ups alike in what they change are tried once.
            guard changed, !hints.contains(where: { $0.strategies == DecoderSetupChoice.strategies(of: setup) }) else { continue }
            hints.append(
                DecoderSetupHint(
                    qualifiedName: setup.qualifiedName, location: choice.location(of: setup),
                    strategies: DecoderSetupChoice.strategies(of: setup),
                    validator: SchemaValidator(plan: plan, options: adopted.validation)))
        }
        return hints
    }

    /// The note for an invalid document, when the first set-up under which it decodes exists.
    static func note(among hints: [DecoderSetupHint], for document: JSONDocument, documentIDs: [Int: String]) -> String? {
        for hint in hints {
            let outcome = hint.validator.validate(document, documentIDs: documentIDs)
            if outcome.errors.isEmpty, outcome.omittedErrorCount == 0 {
                return
                    "the document decodes with the app's JSONDecoder set-up '\(hint.qualifiedName)' at \(hint.location) (\(hint.strategies)): try --decoder \(hint.qualifiedName)"
            }
        }
        return nil
    }
}
