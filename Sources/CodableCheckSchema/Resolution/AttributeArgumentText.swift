import Foundation

/// The text of an attribute's arguments as written (`@Coding("first_name", default: 0, .lossy)`),
/// split and read without a Swift parser: the wrappers whose options the plan builder
/// interprets keep their arguments as text (`AttributeUse.argumentText`).
enum AttributeArgumentText {
    /// The top-level comma-separated arguments of an attribute's argument text.
    static func arguments(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if character == ",", depth == 0 {
                result.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
                previous = character
                continue
            }
            current.append(character)
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty { result.append(last) }
        return result
    }

    /// The content of a plain string literal (`"first_name"`), escapes `\"` and `\\` resolved.
    static func stringLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// A literal default as JSON text: numbers, booleans, strings, `nil`, `[]`, `[:]`.
    static func jsonLiteral(_ text: String) -> String? {
        if let string = stringLiteral(text) { return JSONText.quoted(string) }
        switch text {
        case "true", "false": return text
        case "nil": return "null"
        case "[]": return "[]"
        case "[:]": return "{}"
        default: return Double(text) != nil ? text : nil
        }
    }
}
