/// Text from an input made safe to print: control characters are shown as escapes.
///
/// Foundation accepts raw control characters in strings nothing decodes, so hostile input can carry
/// an ESC sequence or a line break into a message or a source excerpt. Printed raw, it would split
/// a `file:line:column:` line in CI or drive the user's terminal.
public enum VisibleText {
    /// `text` with C0 controls (except tab), DEL and C1 controls written as `\n`, `\r` or `\u{1B}`.
    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var visible = ""
        visible.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": visible += "\\n"
            case "\r": visible += "\\r"
            case _ where isControl(scalar): visible += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: visible.unicodeScalars.append(scalar)
            }
        }
        return visible
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
