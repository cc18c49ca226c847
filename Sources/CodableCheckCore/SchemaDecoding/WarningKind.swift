/// What a `DecodingWarning` (or a reader's `JSONDeviation`) is about: the stable identifiers
/// reports print and CI filters on, each with the words a code-scanning dashboard shows for it.
///
/// The one list of warning kinds: the walkers, the reader's deviations, the command's warning
/// policy and every report format name kinds through it, so a new kind cannot ship without a
/// description (the user guide's CIIntegration article lists them too).
public enum WarningKind: String, Sendable, CaseIterable {
    // Input Foundation accepts and RFC 8259 forbids (`JSONDeviation`): errors under `--json-strict`.
    case trailingComma, duplicateKey, malformedNumber, malformedString
    /// A key no declaration decodes, reported when asked for (`--unknown-keys`).
    case unknownKey
    // The app's own code swallows an error, in both modes.
    case swallowedByWrapper, swallowedByInitializer
    /// An `init(from:)` depends on the order of `allKeys`, which `JSONDecoder` does not promise.
    case unorderedKeys
    // Lossy mode's recoveries (`LossyModeAndWrappers.md` has the rule table).
    case droppedElement, droppedDictionaryValue, invalidOptionalAsNil, unknownEnumValue, defaultUsed, emptyCollection
    case coercedBool, coercedString, coercedNumber, dateFallback

    /// The reader's deviation of this kind.
    public init(_ deviation: JSONDeviation.Kind) {
        switch deviation {
        case .trailingComma: self = .trailingComma
        case .duplicateKey: self = .duplicateKey
        case .malformedNumber: self = .malformedNumber
        case .malformedString: self = .malformedString
        }
    }

    /// Whether the warning is about input that Foundation accepts and RFC 8259 forbids (what
    /// `--json-strict` makes an error), rather than about the models or lossy recovery.
    public var isRFCDeviation: Bool {
        switch self {
        case .trailingComma, .duplicateKey, .malformedNumber, .malformedString: true
        default: false
        }
    }

    /// One line, lower-case: what happened (SARIF's `shortDescription`).
    public var shortDescription: String {
        switch self {
        case .trailingComma: "a trailing comma, which JSONDecoder accepts and RFC 8259 forbids"
        case .duplicateKey: "a key occurs twice in one object; JSONDecoder keeps the first"
        case .malformedNumber: "a number spelled against RFC 8259 in a value nothing decodes"
        case .malformedString: "a string with invalid content in a value nothing decodes"
        case .unknownKey: "a key no property decodes"
        case .swallowedByWrapper: "a property wrapper catches a decoding error and the app holds its fallback"
        case .swallowedByInitializer: "the model's init(from:) catches a decoding error and goes on"
        case .unorderedKeys: "an init(from:) depends on the order of allKeys, which JSONDecoder does not promise"
        case .droppedElement: "lossy mode: an array element fails to decode and is dropped"
        case .droppedDictionaryValue: "lossy mode: a dictionary value (or an [Int: V] key) fails to decode and is dropped"
        case .invalidOptionalAsNil: "lossy mode: an optional's value fails to decode and is read as nil"
        case .unknownEnumValue: "lossy mode: an optional enum's raw value is no case and is read as nil"
        case .defaultUsed: "lossy mode: a property with a declared default is missing, null or fails, and holds the default"
        case .emptyCollection: "lossy mode: a non-optional array or dictionary is missing or null and is read as empty"
        case .coercedBool: "lossy mode: a Bool written as 0 or 1, or as a string such as \"yes\", is read as a Bool"
        case .coercedString: "lossy mode: a String written as a number is read as the number's text"
        case .coercedNumber: "lossy mode: a number written as a numeric string is read as the number"
        case .dateFallback: "lossy mode: a Date the date strategy cannot read is read in another common format"
        }
    }

    /// What to do about it, in a sentence or two (SARIF's `help`).
    public var help: String {
        switch self {
        case .trailingComma:
            "Remove the comma before the closing bracket or brace: other JSON parsers reject it. --json-strict makes this an error."
        case .duplicateKey:
            "Remove one occurrence: JSONDecoder uses the first, many other parsers the last. --json-strict makes this an error."
        case .malformedNumber:
            "Spell the number as RFC 8259 does (no leading zero, digits after a decimal point); JSONDecoder rejects it where a property decodes it. --json-strict makes this an error."
        case .malformedString:
            "Fix the string (a raw control character, a bad escape, a lone surrogate or invalid UTF-8); JSONDecoder rejects it where a property decodes it. --json-strict makes this an error."
        case .unknownKey:
            "Decode the key with a property or a CodingKeys case, or remove it from the document; a near miss is named in the message. --unknown-keys error makes this an error."
        case .swallowedByWrapper:
            "The document decodes, but not as written: fix the value, or accept the fallback the message names."
        case .swallowedByInitializer:
            "The document decodes, but this value is lost where init(from:) catches the error: fix the value, or handle the failure there."
        case .unorderedKeys:
            "Nothing that depends on the order was checked: decode the keys by name, or check with --compile, which runs the app's own code."
        case .droppedElement, .droppedDictionaryValue, .invalidOptionalAsNil, .unknownEnumValue, .defaultUsed, .emptyCollection,
            .coercedBool, .coercedString, .coercedNumber, .dateFallback:
            "A tolerant decoder salvages the document (the message says what it holds); JSONDecoder with these types rejects it: fix the value, or the model, or decode leniently on purpose."
        }
    }
}
