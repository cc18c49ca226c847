import CodableCheckCore

/// Splits Swift source into `SwiftToken`s: names, literals, attributes, `#` directives and single
/// punctuation characters, with comments and whitespace dropped.
///
/// Tolerant by design: any byte sequence produces tokens and at worst a diagnostic (an
/// unterminated string or comment runs to the end of the file). Every loop advances at least one
/// byte, and string interpolation nesting is bounded, so no input can hang or overflow the stack.
package struct SwiftLexer {
    let bytes: [UInt8]
    private let fileIndex: Int
    var position = 0
    var tokens: [SwiftToken] = []
    private(set) var problems: [SchemaProblem] = []
    private var sawLineBreak = true
    private var sawSpace = true

    /// Deeper string interpolations are skipped as opaque text: real code never nests this far.
    package static let maximumInterpolationDepth = 32

    package init(bytes: [UInt8], fileIndex: Int) {
        self.bytes = bytes
        self.fileIndex = fileIndex
    }

    /// Tokenizes the whole file; the last token is `.endOfFile`.
    package mutating func tokenize() -> [SwiftToken] {
        while true {
            skipTrivia()
            guard position < bytes.count else { break }
            lexToken()
        }
        tokens.append(makeToken(.endOfFile, "", at: bytes.count))
        return tokens
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case _ where LineBreak.isStart(byte):
                sawLineBreak = true
                sawSpace = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                sawSpace = true
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                sawSpace = true
                // To the line break, whichever kind: swiftc ends the comment at a lone `\r` too.
                while position < bytes.count, !LineBreak.isStart(bytes[position]) { position += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                sawSpace = true
                skipBlockComment()
            default:
                return
            }
        }
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    private mutating func skipBlockComment() {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if LineBreak.isStart(bytes[position]) { sawLineBreak = true }
                position += 1
            }
        }
        report(.unterminatedBlockComment, at: start)
    }

    // MARK: Tokens

    private mutating func lexToken() {
        let start = position
        let byte = bytes[position]
        if Self.isIdentifierStart(byte) {
            position += 1
            while position < bytes.count, Self.isIdentifierContinuation(bytes[position]) { position += 1 }
            append(.identifier, text(from: start), at: start)
        } else if byte == UInt8(ascii: "`") {
            lexEscapedIdentifier()
        } else if Self.isDigit(byte) {
            lexNumber()
        } else if byte == UInt8(ascii: "\"") {
            lexString(hashCount: 0, start: start)
        } else if byte == UInt8(ascii: "#") {
            lexPound()
        } else if byte == UInt8(ascii: "@"), position + 1 < bytes.count, Self.isIdentifierStart(bytes[position + 1]) {
            position += 1
            let nameStart = position
            while position < bytes.count, Self.isIdentifierContinuation(bytes[position]) { position += 1 }
            append(.attribute, text(from: nameStart), at: start)
        } else {
            // One character, even if it is the first byte of a multi-byte scalar outside names.
            position += 1
            while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
            append(.punctuation, text(from: start), at: start)
        }
    }

    private mutating func lexEscapedIdentifier() {
        let start = position
        position += 1
        let nameStart = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "`"), !LineBreak.isStart(bytes[position]) {
            position += 1
        }
        let name = text(from: nameStart)
        if position < bytes.count, bytes[position] == UInt8(ascii: "`") {
            position += 1
        } else {
            report(.unterminatedEscapedName, at: start)
        }
        var token = makeToken(.identifier, name, at: start)
        token.isEscaped = true
        tokens.append(token)
    }

    /// Digits, `_`, hex/octal/binary prefixes, a fraction only when a digit follows the dot
    /// (so `1...5` and `x.0.name` stay apart), and signed exponents.
    private mutating func lexNumber() {
        let start = position
        let isRadixPrefixed =
            bytes[position] == UInt8(ascii: "0")
            && [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(peek(1) ?? 0)
        if isRadixPrefixed { position += 2 }
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierContinuation(byte) {
                let isExponent =
                    !isRadixPrefixed && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
                    || isRadixPrefixed && (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P"))
                position += 1
                if isExponent, let sign = peek(0), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                    position += 1
                }
            } else if byte == UInt8(ascii: "."), let next = peek(1), Self.isDigit(next) || isRadixPrefixed && Self.isHexDigit(next) {
                position += 1
            } else {
                break
            }
        }
        append(.number, text(from: start), at: start)
    }

    /// `#if`, `#else`, `#warning`, `#Preview`, raw strings `#"..."#` and regex literals `#/.../#`.
    private mutating func lexPound() {
        let start = position
        var hashes = 0
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
            lexString(hashCount: hashes, start: start)
        } else if position < bytes.count, bytes[position] == UInt8(ascii: "/") {
            skipExtendedRegex(hashCount: hashes, start: start)
        } else if hashes == 1, position < bytes.count, Self.isIdentifierStart(bytes[position]) {
            while position < bytes.count, Self.isIdentifierContinuation(bytes[position]) { position += 1 }
            append(.pound, text(from: start), at: start)
        } else {
            position = start + 1
            append(.punctuation, "#", at: start)
        }
    }

    // MARK: Helpers

    func closingHashes(after index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == UInt8(ascii: "#") }
    }

    func peek(_ distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    func text(from start: Int) -> String {
        String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func makeToken(_ kind: SwiftToken.Kind, _ text: String, at offset: Int) -> SwiftToken {
        let token = SwiftToken(
            kind: kind, text: text, offset: offset, endOffset: max(offset, position),
            startsLine: sawLineBreak, followsSpace: sawSpace)
        sawLineBreak = false
        sawSpace = false
        return token
    }

    mutating func append(_ kind: SwiftToken.Kind, _ text: String, at offset: Int) {
        tokens.append(makeToken(kind, text, at: offset))
    }

    mutating func report(_ message: SchemaMessage, at offset: Int) {
        problems.append(SchemaProblem(severity: .error, location: SourceLocation(fileIndex: fileIndex, offset: offset), message: message))
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// Whether `text` is one identifier as the lexer reads one (`CodingKeys`, `flow`, `_raw`).
    static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, isIdentifierStart(first) else { return false }
        return text.utf8.allSatisfy(isIdentifierContinuation)
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
