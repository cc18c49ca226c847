/// What each error kind means, in the words a code-scanning dashboard shows beside a result
/// (`WarningKind` says the same for warnings): the one place the kinds are described.
extension DecodingProblem.Kind {
    /// One line, lower-case: what happened (SARIF's `shortDescription`).
    public var shortDescription: String {
        switch self {
        case .typeMismatch: "a value has a different JSON type than the property's Swift type"
        case .keyNotFound: "an object lacks a key a non-optional property needs"
        case .valueNotFound: "a non-optional property's value is null"
        case .dataCorrupted: "a value cannot be converted (out of range, bad date, base64 or URL), or the JSON is malformed"
        case .validationFailed: "a Kodable validation on a @Coding property rejects the decoded value"
        }
    }

    /// What to do about it, in a sentence or two (SARIF's `help`).
    public var help: String {
        switch self {
        case .typeMismatch:
            "The document does not decode: change the value to the declared type, or the property's type to what the documents hold."
        case .keyNotFound:
            "The document does not decode: add the key, or make the property optional (a declared default is not used by synthesized decoding)."
        case .valueNotFound:
            "The document does not decode: give the key a value, or make the property optional."
        case .dataCorrupted:
            "The document does not decode: fix the JSON at the position shown, or the value so it converts as the decoder's strategies require."
        case .validationFailed:
            "The document does not decode: change the value to one the property's validation accepts."
        }
    }
}
