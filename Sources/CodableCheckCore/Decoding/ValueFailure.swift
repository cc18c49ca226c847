/// Why one JSON value did not convert to the requested Swift type, without saying where.
///
/// The conversion rules (`JSONNumberConversion`, `JSONStringDecoding`, `DateConversion`, ...) work
/// on a document and a tape index only, so the `Decoder` and the schema-driven path share them.
/// They throw this small value; `DecodingProblem.init(_:at:in:codingPath:foundationDecoderPath:)`
/// adds the coding path and turns it into Foundation's wording and ours.
enum ValueFailure: Error, Sendable {
    /// The value has the wrong JSON kind: `typeMismatch(expected)`, "Expected to decode T but
    /// found <kind> instead.".
    case typeMismatch(expected: any Any.Type)
    /// `null` where a value is required: `valueNotFound(expected)`, "Cannot get value of type T --
    /// found null value instead". (Bool says typeMismatch instead; see `BoolConversion`.)
    case valueNotFound(expected: any Any.Type)
    /// `Decimal` from a non-number: Foundation's `typeMismatch(Decimal)` with an empty description.
    case decimalTypeMismatch
    /// A number whose value does not fit the type (`300` for `UInt8`, `1e400` for `Double`).
    /// Foundation: `dataCorrupted` at `[]`, "The given data was not valid JSON.".
    case numberDoesNotFit(type: any Any.Type)
    /// An integer type asked for a number with a fractional part (`3.5` for `Int`); pathless too.
    case numberIsNotInteger(type: any Any.Type)
    /// An integral value that fits the type, but that Foundation rejects because it converts
    /// through `Double` first (`9223372036854775807.0` for `Int64`); pathless too.
    case numberRoundsOutOfRange(type: any Any.Type)
    /// A non-zero number that rounds to zero in the type (`1e-400` for `Double`); pathless too.
    case numberUnderflows(type: any Any.Type)
    /// A number spelled against RFC 8259 (`01`, `1.`, `-`), which Foundation's scanner let through
    /// and rejects only now; pathless.
    case malformedNumber(NumberSpelling.Violation)
    /// A string (or object key) whose content is not valid: a bad escape, a lone surrogate, a raw
    /// control character, invalid UTF-8; pathless.
    case malformedString(JSONStringDecoding.Violation)
    /// `.iso8601` could not parse the string. Foundation reports it at the decoder's path, which
    /// for a property is the container's path without the key.
    case invalidISO8601Date
    /// `.formatted(_:)` could not parse the string.
    case dateDoesNotMatchFormatter
    /// `.base64` could not decode the string.
    case invalidBase64
    /// `URL(string:)` refused the string.
    case invalidURL
    /// `UUID(uuidString:)` refused the string (the message comes from `UUID.init(from:)`).
    case invalidUUID
    /// A raw value no case of the enum has; the message is the standard library's:
    /// "Cannot initialize Genre from invalid String value Fantasy" (`rawValue` as Swift prints it).
    /// `expected` lists the cases' raw values when known (the schema path), for our message.
    case invalidRawValue(typeName: String, rawTypeName: String, rawValue: String, expected: [String])
    /// A `[Int: V]` key that `Int(String)` refuses; the message is the standard library's.
    case invalidIntegerKey

    /// Failures JSONDecoder raises as its scanner's internal error rather than a `DecodingError`:
    /// a model's `catch let error as DecodingError` does not see them, and they become
    /// "The given data was not valid JSON." at `[]` only when they leave the decode.
    var isScannerError: Bool {
        switch self {
        case .numberDoesNotFit, .numberIsNotInteger, .numberRoundsOutOfRange, .numberUnderflows, .malformedNumber,
            .malformedString:
            true
        default:
            false
        }
    }
}
