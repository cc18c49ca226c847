/// A JSON input after reading: its UTF-8 bytes, the tape over them, and what the reader noticed
/// that Foundation tolerates but RFC 8259 forbids.
///
/// The document owns a copy of the bytes, so the tape's offsets stay valid for as long as the
/// document lives, and decoders can hold a raw pointer into them without copying per value.
public final class JSONDocument: @unchecked Sendable {
    /// The input as UTF-8 (UTF-16 and UTF-32 inputs are transcoded; a UTF-8 BOM is kept, and the
    /// tape's offsets count it, so positions match the file a user opens).
    public let bytes: UnsafeBufferPointer<UInt8>
    /// One entry per value and key, in document order; entry 0 is the top-level value.
    public let tape: JSONTape
    /// Spots Foundation accepts but a strict RFC 8259 parser would reject, in document order.
    public let deviations: [JSONDeviation]
    /// The encoding the input was detected as.
    public let encoding: JSONInputEncoding

    init(bytes: UnsafeBufferPointer<UInt8>, tape: JSONTape, deviations: [JSONDeviation], encoding: JSONInputEncoding) {
        self.bytes = bytes
        self.tape = tape
        self.deviations = deviations
        self.encoding = encoding
    }

    deinit {
        bytes.deallocate()
    }

    /// The entry index of the top-level value.
    public var rootIndex: Int { 0 }
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
