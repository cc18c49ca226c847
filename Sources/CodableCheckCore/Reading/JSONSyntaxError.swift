/// Why an input is not JSON that Foundation's `JSONDecoder` would read, and where.
///
/// Foundation on Linux reports every one of these as `dataCorrupted` with an empty coding path and
/// "The given data was not valid JSON."; this error says what is wrong and at which byte.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case emptyInput
        case unexpectedCharacter(UInt8)
        case unexpectedEndOfInput(expected: String)
        case unterminatedString(startOffset: Int)
        case nestingTooDeep(limit: Int)
        case invalidLiteral(expected: String)
        case trailingContent
        case invalidEncoding(String)
        case documentTooLarge
    }

    public var reason: Reason
    /// Byte offset of the problem in the document's UTF-8 bytes.
    public var byteOffset: Int

    public init(_ reason: Reason, at byteOffset: Int) {
        self.reason = reason
        self.byteOffset = byteOffset
    }

    /// Lower-case description without the position, e.g. `unexpected character '}'`.
    public var message: String {
        switch reason {
        case .emptyInput: "the input is empty"
        case .unexpectedCharacter(let byte): "unexpected character \(JSONSyntaxError.describe(byte))"
        case .unexpectedEndOfInput(let expected): "unexpected end of input, expected \(expected)"
        case .unterminatedString: "unterminated string"
        case .nestingTooDeep(let limit): "nesting deeper than \(limit)"
        case .invalidLiteral(let expected): "invalid literal, expected '\(expected)'"
        case .trailingContent: "unexpected content after the top-level value"
        case .invalidEncoding(let detail): detail
        case .documentTooLarge: "the document is larger than 4 GiB"
        }
    }

    /// What `JSONDecoder` says about it on this toolchain.
    public static let foundationDescription = "The given data was not valid JSON."

    static func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x20..<0x7F: "'\(Character(Unicode.Scalar(byte)))'"
        default: "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }
}
