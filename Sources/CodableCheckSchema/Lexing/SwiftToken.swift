/// One token of Swift source, as much of it as the declaration reader needs.
///
/// Tokens keep a UTF-8 byte offset and nothing else positional: line and column are computed by
/// `SourceLineTable` only when a diagnostic is rendered.
package struct SwiftToken: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A name or keyword. Backticked names (`` `default` ``) have `isEscaped` set and are
        /// never treated as keywords.
        case identifier
        /// An integer or floating-point literal, spelled as written (`1_000`, `0x1F`, `2.5e3`).
        case number
        /// A string literal; `stringValue` holds its value when it has no interpolation.
        case string
        /// `#if`, `#else`, `#warning`, `#Preview`...: the `#` and the name, as one token.
        case pound
        /// `@` followed by a name: an attribute or a property wrapper (`@available`, `@Published`).
        case attribute
        /// Any other character (`{`, `:`, `<`, `?`...). Operators are split into single
        /// characters, so `>>` closing two generic argument lists needs no special case.
        case punctuation
        case endOfFile
    }

    package var kind: Kind
    /// The token's text: the name without backticks, the literal as written, the punctuation
    /// character, `#if`, or the attribute name without `@`.
    package var text: String
    /// UTF-8 offset of the token's first byte in its file.
    package var offset: Int
    /// UTF-8 offset just past the token's last byte (the closing backtick or quote included).
    package var endOffset: Int
    /// Whether a line break separates this token from the previous one. Declarations are not
    /// terminated by semicolons, so this is how an initial value expression ends.
    package var startsLine: Bool
    /// Whether whitespace or a comment comes right before this token (`Int ?` is not `Int?`).
    package var followsSpace: Bool
    package var isEscaped: Bool = false
    /// The decoded value of a string literal without interpolation.
    package var stringValue: String? = nil

    /// +1 for an opening `(`, `[` or `{`, -1 for a closing one, 0 for any other token: the one
    /// rule the readers that step over nested groups (a statement's end, a declaration's end, a
    /// matching bracket, a parameter list) count their depth by.
    package var bracketDepthChange: Int {
        guard kind == .punctuation else { return 0 }
        switch text {
        case "(", "[", "{": return 1
        case ")", "]", "}": return -1
        default: return 0
        }
    }

    package func isPunctuation(_ character: String) -> Bool {
        kind == .punctuation && text == character
    }

    /// A keyword or contextual keyword, never a backticked name.
    package func isKeyword(_ keyword: String) -> Bool {
        kind == .identifier && !isEscaped && text == keyword
    }
}
