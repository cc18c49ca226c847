/// How the parts of a rendered diagnostic look. The `TextReporter` decides the layout and asks a
/// decorator to style each part, so colour never changes where anything is.
protocol DiagnosticDecorator: Sendable {
    /// `book.json:12:20:`
    func location(_ text: String) -> String
    /// `error:` or `warning:`
    func severity(_ severity: Diagnostic.Severity, _ text: String) -> String
    /// The headline after the severity.
    func message(_ text: String) -> String
    /// The gutter: ` 12 |`, `    |`, `  =`.
    func gutter(_ text: String) -> String
    /// The `^` under the value.
    func caret(_ severity: Diagnostic.Severity, _ text: String) -> String
    /// `note:`
    func noteLabel(_ text: String) -> String
}

/// Leaves text as it is: files, pipes, `NO_COLOR`, and the layout tests.
struct PlainDecorator: DiagnosticDecorator {
    func location(_ text: String) -> String { text }
    func severity(_ severity: Diagnostic.Severity, _ text: String) -> String { text }
    func message(_ text: String) -> String { text }
    func gutter(_ text: String) -> String { text }
    func caret(_ severity: Diagnostic.Severity, _ text: String) -> String { text }
    func noteLabel(_ text: String) -> String { text }
}

/// ANSI SGR styling as compilers use it: bold location and message, bold red `error:`, bold
/// yellow `warning:`, blue gutter, cyan `note:`.
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
        styled(severity == .error ? Self.red : Self.yellow, text)
    }

    func message(_ text: String) -> String { styled(Self.bold, text) }
    func gutter(_ text: String) -> String { styled(Self.blue, text) }

    func caret(_ severity: Diagnostic.Severity, _ text: String) -> String {
        styled(severity == .error ? Self.red : Self.yellow, text)
    }

    func noteLabel(_ text: String) -> String { styled(Self.cyan, text) }
}
