import Foundation

/// The one place where a failure and a position become a `DecodingProblem`, with Foundation's
/// exact wording next to ours. The `Decoder` and the schema-driven path both build problems here.
extension DecodingProblem {
    /// The problem for `failure` of the value at `valueIndex`.
    ///
    /// - Parameters:
    ///   - codingPath: the value's true path (keys and indices down to the value itself).
    ///   - decoderPath: the path of the `Decoder` Foundation would be decoding with when it fails.
    ///     Only `.iso8601` reports it (Foundation uses `self.codingPath` there): for a property that
    ///     is the container's path, i.e. `codingPath` without its last key, which is the default;
    ///     for a `Date??` property or an unkeyed container it differs, so the caller passes it.
    init(
        _ failure: ValueFailure, valueIndex: Int, in document: JSONDocument,
        codingPath: [CodingPathComponent], decoderPath: [CodingPathComponent]? = nil
    ) {
        let offset = document.tape.offset(at: valueIndex)
        let found = { ValueText.found(at: valueIndex, in: document) }
        let written = { ValueText.excerpt(at: valueIndex, in: document) }
        let pathless: [CodingPathComponent]? = codingPath.isEmpty ? nil : []
        let notValidJSON = JSONSyntaxError.foundationDescription
        switch failure {
        case .typeMismatch(let expected):
            let kind = ValueText.foundationKind(document.tape.kind(at: valueIndex))
            self.init(
                kind: .typeMismatch, codingPath: codingPath, byteOffset: offset,
                message: "expected \(Self.userName(of: expected)), found \(found())",
                foundationDescription: "Expected to decode \(expected) but found \(kind) instead.", expectedType: expected)
        case .valueNotFound(let expected):
            self.init(
                kind: .valueNotFound, codingPath: codingPath, byteOffset: offset,
                message: "expected \(Self.userName(of: expected)), found null",
                foundationDescription: "Cannot get value of type \(expected) -- found null value instead", expectedType: expected)
        case .decimalTypeMismatch:
            // Why empty: JSONDecoder's Decimal path throws typeMismatch with debugDescription "".
            self.init(
                kind: .typeMismatch, codingPath: codingPath, byteOffset: offset,
                message: "expected Decimal, found \(found())", foundationDescription: "", expectedType: Decimal.self)
        case .numberDoesNotFit(let type):
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "number \(written()) does not fit in \(type)",
                foundationDescription: notValidJSON, foundationCodingPath: pathless)
        case .numberIsNotInteger:
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "number \(written()) is not an integer",
                foundationDescription: notValidJSON, foundationCodingPath: pathless)
        case .numberRoundsOutOfRange(let type):
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "number \(written()) does not fit in \(type) once rounded to Double, as JSONDecoder converts it",
                foundationDescription: notValidJSON, foundationCodingPath: pathless)
        case .numberUnderflows(let type):
            // A zero with an exponent (`0e1`) lands here too: Foundation's zero check reads the
            // text oddly and refuses some spellings of zero. Say so rather than "too small".
            let isZero =
                document.tape.kind(at: valueIndex) == .number
                && JSONNumberConversion.isSignificandZero(
                    UnsafeBufferPointer(rebasing: document.bytes[document.tape.textRange(at: valueIndex)]))
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: isZero
                    ? "number \(written()) is zero written with an exponent, which JSONDecoder refuses for \(type)"
                    : "number \(written()) is too small for \(type): it would round to zero",
                foundationDescription: notValidJSON, foundationCodingPath: pathless)
        case .malformedNumber(let violation):
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset, message: violation.message,
                foundationDescription: notValidJSON, foundationCodingPath: pathless)
        case .malformedString(let violation):
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: violation.byteOffset, message: violation.message,
                foundationDescription: notValidJSON, foundationCodingPath: pathless)
        case .invalidISO8601Date:
            let foundationPath = decoderPath ?? Array(codingPath.dropLast())
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "date \(written()) is not ISO 8601 (expected e.g. \"2024-05-01T12:00:00Z\")",
                foundationDescription: "Expected date string to be ISO8601-formatted.",
                foundationCodingPath: foundationPath == codingPath ? nil : foundationPath)
        case .dateDoesNotMatchFormatter:
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "date \(written()) does not match the date format",
                foundationDescription: "Date string does not match format expected by formatter.")
        case .invalidBase64:
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "string \(written()) is not valid base64",
                foundationDescription: "Encountered Data is not valid Base64.")
        case .invalidURL:
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "string \(written()) is not a valid URL", foundationDescription: "Invalid URL string.")
        case .invalidUUID:
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "string \(written()) is not a valid UUID",
                foundationDescription: "Attempted to decode UUID from invalid UUID string.")
        case .invalidRawValue(let typeName, let rawTypeName, let rawValue, let expected):
            self.init(
                kind: .dataCorrupted, codingPath: codingPath, byteOffset: offset,
                message: "\(written()) is not a \(typeName)" + Self.choices(expected, quoted: rawTypeName == "String"),
                foundationDescription: "Cannot initialize \(typeName) from invalid \(rawTypeName) value \(rawValue)")
        case .invalidIntegerKey:
            self.init(
                kind: .typeMismatch, codingPath: codingPath, byteOffset: offset,
                message: "key \(written()) is not an integer",
                foundationDescription: "Expected Int key but found String key instead.", expectedType: Int.self)
        }
    }

    /// The `decoderPath` to give `init` for `failure` of a value the schema walkers decode, so
    /// that both walkers name the same decoder.
    ///
    /// Foundation's decoder stands at the value itself after `Optional.init(from:)`
    /// (`decoderIsAtValue`); otherwise at the container reading it, which `init` assumes. Under a
    /// key decoding strategy JSONDecoder reads a `[String: V]` with no decoder of its own (its keys
    /// must not be converted), so an error that reports the decoder's path (`.iso8601`) names the
    /// container holding the dictionary: `{"v": {"a": "x"}}` as `Box<[String: Date]>` fails at
    /// `[]`, not at `v` (probed on 6.3.1; B12).
    ///
    /// - Parameter isDictionaryKey: whether the step at a position of `codingPath` is the key of a
    ///   dictionary member (not of a property).
    static func walkedDecoderPath(
        for failure: ValueFailure, at codingPath: [CodingPathComponent], decoderIsAtValue: Bool,
        keyStrategy: ValidationOptions.KeyStrategy, isDictionaryKey: (Int) -> Bool
    ) -> [CodingPathComponent]? {
        if decoderIsAtValue { return codingPath }
        guard keyStrategy != .useDefaultKeys, case .invalidISO8601Date = failure else { return nil }
        var depth = max(codingPath.count - 1, 0)
        while depth > 0, isDictionaryKey(depth) { depth -= 1 }
        return Array(codingPath.prefix(depth))
    }

    /// `keyNotFound`: the path is the container's plus the key, the offset the object's `{`.
    /// Foundation's `DecodingError` carries the container's path and the key apart, which is the
    /// same place: `foundationCodingPath` stays nil, since it marks paths Foundation gets wrong.
    static func keyNotFound(
        _ key: any CodingKey, containerIndex: Int, in document: JSONDocument, containerPath: [CodingPathComponent]
    ) -> DecodingProblem {
        DecodingProblem(
            kind: .keyNotFound, codingPath: containerPath + [CodingPathComponent(codingKey: key)],
            byteOffset: document.tape.offset(at: containerIndex),
            message: "key \"\(key.stringValue)\" not found",
            foundationDescription: "No value associated with key \(key) (\"\(key.stringValue)\").")
    }

    /// A keyed or unkeyed container asked of a value of another kind, or of null.
    static func containerMismatch(
        expectingObject: Bool, valueIndex: Int, in document: JSONDocument, codingPath: [CodingPathComponent]
    ) -> DecodingProblem {
        let expected: any Any.Type = expectingObject ? [String: Any].self : [Any].self
        let kind = document.tape.kind(at: valueIndex)
        let offset = document.tape.offset(at: valueIndex)
        let name = expectingObject ? "object" : "array"
        if kind == .null {
            let container = expectingObject ? "keyed" : "unkeyed"
            return DecodingProblem(
                kind: .valueNotFound, codingPath: codingPath, byteOffset: offset, message: "expected \(name), found null",
                foundationDescription: "Cannot get \(container) decoding container -- found null value instead",
                expectedType: expected)
        }
        return DecodingProblem(
            kind: .typeMismatch, codingPath: codingPath, byteOffset: offset,
            message: "expected \(name), found \(ValueText.found(at: valueIndex, in: document))",
            foundationDescription: "Expected to decode \(expected) but found \(ValueText.foundationKind(kind)) instead.",
            expectedType: expected)
    }

    /// An unkeyed container read past its last element. `byteOffset` is the array's `]`-side
    /// position as the caller knows it (the array's own offset).
    static func unkeyedContainerAtEnd(
        expectedType: any Any.Type, foundationDescription: String, arrayIndex: Int, in document: JSONDocument,
        codingPath: [CodingPathComponent]
    ) -> DecodingProblem {
        let count = document.tape.elementCount(at: arrayIndex)
        return DecodingProblem(
            kind: .valueNotFound, codingPath: codingPath, byteOffset: document.tape.offset(at: arrayIndex),
            message: "array has only \(count) element\(count == 1 ? "" : "s")",
            foundationDescription: foundationDescription, expectedType: expectedType)
    }

    /// A syntax error from the reader, as Foundation reports it: `dataCorrupted` at `[]`.
    init(_ error: JSONSyntaxError) {
        self.init(
            kind: .dataCorrupted, codingPath: [], byteOffset: error.byteOffset, message: error.message,
            foundationDescription: JSONSyntaxError.foundationDescription)
    }

    /// ` (expected one of "a", "b")`, at most eight shown; empty when the cases are unknown.
    static func choices(_ values: [String], quoted: Bool) -> String {
        guard !values.isEmpty else { return "" }
        let shown = values.prefix(8).map { quoted ? "\"\($0)\"" : $0 }.joined(separator: ", ")
        return " (expected one of \(shown)\(values.count > 8 ? ", …" : ""))"
    }

    /// How our messages name a type: JSON's words for containers, Swift's names otherwise.
    static func userName(of type: any Any.Type) -> String {
        if type == [String: Any].self { return "object" }
        if type == [Any].self { return "array" }
        return "\(type)"
    }
}

extension DecodingProblem {
    /// Where the app stops instead of throwing (a trap: Foundation's own code on a value it cannot
    /// take, or the app's `!`, `try!`, an index outside an array): `stopsTheApp`, so no `try?`,
    /// wrapper or lossy recovery turns it into nil; JSONDecoder has no words for it.
    /// `message` says what stops, and ends with why it is no error.
    static func trap(_ message: String, codingPath: [CodingPathComponent], byteOffset: Int) -> DecodingProblem {
        var problem = DecodingProblem(
            kind: .dataCorrupted, codingPath: codingPath, byteOffset: byteOffset,
            message: message + " stops the app here (a trap, not an error)", foundationDescription: "")
        problem.stopsTheApp = true
        return problem
    }
}
