import CodableCheckCore

/// A Firestore REST document that is not well-formed: an unknown value kind, an `integerValue`
/// that is not a decimal string, a value with two kinds... Located in the original input, with
/// the plain coding path the value would have had.
struct FirestoreFormatError: Sendable, Equatable {
    /// The stable diagnostic kind of every such error.
    static let kind = "invalidFirestoreValue"
    /// What the kind means, for a code-scanning rule (as `WarningKind` and `DecodingProblem.Kind`
    /// describe theirs).
    static let shortDescription = "a Firestore REST document's value is not well formed"
    static let help =
        "Give each value exactly one of Firestore's value kinds, spelled as the REST API writes it (an integerValue is a decimal string)."

    var codingPath: [CodingPathComponent]
    /// Byte offset in the input's UTF-8 bytes.
    var byteOffset: Int
    /// Lower-case, no trailing period.
    var message: String
}
