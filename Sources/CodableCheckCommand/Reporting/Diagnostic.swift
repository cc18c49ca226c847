import CodableCheckCore

/// One problem found in an input, as data: what, where, and what Foundation says about it.
/// Reporters decide how it looks; nothing here knows about colour or JSON.
struct Diagnostic: Sendable, Equatable {
    enum Severity: String, Sendable {
        case error, warning
        /// A remark that decides nothing (no count, no exit status): a part of a printed value
        /// the tool does not know (`InputResult.unknownValues`).
        case note
    }

    var severity: Severity
    /// Stable identifier: a `DecodingError` case (`typeMismatch`, `keyNotFound`, `valueNotFound`,
    /// `dataCorrupted`) or a warning kind (`trailingComma`, `duplicateKey`, `unknownKey`, …).
    var kind: String
    /// The value's true coding path; `nil` for malformed JSON, which has no path to speak of.
    var codingPath: [CodingPathComponent]?
    /// Byte offset into the input's UTF-8 bytes.
    var byteOffset: Int
    /// Lower-case, no trailing period: `expected String, found number 3`.
    var message: String
    /// What `JSONDecoder` says (its `debugDescription`), for errors.
    var foundationMessage: String?
    /// The coding path `JSONDecoder` reports where it differs from `codingPath`.
    var foundationCodingPath: [CodingPathComponent]?
    /// Extra advice, such as a near-miss key: lower-case, no trailing period.
    var hints: [String] = []
    /// Filled in just before reporting, from the input's bytes.
    var location: DiagnosticLocation?

    /// The `DecodingError` case (or Kodable's validation) an error is, `nil` for a warning or a
    /// kind of the command's own (`invalidFirestoreValue`).
    var decodingKind: DecodingProblem.Kind? {
        DecodingProblem.Kind(rawValue: kind)
    }

    /// `tags[1].color`, `<root>` for the empty path, `nil` without a path.
    var renderedPath: String? {
        codingPath.map(CodingPathComponent.render)
    }

    /// The headline after `error: `: `typeMismatch at tags[1].color: expected String, found number 3`,
    /// or `dataCorrupted: unexpected character '}'` for malformed JSON.
    var headline: String {
        if let renderedPath {
            "\(kind) at \(renderedPath): \(message)"
        } else {
            "\(kind): \(message)"
        }
    }
}
