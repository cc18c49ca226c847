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
/// offset and Foundation's own path and wording. A `DecodingError` a model's own code throws
/// without an underlying error gets one too (placed on the document by its path); other errors
/// a model throws pass through untouched.
///
/// Inside a model's `init(from:)`, the failures Foundation raises as its scanner's internal error
/// (numbers that do not fit, malformed numbers and strings) arrive as a `DecodingProblem`, not a
/// `DecodingError`, so `catch let error as DecodingError` misses them exactly as it does with
/// `JSONDecoder`; they become the `DecodingError` above when they leave the decode.
///
/// `allowsJSON5` is **not supported**: setting it makes `decode` fail with `dataCorrupted` saying
/// so (JSON5 would need a second reader; the tool validates what apps send as JSON).
public final class CodableCheckDecoder: @unchecked Sendable {
    /// The settings, as the properties below read and write them. Guarded by `lock` (a decode
    /// takes one snapshot), so one decoder can serve several threads, as `JSONDecoder` can.
    private struct Settings {
        var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate
        var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64
        var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
        var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
        var userInfo: [CodingUserInfoKey: any Sendable] = [:]
        var allowsJSON5 = false
        var assumesTopLevelDictionary = false
    }

    private var settings = Settings()
    /// `settings` converted for decoding; rebuilt after a setting changes, not per decode.
    private var cachedOptions: DecodingOptions?
    private let lock = NSLock()

    private func setting<Value>(_ path: KeyPath<Settings, Value>) -> Value {
        lock.withLock { settings[keyPath: path] }
    }

    private func set<Value>(_ path: WritableKeyPath<Settings, Value>, _ value: Value) {
        lock.withLock {
            settings[keyPath: path] = value
            cachedOptions = nil
        }
    }

    public var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy {
        get { setting(\.dateDecodingStrategy) }
        set { set(\.dateDecodingStrategy, newValue) }
    }

    public var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy {
        get { setting(\.dataDecodingStrategy) }
        set { set(\.dataDecodingStrategy, newValue) }
    }

    public var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy {
        get { setting(\.nonConformingFloatDecodingStrategy) }
        set { set(\.nonConformingFloatDecodingStrategy, newValue) }
    }

    public var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy {
        get { setting(\.keyDecodingStrategy) }
        set { set(\.keyDecodingStrategy, newValue) }
    }

