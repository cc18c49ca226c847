/// Where a library's own error (not a `DecodingError`) is thrown, for a compiled helper's report.
///
/// `JSONDecoder` gives such an error no coding path, so a report would place it at the root; the
/// interpreter names the value it is about (Kodable's `validationFailed` at the property's key),
/// and the compiled app must say the same. codable-check's library stand-ins call `record` just
/// before they throw; `decodeCollectingProblems` then reports the error that escapes (or that the
/// app's code swallows) at that value. Errors nothing records keep the old report: the app's own
/// code is not changed to call this.
public enum ThrownErrorPlace {
    /// Records that `error` is about to be thrown for the value at `key` in `container` (a
    /// missing key: at the object). Does nothing outside `CodableCheckDecoder`'s collecting decode.
    public static func record<Key: CodingKey>(
        _ error: any Error, kind: DecodingProblem.Kind, message: String, forKey key: Key,
        in container: KeyedDecodingContainer<Key>
    ) {
        guard let decoder = (try? container.superDecoder(forKey: key)) as? TapeDecoder, let sink = decoder.session.sink else { return }
        let problem = DecodingProblem(
            kind: kind, codingPath: decoder.node.components(), byteOffset: decoder.session.document.tape.offset(at: decoder.index),
            message: message, foundationDescription: String(describing: error))
        sink.recordThrown(problem, reflecting: error)
    }
}
