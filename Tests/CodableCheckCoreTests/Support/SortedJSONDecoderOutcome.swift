import Foundation

/// What `JSONDecoder` makes of a document, for the differential suites that compare it with the
/// schema walk: the value re-encoded with sorted keys (so two values compare as text), or the
/// `DecodingError` it threw.
enum SortedJSONDecoderOutcome {
    case decodes(String)
    case fails(ObservedDecodingError)
}

/// `JSONDecoder`'s outcome for `data` as `type`; a thrown error that is not a `DecodingError`
/// stops the test run, since the compared models throw nothing else.
func sortedJSONDecoderOutcome(_ type: any Decodable.Type, _ data: Data) -> SortedJSONDecoderOutcome {
    func decode<T: Decodable>(_: T.Type) -> SortedJSONDecoderOutcome {
        do {
            let value = try JSONDecoder().decode(T.self, from: data)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let encoded = (value as? any Encodable).flatMap { try? encoder.encode($0) }
            return .decodes(encoded.map { String(decoding: $0, as: UTF8.self) } ?? "")
        } catch {
            guard let observed = ObservedDecodingError(error) else { fatalError("not a DecodingError: \(error)") }
            return .fails(observed)
        }
    }
    return decode(type)
}
