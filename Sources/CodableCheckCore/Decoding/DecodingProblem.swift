/// One decoding error, with everything a report needs: Foundation's case and wording, the true
/// coding path, the byte position, and a message that says what is wrong.
///
/// Both decoding paths produce these: the `Decoder` for compiled types and the schema-driven
/// decoding. `decodingError` gives the `DecodingError` a caller of `decode(_:from:)` sees.
public struct DecodingProblem: Error, @unchecked Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case typeMismatch, keyNotFound, valueNotFound, dataCorrupted
        /// Not a `DecodingError`: Kodable's `KodableError.validationFailed`, thrown when a
        /// `.validation` on a `@Coding` property rejects the decoded value.
        case validationFailed
    }

    public var kind: Kind
    /// The value's true path. For `keyNotFound`, the container's path with the missing key appended.
    public var codingPath: [CodingPathComponent]
    /// Byte offset of the value in the document; for `keyNotFound`, the object that lacks the key.
    public var byteOffset: Int
    /// What is wrong, lower-case and without a trailing period: `expected String, found number 3`.
    public var message: String
    /// The `debugDescription` `JSONDecoder` gives for this error on this toolchain; empty when the
    /// tool cannot know it (a message an interpreted `init(from:)` builds from values it cannot print).
    public var foundationDescription: String
    /// The coding path `JSONDecoder` reports, where it differs from `codingPath` (number range
    /// errors are reported at `[]`, `.iso8601` errors at the container). `nil` when they agree.
    public var foundationCodingPath: [CodingPathComponent]?
    /// The type the decoder expected (`typeMismatch`, `valueNotFound`), as `DecodingError` carries it.
    public var expectedType: Any.Type?
    /// An error an `init(from:)` throws that is not a `DecodingError` (`throw ValidationError.empty`),
    /// reported with the case `kind` says: a `catch DecodingError...` clause does not take it.
    public var isForeignError = false
    /// Where Foundation's own code would stop the process (`IndexSet.init(from:)` on a range it
    /// cannot form): a trap, not an error, so no `try?`, wrapper or lossy recovery turns it into
    /// nil or a default; it stays an error wherever it happens.
    public var stopsTheApp = false

    /// Whether the app's `catch` meets this error as a `DecodingError`: not one of its own, nor
    /// Kodable's, nor the scanner's internal error JSONDecoder throws for a number that does not
    /// fit or a malformed number or string (it becomes "The given data was not valid JSON." at `[]`
    /// only when it leaves the decode; probed on 6.3.1: `catch is DecodingError` does not take it).
    public var isDecodingError: Bool { !isForeignError && kind != .validationFailed && !isRelocatedFromEmptyPath }

    public init(
        kind: Kind, codingPath: [CodingPathComponent], byteOffset: Int, message: String,
        foundationDescription: String, foundationCodingPath: [CodingPathComponent]? = nil,
        expectedType: Any.Type? = nil
    ) {
        self.kind = kind
        self.codingPath = codingPath
        self.byteOffset = byteOffset
        self.message = message
        self.foundationDescription = foundationDescription
        self.foundationCodingPath = foundationCodingPath
        self.expectedType = expectedType
    }

    /// The path as a user writes it: `tags[1].color`; the empty path is `<root>`.
    public var renderedPath: String { CodingPathComponent.render(codingPath) }
}

/// One step of a coding path: an object key or an array index.
public enum CodingPathComponent: Hashable, Sendable, CustomStringConvertible {
    case key(String)
    case index(Int)

    public var description: String {
        switch self {
        case .key(let key): key
        case .index(let index): "[\(index)]"
        }
    }

    /// `tags[1].color`; keys that are not identifiers are quoted: `meta["my key"]`. `<root>` if empty.
    public static func render(_ path: [CodingPathComponent]) -> String {
        if path.isEmpty { return "<root>" }
        var text = ""
        for component in path {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where isPlainIdentifier(key):
                if !text.isEmpty { text += "." }
                text += key
            case .key(let key):
                text += "[\"" + escaped(key) + "\"]"
            }
        }
        return text
    }

    private static func escaped(_ key: String) -> String {
        var result = ""
        for character in key {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !key.isEmpty else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
