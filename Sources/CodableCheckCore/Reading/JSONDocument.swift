/// A JSON input after reading: its UTF-8 bytes, the tape over them, and what the reader noticed
/// that Foundation tolerates but RFC 8259 forbids.
///
/// The document keeps its bytes alive, so the tape's offsets stay valid for as long as the
/// document lives, and decoders can hold a raw pointer into them without copying per value: it
/// owns a buffer of its own (a file read for it, a transcoded or small input), or it retains the
/// caller's `Data` or array and reads that array's storage in place (`JSONReader.read`).
public final class JSONDocument: @unchecked Sendable {
    /// The input as UTF-8 (UTF-16 and UTF-32 inputs are transcoded; a UTF-8 BOM is kept, and the
    /// tape's offsets count it, so positions match the file a user opens). Internal: a raw pointer
    /// must not outlive the document that owns it; `withUTF8(_:)` is the public way in.
    let bytes: UnsafeBufferPointer<UInt8>
    /// One entry per value and key, in document order; entry 0 is the top-level value.
    public let tape: JSONTape
    /// Byte offsets of the trailing commas the reader accepted.
    let trailingCommaOffsets: [Int]
    /// The encoding the input was detected as.
    public let encoding: JSONInputEncoding

    /// The caller's input whose storage `bytes` points into, retained so the storage lives as long
    /// as the document; nil when the document owns `bytes` and frees them.
    private let borrowedStorage: Any?

    /// - Parameter borrowedStorage: the value whose storage `bytes` points into, or nil when
    ///   `bytes` were allocated for the document, which frees them.
    init(
        bytes: UnsafeBufferPointer<UInt8>, tape: JSONTape, trailingCommaOffsets: [Int], encoding: JSONInputEncoding,
        borrowedStorage: Any? = nil
    ) {
        self.bytes = bytes
        self.tape = tape
        self.trailingCommaOffsets = trailingCommaOffsets
        self.encoding = encoding
        self.borrowedStorage = borrowedStorage
    }

    deinit {
        if borrowedStorage == nil { bytes.deallocate() }
    }

    /// Calls `body` with the document's UTF-8 bytes, which the tape's offsets index.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(bytes) }
    }

    /// The entry index of the top-level value.
    public var rootIndex: Int { 0 }

    /// Spots Foundation accepts but a strict RFC 8259 parser would reject, in document order.
    ///
    /// Computed on each call by a pass over the tape (only flagged values are examined), so
    /// decoding never pays for warnings nobody asked for.
    public var deviations: [JSONDeviation] {
        JSONDeviationFinder(document: self).findAll()
    }

    /// `deviations`, without checking again what a validation of this document already checked:
    /// the strings it found well formed, the objects whose keys it found all different (`outcome`
    /// must be the outcome of validating this document).
    public func deviations(skippingChecksIn outcome: ValidationOutcome) -> [JSONDeviation] {
        JSONDeviationFinder(document: self, checkedEntries: outcome.checkedEntries).findAll()
    }

    @available(*, deprecated, renamed: "deviations(skippingChecksIn:)")
    public func deviations(skippingStringsCheckedIn outcome: ValidationOutcome) -> [JSONDeviation] {
        deviations(skippingChecksIn: outcome)
    }

    /// The raw bytes of the string at `index`, between its quotes (escapes not resolved).
    func rawStringBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[tape.stringContentRange(at: index)])
    }

    /// The text of a number or literal, as written.
    func rawText(at index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[tape.textRange(at: index)]), as: UTF8.self)
    }
}

/// Something in an input that Foundation's `JSONDecoder` accepts and RFC 8259 does not.
///
/// These are not errors in strict mode (the app would decode the document), but other parsers in
/// a user's system may reject the input, so the tool reports them as warnings.
public struct JSONDeviation: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// `[1, 2,]` or `{"a": 1,}`.
        case trailingComma
        /// A number whose spelling breaks RFC 8259 (`01`, `1.`, `-`), in a value nothing may decode.
        case malformedNumber
        /// A string with a raw control character, a bad escape, a lone surrogate or invalid UTF-8.
        case malformedString
        /// A key that occurs twice in one object: Foundation keeps the first, many parsers the last.
        case duplicateKey
    }

    public var kind: Kind
    /// Byte offset of the offending token (the comma, the number, the string's opening quote).
    public var byteOffset: Int
    /// Lower-case description of what is wrong, e.g. `number "01" has a leading zero`.
    public var message: String

    public init(kind: Kind, byteOffset: Int, message: String) {
        self.kind = kind
        self.byteOffset = byteOffset
        self.message = message
    }
}

/// The text encodings the reader detects, as Foundation does (RFC 4627 section 3).
public enum JSONInputEncoding: String, Sendable {
    case utf8, utf8WithBOM, utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian
}
