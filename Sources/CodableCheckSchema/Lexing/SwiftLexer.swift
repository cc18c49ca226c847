/// Splits Swift source into `SwiftToken`s: names, literals, attributes, `#` directives and single
/// punctuation characters, with comments and whitespace dropped.
///
/// Tolerant by design: any byte sequence produces tokens and at worst a diagnostic (an
/// unterminated string or comment runs to the end of the file). Every loop advances at least one
/// byte, and string interpolation nesting is bounded, so no input can hang or overflow the stack.
struct SwiftLexer {
    private let bytes: [UInt8]
    private let fileIndex: Int
    private var position = 0
    private var tokens: [SwiftToken] = []
    private(set) var problems: [SchemaProblem] = []
    private var sawLineBreak = true
    private var sawSpace = true

    /// Deeper string interpolations are skipped as opaque text: real code never nests this far.
    private static let maximumInterpolationDepth = 32

    init(bytes: [UInt8], fileIndex: Int) {
        self.bytes = bytes
        self.fileIndex = fileIndex
    }

    /// Tokenizes the whole file; the last token is `.endOfFile`.
    mutating func tokenize() -> [SwiftToken] {
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
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                sawLineBreak = true
                sawSpace = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                sawSpace = true
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                sawSpace = true
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
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
                if bytes[position] == UInt8(ascii: "\n") { sawLineBreak = true }
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
        while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != UInt8(ascii: "\n") {
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
        let isRadixPrefixed = bytes[position] == UInt8(ascii: "0")
            && [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(peek(1) ?? 0)
        if isRadixPrefixed { position += 2 }
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierContinuation(byte) {
                let isExponent = !isRadixPrefixed && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
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

    private mutating func skipExtendedRegex(hashCount: Int, start: Int) {
        position += 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), closingHashes(after: position + 1, count: hashCount) {
                position += 1 + hashCount
                append(.punctuation, "regex", at: start)
                return
            }
            position += 1
        }
        report(.unterminatedStringLiteral, at: start)
        append(.punctuation, "regex", at: start)
    }

    // MARK: Strings

    /// Lexes a string literal starting at the opening quote (`position`), with `hashCount`
    /// `#`s before it. Handles `"""` blocks, escapes, `\u{...}` and interpolations (whose
    /// nested strings and parentheses are skipped, and which make the value unknown).
    private mutating func lexString(hashCount: Int, start: Int) {
        let isMultiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += isMultiline ? 3 : 1
        var value: [UInt8] = []
        var hasInterpolation = false
        let terminated = scanStringBody(
            hashCount: hashCount, isMultiline: isMultiline, value: &value,
            hasInterpolation: &hasInterpolation, depth: 0)
        if !terminated { report(.unterminatedStringLiteral, at: start) }
        var token = makeToken(.string, text(from: start), at: start)
        if !hasInterpolation {
            let decoded = String(decoding: value, as: UTF8.self)
            token.stringValue = isMultiline ? Self.removingMultilineIndentation(decoded) : decoded
        }
        tokens.append(token)
    }

    /// Scans to just past the closing delimiter; returns false at end of input (or end of line
    /// for a single-line string, which the compiler rejects).
    private mutating func scanStringBody(
        hashCount: Int, isMultiline: Bool, value: inout [UInt8], hasInterpolation: inout Bool, depth: Int
    ) -> Bool {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let quoteCount = isMultiline ? 3 : 1
                if (0..<quoteCount).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                   closingHashes(after: position + quoteCount, count: hashCount) {
                    position += quoteCount + hashCount
                    return true
                }
                value.append(byte)
                position += 1
            } else if byte == UInt8(ascii: "\\"), closingHashes(after: position + 1, count: hashCount) {
                position += 1 + hashCount
                scanEscape(hashCount: hashCount, value: &value, hasInterpolation: &hasInterpolation, depth: depth)
            } else if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                return false
            } else {
                value.append(byte)
                position += 1
            }
        }
        return false
    }

    private mutating func scanEscape(hashCount: Int, value: inout [UInt8], hasInterpolation: inout Bool, depth: Int) {
        guard position < bytes.count else { return }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): value.append(0)
        case UInt8(ascii: "u"):
            guard peek(0) == UInt8(ascii: "{") else { return }
            let digitsStart = position + 1
            var end = digitsStart
            while end < bytes.count, end - digitsStart <= 8, Self.isHexDigit(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "}"),
               let scalarValue = UInt32(String(decoding: bytes[digitsStart..<end], as: UTF8.self), radix: 16),
               let scalar = Unicode.Scalar(scalarValue) {
                value.append(contentsOf: Array(String(Character(scalar)).utf8))
                position = end + 1
            }
        case UInt8(ascii: "("):
            hasInterpolation = true
            skipInterpolation(depth: depth + 1)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"):
            // A line continuation in a multi-line string: the break and the next line's indent vanish.
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
                position += 1
            }
            if byte != UInt8(ascii: "\n"), position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
        default:
            value.append(byte)
        }
    }

    /// Skips the expression of `\( ... )` up to its closing parenthesis, stepping over nested
    /// string literals (whose quotes would otherwise end the outer string).
    private mutating func skipInterpolation(depth: Int) {
        var parentheses = 1
        while position < bytes.count, parentheses > 0 {
            let byte = bytes[position]
            if byte == UInt8(ascii: "("){
                parentheses += 1
                position += 1
            } else if byte == UInt8(ascii: ")") {
                parentheses -= 1
                position += 1
            } else if byte == UInt8(ascii: "\""), depth < Self.maximumInterpolationDepth {
                var hashCount = 0
                while hashCount < position, bytes[position - hashCount - 1] == UInt8(ascii: "#") { hashCount += 1 }
                let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                position += isMultiline ? 3 : 1
                var ignored: [UInt8] = []
                var nestedInterpolation = false
                _ = scanStringBody(
                    hashCount: hashCount, isMultiline: isMultiline, value: &ignored,
                    hasInterpolation: &nestedInterpolation, depth: depth)
            } else {
                position += 1
            }
        }
    }

    /// A multi-line string's value loses the first line break, the last one, and on every line
    /// the indentation of the closing delimiter.
    static func removingMultilineIndentation(_ raw: String) -> String {
        var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2 else { return raw }
        let indentation = lines.removeLast()
        lines.removeFirst()
        let prefix = indentation.allSatisfy { $0 == " " || $0 == "\t" } ? indentation : ""
        return lines.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }.joined(separator: "\n")
    }

    // MARK: Helpers

    private func closingHashes(after index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == UInt8(ascii: "#") }
    }

    private func peek(_ distance: Int) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func makeToken(_ kind: SwiftToken.Kind, _ text: String, at offset: Int) -> SwiftToken {
        let token = SwiftToken(
            kind: kind, text: text, offset: offset, endOffset: max(offset, position),
            startsLine: sawLineBreak, followsSpace: sawSpace)
        sawLineBreak = false
        sawSpace = false
        return token
    }

    private mutating func append(_ kind: SwiftToken.Kind, _ text: String, at offset: Int) {
        tokens.append(makeToken(kind, text, at: offset))
    }

    private mutating func report(_ message: SchemaMessage, at offset: Int) {
        problems.append(SchemaProblem(severity: .error, location: SourceLocation(fileIndex: fileIndex, offset: offset), message: message))
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
