import CodableCheckCore

/// String literals (plain, multi-line, raw, interpolated) and extended regex literals: the
/// tokens whose text can hide braces, quotes and `struct` from the declaration parser.
extension SwiftLexer {
    mutating func skipExtendedRegex(hashCount: Int, start: Int) {
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

    /// Lexes a string literal starting at the opening quote (`position`), with `hashCount`
    /// `#`s before it. Handles `"""` blocks, escapes, `\u{...}` and interpolations (whose
    /// nested strings and parentheses are skipped, and which make the value unknown).
    mutating func lexString(hashCount: Int, start: Int) {
        let isMultiline = opensMultilineString(at: position)
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
                    closingHashes(after: position + quoteCount, count: hashCount)
                {
                    position += quoteCount + hashCount
                    return true
                }
                value.append(byte)
                position += 1
            } else if byte == UInt8(ascii: "\\"), closingHashes(after: position + 1, count: hashCount) {
                position += 1 + hashCount
                scanEscape(hashCount: hashCount, value: &value, hasInterpolation: &hasInterpolation, depth: depth)
            } else if LineBreak.isStart(byte) {
                guard isMultiline else { return false }
                // swiftc gives a multi-line string's value `\n` line breaks, whatever the file uses.
                value.append(UInt8(ascii: "\n"))
                position += LineBreak.length(at: position, in: bytes)
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
                let scalar = Unicode.Scalar(scalarValue)
            {
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
            if byte == UInt8(ascii: "(") {
                parentheses += 1
                position += 1
            } else if byte == UInt8(ascii: ")") {
                parentheses -= 1
                position += 1
            } else if byte == UInt8(ascii: "\""), depth < Self.maximumInterpolationDepth {
                var hashCount = 0
                while hashCount < position, bytes[position - hashCount - 1] == UInt8(ascii: "#") { hashCount += 1 }
                let isMultiline = opensMultilineString(at: position)
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

    /// Whether the quote at `index` opens a multi-line string: three quotes, then nothing but
    /// spaces up to the line break. `#""""#` is a one-line raw string holding `""`.
    func opensMultilineString(at index: Int) -> Bool {
        guard index + 3 <= bytes.count, bytes[index..<index + 3].allSatisfy({ $0 == UInt8(ascii: "\"") }) else { return false }
        var next = index + 3
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        return next < bytes.count && (bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\r"))
    }
}
