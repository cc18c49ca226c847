/// Writes JSON text the way `JSONEncoder` with `.sortedKeys` (and otherwise default formatting)
/// writes it on this toolchain: compact, `/` escaped as `\/`, control characters as `\u00xx`
/// except the five with short escapes, everything else (DEL, U+2028, emoji) as raw UTF-8.
struct EncodedJSONWriter {
    private(set) var text = ""

    mutating func writeRaw(_ literal: String) {
        text += literal
    }

    mutating func writeString(_ string: String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "/": text += "\\/"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Writes an object's members with keys in the order `.sortedKeys` gives: Swift's `<` on the
    /// key strings (so `"10"` comes before `"9"`, and `"B"` before `"a"`).
    mutating func writeObject<Member>(
        _ members: [(key: String, value: Member)], writeValue: (inout EncodedJSONWriter, Member) -> Void
    ) {
        text += "{"
        for (position, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
            if position > 0 { text += "," }
            writeString(member.key)
            text += ":"
            writeValue(&self, member.value)
        }
        text += "}"
    }
}
