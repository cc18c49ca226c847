/// Swift-style names for JSON keys and strings: `created_at` → `createdAt`, `Content-Type` →
/// `contentType`, `tags` → `Tag` (a type for one element), keywords in backticks.
enum SwiftNames {
    /// Words of `text`: runs of ASCII letters and digits, split at anything else and before an
    /// upper-case letter that follows a lower-case one (`userID` → `user`, `ID`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `createdAt` for `created_at`; the key itself when it already is a plain lower-camel-case
    /// identifier. Never empty; a leading digit gets an underscore.
    static func propertyName(_ key: String) -> String {
        if isPlainIdentifier(key), key.first!.isLowercase, !key.contains("_") { return key }
        var parts = words(key)
        // `PLEYEL_PLEYEL` reads as words, not as acronyms: `pleyelPleyel`.
        if !key.contains(where: \.isLowercase) { parts = parts.map { $0.lowercased() } }
        guard let first = parts.first else { return "value" }
        let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : lowercasingFirst(first)
        var name = head + parts.dropFirst().map(capitalizingFirst).joined()
        if name.first!.isNumber { name = "_" + name }
        return name
    }

    /// `Tag` for `tags` when the type names one element, `Author` for `author`.
    static func typeName(_ key: String, singular: Bool) -> String {
        var parts = words(key)
        if parts.isEmpty { parts = ["Value"] }
        if singular, let last = parts.last { parts[parts.count - 1] = singularized(last) }
        var name = parts.map(capitalizingFirst).joined()
        if name.first!.isNumber { name = "T" + name }
        return name
    }

    static func singularized(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if lower.hasSuffix("sses") || lower.hasSuffix("xes") || lower.hasSuffix("ches") { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), word.count > 3 { return String(word.dropLast()) }
        return word
    }

    static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// The name as it must be written in a declaration: keywords in backticks.
    static func escapedIdentifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal for `text`: quotes, backslashes and control characters escaped.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.properties.generalCategory == .format
                {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    private static func lowercasingFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Words Swift reserves in declarations and expressions (backticks make them names again).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is",
        "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Any", "Type", "Protocol", "await", "async",
    ]

    /// Type names a generated type must not take: they would hide the standard ones it uses.
    static let reservedTypeNames: Set<String> = [
        "Any", "Array", "Bool", "Codable", "CodingKey", "CodingKeys", "Data", "Date", "Decimal", "Decodable",
        "Decoder", "Dictionary", "Double", "Encodable", "Encoder", "Float", "Int", "Optional", "Protocol", "Self",
        "Set", "String", "Type", "URL", "UUID",
    ]
}
