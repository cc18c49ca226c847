/// ANSI SGR styling as compilers use it: bold location and message, bold red `error:`, bold
/// yellow `warning:`, blue gutter, cyan `note:` (a note's own line too).
struct ANSIDecorator: DiagnosticDecorator {
    private static let reset = "\u{1B}[0m"
    private static let bold = "\u{1B}[1m"
    private static let red = "\u{1B}[1;31m"
    private static let yellow = "\u{1B}[1;33m"
    private static let blue = "\u{1B}[1;34m"
    private static let cyan = "\u{1B}[1;36m"

    private func styled(_ code: String, _ text: String) -> String {
        text.isEmpty ? text : code + text + Self.reset
    }

    func location(_ text: String) -> String { styled(Self.bold, text) }

    func severity(_ severity: Diagnostic.Severity, _ text: String) -> String {
        styled(Self.colour(of: severity), text)
    }

    private static func colour(of severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: red
        case .warning: yellow
        case .note: cyan
        }
    }

    func message(_ text: String) -> String { styled(Self.bold, text) }
    func gutter(_ text: String) -> String { styled(Self.blue, text) }

    func caret(_ severity: Diagnostic.Severity, _ text: String) -> String {
        styled(Self.colour(of: severity), text)
    }

    func noteLabel(_ text: String) -> String { styled(Self.cyan, text) }
}