    /// Unlike `JSONDecoder` on this toolchain, setting this leaves `assumesTopLevelDictionary`
    /// alone (Foundation's setter resets it to false).
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { setting(\.userInfo) }
        set { set(\.userInfo, newValue) }
    }

    /// Not supported; see the type's documentation.
    public var allowsJSON5: Bool {
        get { setting(\.allowsJSON5) }
        set { set(\.allowsJSON5, newValue) }
    }

    /// Reads a top level without braces (`"a": 1, "b": 2`) as an object, as JSONDecoder does;
    /// input that starts with `{` is read as usual, and a blank input is an empty object.
    public var assumesTopLevelDictionary: Bool {
        get { setting(\.assumesTopLevelDictionary) }
        set { set(\.assumesTopLevelDictionary, newValue) }
    }

    public init() {}

    /// Mirrors `JSONDecoder.decode(_:from:)`: the value, or the `DecodingError` `JSONDecoder` would
    /// throw (at the value's true path where Foundation loses it; see `DecodingProblem`).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try run(from: data, sink: nil) { decoder, root in
            try decoder.unwrap(type, at: decoder.index, parent: root, key: NoCodingKey.none)
        }
    }

    /// Mirrors `JSONDecoder.decode(_:from:configuration:)`.
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
    ) throws -> T {
        try run(from: data, sink: nil) { decoder, root in
            try decoder.moved(to: decoder.index, node: root) { decoder in try T(from: decoder, configuration: configuration) }
        }
    }

    /// Mirrors `JSONDecoder.decode(_:from:configuration:)` with a configuration provider.
    public func decode<T: DecodableWithConfiguration, C: DecodingConfigurationProviding>(
        _ type: T.Type, from data: Data, configuration: C.Type
    ) throws -> T where T.DecodingConfiguration == C.DecodingConfiguration {
        try decode(type, from: data, configuration: C.decodingConfiguration)
    }

    /// Decodes and collects every problem in decode order instead of throwing the first.
    ///
    /// A compiled type stops at its first uncaught error, so `problems` holds at most that one
    /// (its `DecodingProblem`); errors the type caught itself are in `swallowedProblems`.
    public func decodeCollectingProblems<T: Decodable>(_ type: T.Type, from data: Data) -> DecodeReport<T> {
        let sink = DecodingErrorSink()
        do {
            let value = try run(from: data, sink: sink) { decoder, root in
                try decoder.unwrap(type, at: decoder.index, parent: root, key: NoCodingKey.none)
            }
            return DecodeReport(value: value, problems: [], swallowedProblems: sink.problems)
        } catch {
            let final = sink.thrownProblem(for: error) ?? Self.problem(in: error)
            let (failure, swallowed) = sink.partition(final: final)
            return DecodeReport(value: nil, problems: failure.map { [$0] } ?? [], swallowedProblems: swallowed)
        }
    }

    // MARK: Running a decode

    /// Reads `data` and runs `body` with a decoder at the top-level value, inside the tape's
    /// buffer; turns every way of failing into the error `decode` throws. (It throws rather than
    /// returning a `Result`: `Result<T, any Error>` in this unspecialized code would cost three
    /// generic metadata lookups per decode.)
    private func run<T>(
        from data: Data, sink: DecodingErrorSink?, _ body: (TapeDecoder, CodingPathNode) throws -> T
    ) throws -> T {
        let options = currentOptions
        if options.allowsJSON5 {
            let problem = DecodingProblem(
                kind: .dataCorrupted, codingPath: [], byteOffset: 0,
                message: "allowsJSON5 is not supported by CodableCheckDecoder",
                foundationDescription: "allowsJSON5 is not supported by CodableCheckDecoder.")
            sink?.record(problem)
            throw problem.decodingError(codingPath: [])
        }
        let document: JSONDocument
        do {
            // Why: JSONDecoder reads a blank input as `{}` under assumesTopLevelDictionary (probed);
            // the reader refuses it, so hand it the empty object it stands for.
            let input = options.assumesTopLevelDictionary && Self.isBlank(data) ? Data("{}".utf8) : data
            document = try JSONReader.read(input, options: .init(assumesTopLevelDictionary: options.assumesTopLevelDictionary))
        } catch {
            let problem = DecodingProblem(error)
            sink?.record(problem)
            throw problem.decodingError(codingPath: [])
        }
        let session = DecodingSession(document: document, options: options, sink: sink)
        defer { session.end() }
        let decoder = TapeDecoder(session: session, index: document.rootIndex, node: session.root)
        do {
            return try body(decoder, session.root)
        } catch let problem as DecodingProblem {
            throw problem.decodingError
        } catch {
            throw session.adopt(error, currentIndex: document.rootIndex, currentNode: session.root)
        }
    }

    /// The strategies of one decode: the cached conversion of the settings.
    var currentOptions: DecodingOptions {
        lock.withLock {
            if let cachedOptions { return cachedOptions }
            let options = makeOptions()
            cachedOptions = options
            return options
        }
    }

    /// Only JSON whitespace, after an optional UTF-8 byte order mark.
    private static func isBlank(_ data: Data) -> Bool {
        data.dropFirst(data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// The strategies of one decode, from the settings (call with `lock` held).
    private func makeOptions() -> DecodingOptions {
        var options = DecodingOptions()
        options.dateStrategy = settings.dateDecodingStrategy
        options.dataStrategy = settings.dataDecodingStrategy
        if case .convertFromString(let positive, let negative, let nan) = settings.nonConformingFloatDecodingStrategy {
            options.nonConformingFloats = NonConformingFloatNames(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
        }
        switch settings.keyDecodingStrategy {
        case .useDefaultKeys: options.keyMapping = .useDefaultKeys
        case .convertFromSnakeCase: options.keyMapping = .convertFromSnakeCase
        case .custom(let convert): options.keyMapping = .custom(convert)
        @unknown default: options.keyMapping = .useDefaultKeys
        }
        options.userInfo = settings.userInfo
        options.allowsJSON5 = settings.allowsJSON5
        options.assumesTopLevelDictionary = settings.assumesTopLevelDictionary
        return options
    }

    /// The problem an escaping error carries; for an error that is not a `DecodingError` (a
    /// model threw its own type), a `dataCorrupted` problem describing it.
    static func problem(in error: any Error) -> DecodingProblem? {
        if let problem = error as? DecodingProblem { return problem }
        if let decodingError = error as? DecodingError {
            let context: DecodingError.Context? =
                switch decodingError {
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
