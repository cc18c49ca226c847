/// Why a value could not be decoded, before it is placed at a coding path: the error case,
/// Foundation's wording and ours.
struct LeafFailure {
    var kind: DecodingProblem.Kind
    /// Lower-case, no trailing period: `expected String, found number 3`.
    var message: String
    /// `JSONDecoder`'s `debugDescription` for the same failure.
    var foundationDescription: String
    /// Foundation on this toolchain reports this failure with an empty coding path (number range
    /// and malformed-value errors escape its decoder as "The given data was not valid JSON.").
    var foundationReportsEmptyPath = false
    var expectedType: Any.Type?

    static func typeMismatch(expected typeName: String, _ type: Any.Type, found: FoundValue) -> LeafFailure {
        LeafFailure(
            kind: .typeMismatch, message: "expected \(typeName), found \(found.description)",
            foundationDescription: "Expected to decode \(typeName) but found \(found.foundationKind) instead.",
            expectedType: type)
    }

    static func valueNotFound(expected typeName: String, _ type: Any.Type) -> LeafFailure {
        LeafFailure(
            kind: .valueNotFound, message: "expected \(typeName), found null",
            foundationDescription: "Cannot get value of type \(typeName) -- found null value instead", expectedType: type)
    }

    /// A value Foundation rejects only when it decodes it, without a path.
    static func notValidJSON(_ message: String) -> LeafFailure {
        LeafFailure(
            kind: .dataCorrupted, message: message, foundationDescription: JSONSyntaxError.foundationDescription,
            foundationReportsEmptyPath: true)
    }

    static func malformedString(_ failure: JSONStringContent.Failure) -> LeafFailure {
        notValidJSON(failure.message)
    }

    static func intKeyExpected(key: String) -> LeafFailure {
        LeafFailure(
            kind: .typeMismatch, message: "expected an Int key, found key \"\(key)\"",
            foundationDescription: "Expected Int key but found String key instead.", expectedType: Int.self)
    }

    static func dataCorrupted(_ message: String, foundation: String) -> LeafFailure {
        LeafFailure(kind: .dataCorrupted, message: message, foundationDescription: foundation)
    }
}

/// The JSON value found where another was expected, described for both audiences.
struct FoundValue {
    let kind: JSONKind
    /// The value as written, for scalars.
    let text: String?

    init(document: JSONDocument, index: Int) {
        kind = document.tape.kind(at: index)
        switch kind {
        case .string:
            let raw = document.rawStringBytes(at: index)
            text = String(decoding: raw, as: UTF8.self)
        case .number, .true, .false:
            text = document.rawText(at: index)
        case .null, .array, .object:
            text = nil
        }
    }

    /// `string "12,50"`, `number 3`, `bool true`, `null`, `an object`, `an array`.
    var description: String {
        switch kind {
        case .string: "string \"\(FoundValue.truncated(text ?? ""))\""
        case .number: "number \(FoundValue.truncated(text ?? ""))"
        case .true: "bool true"
        case .false: "bool false"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The `<kind>` in Foundation's `Expected to decode T but found <kind> instead.`
    var foundationKind: String {
        switch kind {
        case .string: "a string"
        case .number: "number"
        case .true, .false: "bool"
        case .null: "null"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }

    private static func truncated(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(37)) + "..."
    }
}

/// A keyed or unkeyed container asked of a value that is not an object or array.
enum ContainerFailure {
    case keyed(found: JSONKind)
    case unkeyed(found: JSONKind)

    func failure(document: JSONDocument, index: Int) -> LeafFailure {
        let found = FoundValue(document: document, index: index)
        switch self {
        case .keyed(.null):
            return LeafFailure(
                kind: .valueNotFound, message: "expected an object, found null",
                foundationDescription: "Cannot get keyed decoding container -- found null value instead",
                expectedType: [String: Any].self)
        case .unkeyed(.null):
            return LeafFailure(
                kind: .valueNotFound, message: "expected an array, found null",
                foundationDescription: "Cannot get unkeyed decoding container -- found null value instead",
                expectedType: [Any].self)
        case .keyed:
            return LeafFailure(
                kind: .typeMismatch, message: "expected an object, found \(found.description)",
                foundationDescription: "Expected to decode Dictionary<String, Any> but found \(found.foundationKind) instead.",
                expectedType: [String: Any].self)
        case .unkeyed:
            return LeafFailure(
                kind: .typeMismatch, message: "expected an array, found \(found.description)",
                foundationDescription: "Expected to decode Array<Any> but found \(found.foundationKind) instead.",
                expectedType: [Any].self)
        }
    }
}
