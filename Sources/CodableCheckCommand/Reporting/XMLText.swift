/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
    /// Escapes the five markup characters, and replaces characters XML 1.0 cannot hold at all
    /// (C0 controls other than tab, newline and carriage return; U+FFFE, U+FFFF) with U+FFFD, so
    /// any message stays well-formed. Newlines in attributes are written as `&#10;` so parsers
    /// keep them.
    static func escape(_ text: String, inAttribute: Bool = false) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where inAttribute: escaped += "&quot;"
            case "'" where inAttribute: escaped += "&apos;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t" where inAttribute: escaped += "&#9;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
