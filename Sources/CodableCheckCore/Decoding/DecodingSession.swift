import Foundation

/// What every decoder and container of one decode shares: the document, raw views of its bytes
/// and tape, the options, the error sink, and the root of the coding path.
///
/// The raw views point into memory the document owns (its bytes, and its tape's storage), and the
/// session holds the document: they stay valid for as long as any decoder or container of the
/// decode lives, even one a model's `init(from:)` keeps after the decode returns. Containers read
/// entries without array bounds checks or retain traffic.
final class DecodingSession {
    let document: JSONDocument
    let bytes: UnsafeBufferPointer<UInt8>
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let options: DecodingOptions
    /// Where problems are recorded; nil when nobody will read them (`decode(_:from:)`).
    let sink: DecodingErrorSink?
    /// The keyed containers' states, kept alive and reused; drained when the decode ends.
    let keyedContainers = KeyedContainerPool()
    /// Coding-path nodes nobody holds any more, reused; closed when the decode ends.
    let codingPathNodes = CodingPathNodePool()
    var root: CodingPathNode { CodingPathNode.root }
    init(document: JSONDocument, options: DecodingOptions, sink: DecodingErrorSink?) {
        self.document = document
        self.bytes = document.bytes
        self.entries = document.tape.entries
        self.options = options
        self.sink = sink
    }

    /// Ends the decode, for every way of decoding (a whole document, or one value inside one):
    /// frees the keyed containers' states no model holds and closes the node pool, so that what a
    /// model kept makes its own states and plain nodes from then on, in any thread.
    func end() {
        keyedContainers.drain()
        codingPathNodes.close()
    }

    /// The index of the entry after the value at `index` and its descendants.
    @inline(__always)
    func indexAfter(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.kind.isContainer ? Int(entry.extent) : index + 1
    }

    // MARK: Errors

    /// Records the problem for `failure` of the value at `valueIndex` (path `parent` + `key`) and
    /// returns the error to throw. `decoderNode` is the decoder's own path at the time, which
    /// Foundation reports for `.iso8601` failures.
    ///
    /// Why not always a `DecodingError`: where JSONDecoder throws its scanner's internal error
    /// (numbers that do not fit, malformed numbers and strings), a model's own code sees a
    /// non-`DecodingError` too: the `DecodingProblem` itself. `CodableCheckDecoder` turns it into
    /// a `DecodingError` when it leaves the decode, as Foundation does with its own.
    func error<K: CodingKey>(
        _ failure: ValueFailure, valueIndex: Int, parent: CodingPathNode, key: K,
        decoderNode: CodingPathNode? = nil
    ) -> any Error {
        let key = CodingPathNode.existential(key)
        let problem = DecodingProblem(
            failure, valueIndex: valueIndex, in: document, codingPath: parent.components(appending: key),
            decoderPath: decoderNode?.components())
        if failure.isScannerError {
            sink?.record(problem)
            return problem
        }
        return record(problem, codingPath: parent.path(appending: key))
    }

    /// Records `problem` and returns the `DecodingError` that carries it, with the model's own
    /// keys as the path.
    func record(_ problem: DecodingProblem, codingPath: [any CodingKey]) -> DecodingError {
        sink?.record(problem)
        return problem.decodingError(codingPath: codingPath)
    }

    /// An error thrown by a model's own code (or the standard library's: raw-value enums, `[Int: V]`
    /// keys, `.formatted` dates) that carries no `DecodingProblem` yet: records a problem located
    /// on the tape by its coding path and returns the same error with the problem as its
    /// underlying error. Anything else passes through unchanged.
    func adopt(_ error: any Error, currentIndex: Int, currentNode: CodingPathNode) -> any Error {
        guard let decodingError = error as? DecodingError else { return error }
        let context: DecodingError.Context
        switch decodingError {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: return error
        }
        if context.underlyingError is DecodingProblem || context.underlyingError != nil { return error }
        let problem = DecodingProblem(
            foreign: decodingError, located: TapeLocator(session: self),
            currentIndex: currentIndex, currentPath: currentNode.components())
        sink?.record(problem)
        return decodingError.replacingUnderlyingError(with: problem)
    }
}
