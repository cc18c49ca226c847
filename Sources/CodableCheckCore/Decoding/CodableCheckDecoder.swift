import Foundation

/// Decodes compiled `Decodable` types from JSON with the observable behaviour of Foundation's
/// `JSONDecoder`, and can report every error with its position instead of only the first.
///
/// The strategies are `JSONDecoder`'s own types, with the same meanings, so a decoder is
/// configured exactly like the app's. Errors are `JSONDecoder`'s (same case, coding path and
/// `debugDescription`) with two deliberate differences, both where Foundation loses information:
/// - a number that does not fit its type (`300` for `UInt8`, `3.5` for `Int`, `1e400` for
///   `Double`) or a string/number spelled against RFC 8259, which Foundation reports as "The given
///   data was not valid JSON." at `[]`, is reported at the value's true path, saying what is wrong;
/// - an `.iso8601` failure, which Foundation reports at the container's path, carries the path of
///   the value itself.
/// Every error this decoder raises has a `DecodingProblem` as `underlyingError`, with the byte
/// offset and Foundation's own path and wording.
///
/// `allowsJSON5` is **not supported**: setting it makes `decode` fail with `dataCorrupted` saying
/// so (JSON5 would need a second reader; the tool validates what apps send as JSON).
public final class CodableCheckDecoder {
    public var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate
    public var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64
    public var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    public var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// Not supported; see the type's documentation.
    public var allowsJSON5 = false
    /// Reads a top level without braces (`"a": 1, "b": 2`) as an object, as JSONDecoder does;
    /// input that starts with `{` is read as usual.
    public var assumesTopLevelDictionary = false

    public init() {}

    /// Mirrors `JSONDecoder.decode(_:from:)`: the value, or the `DecodingError` `JSONDecoder` would
    /// throw (at the value's true path where Foundation loses it; see `DecodingProblem`).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let sink = DecodingErrorSink()
        return try run(type, from: data, sink: sink).get()
    }

    /// Decodes and collects every problem in decode order instead of throwing the first.
    ///
    /// A compiled type stops at its first uncaught error, so `problems` holds at most that one
    /// (its `DecodingProblem`); errors the type caught itself are in `swallowedProblems`.
    public func decodeCollectingProblems<T: Decodable>(_ type: T.Type, from data: Data) -> DecodeReport<T> {
        let sink = DecodingErrorSink()
        switch run(type, from: data, sink: sink) {
        case .success(let value):
            return DecodeReport(value: value, problems: [], swallowedProblems: sink.problems)
        case .failure(let error):
            let final = Self.problem(in: error)
            let (failure, swallowed) = sink.partition(final: final)
            return DecodeReport(value: nil, problems: failure.map { [$0] } ?? [], swallowedProblems: swallowed)
        }
    }

    // MARK: Running a decode

    private func run<T: Decodable>(_ type: T.Type, from data: Data, sink: DecodingErrorSink) -> Result<T, any Error> {
        if allowsJSON5 {
            let problem = DecodingProblem(
                kind: .dataCorrupted, codingPath: [], byteOffset: 0,
                message: "allowsJSON5 is not supported by CodableCheckDecoder",
                foundationDescription: "allowsJSON5 is not supported by CodableCheckDecoder.")
            sink.record(problem)
            return .failure(problem.decodingError(codingPath: []))
        }
        let document: JSONDocument
        do {
            // Why: JSONDecoder reads a blank input as `{}` under assumesTopLevelDictionary (probed);
            // the reader refuses it, so hand it the empty object it stands for.
            let input = assumesTopLevelDictionary && Self.isBlank(data) ? Data("{}".utf8) : data
            document = try JSONReader.read(input, options: .init(assumesTopLevelDictionary: assumesTopLevelDictionary))
        } catch {
            let problem = DecodingProblem(error)
            sink.record(problem)
            return .failure(problem.decodingError(codingPath: []))
        }
        let options = makeOptions()
        return document.tape.entries.withUnsafeBufferPointer { entries in
            let session = DecodingSession(document: document, entries: entries, options: options, sink: sink)
            let decoder = TapeDecoder(session: session, index: document.rootIndex, node: session.root)
            do {
                return .success(try decoder.unwrap(type, at: document.rootIndex, parent: session.root, key: nil))
            } catch let problem as DecodingProblem {
                return .failure(problem.decodingError)
            } catch {
                return .failure(session.adopt(error, currentIndex: document.rootIndex, currentNode: session.root))
            }
        }
    }

    /// Only JSON whitespace, after an optional UTF-8 byte order mark.
    private static func isBlank(_ data: Data) -> Bool {
        data.dropFirst(data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    private func makeOptions() -> DecodingOptions {
        var options = DecodingOptions()
        options.dateStrategy = dateDecodingStrategy
        options.dataStrategy = dataDecodingStrategy
        if case .convertFromString(let positive, let negative, let nan) = nonConformingFloatDecodingStrategy {
            options.nonConformingFloats = NonConformingFloatNames(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
        }
        switch keyDecodingStrategy {
        case .useDefaultKeys: options.keyMapping = .useDefaultKeys
        case .convertFromSnakeCase: options.keyMapping = .convertFromSnakeCase
        case .custom(let convert): options.keyMapping = .custom(convert)
        @unknown default: options.keyMapping = .useDefaultKeys
        }
        options.userInfo = userInfo
        return options
    }

    /// The problem an escaping error carries; for an error that is not a `DecodingError` (a
    /// model threw its own type), a `dataCorrupted` problem describing it.
    private static func problem(in error: any Error) -> DecodingProblem? {
        if let problem = error as? DecodingProblem { return problem }
        if let decodingError = error as? DecodingError {
            let context: DecodingError.Context? = switch decodingError {
            case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): c
            @unknown default: nil
            }
            if let problem = context?.underlyingError as? DecodingProblem { return problem }
        }
        return DecodingProblem(
            kind: .dataCorrupted, codingPath: [], byteOffset: 0, message: "the model threw \(error)",
            foundationDescription: "\(error)")
    }
}

/// The outcome of `CodableCheckDecoder.decodeCollectingProblems(_:from:)`.
public struct DecodeReport<Value> {
    /// The decoded value, when decoding succeeded.
    public var value: Value?
    /// Problems that made decoding fail, in decode order; `problems.first` is the one
    /// `JSONDecoder` throws. Malformed JSON is one `dataCorrupted` problem at the syntax error.
    public var problems: [DecodingProblem]
    /// Problems the decoded type caught itself (`try?`, `decodeIfPresent` fallbacks) and went on.
    public var swallowedProblems: [DecodingProblem]

    public init(value: Value?, problems: [DecodingProblem], swallowedProblems: [DecodingProblem]) {
        self.value = value
        self.problems = problems
        self.swallowedProblems = swallowedProblems
    }
}
