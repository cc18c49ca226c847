/// Between `DecodingProblem` and the `DecodingError` a caller of `decode(_:from:)` sees.
extension DecodingProblem {
    /// The `DecodingError` for this problem, with a path rebuilt from `codingPath` (array indices
    /// as Foundation's "Index N" keys). The `Decoder` uses `decodingError(codingPath:)` instead, to
    /// keep the model's own `CodingKey` values in the path.
    public var decodingError: DecodingError {
        decodingError(
            codingPath: codingPath.map { component -> any CodingKey in
                switch component {
                case .index(let index): IndexCodingKey(index)
                case .key(let key): NamedCodingKey(key)
                }
            })
    }

    /// Whether Foundation reports this problem without its path ("The given data was not valid
    /// JSON." at `[]`) while it has one: then the error says what is wrong instead.
    var isRelocatedFromEmptyPath: Bool {
        foundationCodingPath?.isEmpty == true && foundationDescription == JSONSyntaxError.foundationDescription
    }

    /// The `DecodingError` with Foundation's case; its path is the true one, its description
    /// Foundation's except where Foundation lost the path (then our message), and this problem is
    /// the underlying error, so a caller can get the byte offset.
    func decodingError(codingPath keys: [any CodingKey]) -> DecodingError {
        let description = isRelocatedFromEmptyPath ? message : foundationDescription
        let context = DecodingError.Context(codingPath: keys, debugDescription: description, underlyingError: self)
        switch kind {
        case .typeMismatch:
            return .typeMismatch(expectedType ?? Any.self, context)
        case .valueNotFound:
            return .valueNotFound(expectedType ?? Any.self, context)
        case .dataCorrupted, .validationFailed:
            return .dataCorrupted(context)
        case .keyNotFound:
            let key = keys.last ?? NamedCodingKey("")
            let containerPath = Array(keys.dropLast())
            return .keyNotFound(key, DecodingError.Context(codingPath: containerPath, debugDescription: description, underlyingError: self))
        }
    }

    /// A problem for a `DecodingError` a model's code threw itself, placed on the tape by its path.
    init(foreign error: DecodingError, located locator: TapeLocator, currentIndex: Int, currentPath: [CodingPathComponent]) {
        let kind: Kind
        let context: DecodingError.Context
        var expected: (any Any.Type)?
        var path: [CodingPathComponent]
        switch error {
        case .typeMismatch(let type, let c): kind = .typeMismatch; context = c; expected = type
        case .valueNotFound(let type, let c): kind = .valueNotFound; context = c; expected = type
        case .dataCorrupted(let c): kind = .dataCorrupted; context = c
        case .keyNotFound(_, let c): kind = .keyNotFound; context = c
        @unknown default: kind = .dataCorrupted; context = DecodingError.Context(codingPath: [], debugDescription: "\(error)")
        }
        path = context.codingPath.map(CodingPathComponent.init(codingKey:))
        // keyNotFound points at the object that lacks the key; everything else at the value.
        let valueIndex = locator.locate(path, from: currentIndex, at: currentPath)
        if case .keyNotFound(let key, _) = error {
            path.append(CodingPathComponent(codingKey: key))
        }
        let offset = locator.session.document.tape.offset(at: valueIndex)
        self.init(
            kind: kind, codingPath: path, byteOffset: offset,
            message: Self.ourWording(of: error, description: context.debugDescription) {
                ValueText.excerpt(at: valueIndex, in: locator.session.document)
            },
            foundationDescription: context.debugDescription, expectedType: expected)
    }

    /// Our lower-case, period-free form of a message someone else wrote. The standard library's
    /// two messages get the wording the schema path uses for the same failures.
    private static func ourWording(of error: DecodingError, description: String, written: () -> String) -> String {
        if case .keyNotFound(let key, _) = error { return "key \"\(key.stringValue)\" not found" }
        // `RawRepresentable.init(from:)`: "Cannot initialize Genre from invalid String value Fantasy".
        if description.hasPrefix("Cannot initialize "), let from = description.range(of: " from invalid ") {
            let typeName = description[description.index(description.startIndex, offsetBy: 18)..<from.lowerBound]
            return "\(written()) is not a \(typeName)"
        }
        // `Dictionary<Int, V>.init(from:)`.
        if description == "Expected Int key but found String key instead.", case .typeMismatch = error,
            let key = (error.contextPath.last?.stringValue)
        {
            return "key \"\(key)\" is not an integer"
        }
        var text = description
        while text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first else { return "the model rejected the value" }
        // Keep type names (`Genre`) as written; lower-case only an ordinary first word.
        if first.isUppercase, let second = text.dropFirst().first, second.isLowercase {
            text = first.lowercased() + text.dropFirst()
        }
        return text
    }
}

extension DecodingError {
    /// The error's coding path.
    var contextPath: [any CodingKey] {
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): c.codingPath
        @unknown default: []
        }
    }

    /// The same error with `problem` as its underlying error.
    func replacingUnderlyingError(with problem: DecodingProblem) -> DecodingError {
        func rebuilt(_ c: Context) -> Context {
            Context(codingPath: c.codingPath, debugDescription: c.debugDescription, underlyingError: problem)
        }
        switch self {
        case .typeMismatch(let type, let c): return .typeMismatch(type, rebuilt(c))
        case .valueNotFound(let type, let c): return .valueNotFound(type, rebuilt(c))
        case .keyNotFound(let key, let c): return .keyNotFound(key, rebuilt(c))
        case .dataCorrupted(let c): return .dataCorrupted(rebuilt(c))
        @unknown default: return self
        }
    }
}
