/// Decoding one value inside a document another walk is already reading.
extension CodableCheckDecoder {
    /// Decodes the value at tape index `index` of `document` as `type`, with the decoder standing
    /// where a decode that reached it along `codingPath` would stand: problems carry their full
    /// path and their byte offset in `document`.
    ///
    /// Schema-driven decoding hands Foundation's own types (`TimeZone`, `Calendar`…) to this, so
    /// that their `init(from:)`, the code the app runs, decides what they accept.
    func decodeCollectingProblems<T: Decodable>(
        _ type: T.Type, in document: JSONDocument, at index: Int, codingPath: [CodingPathComponent]
    ) -> DecodeReport<T> {
        let sink = DecodingErrorSink()
        let session = DecodingSession(document: document, options: currentOptions, sink: sink)
        defer { session.end() }
        var node = session.root
        for component in codingPath {
            switch component {
            case .key(let key): node = node.appending(NamedCodingKey(key))
            case .index(let position): node = node.appending(index: position)
            }
        }
        let decoder = TapeDecoder(session: session, index: index, node: node)
        do {
            let value = try decoder.unwrap(type, at: index, parent: node, key: NoCodingKey.none)
            return DecodeReport(value: value, problems: [], swallowedProblems: sink.problems)
        } catch {
            let adopted = error is DecodingProblem ? error : session.adopt(error, currentIndex: index, currentNode: node)
            let (failure, swallowed) = sink.partition(final: sink.thrownProblem(for: adopted) ?? Self.problem(in: adopted))
            return DecodeReport(value: nil, problems: failure.map { [$0] } ?? [], swallowedProblems: swallowed)
        }
    }
}
