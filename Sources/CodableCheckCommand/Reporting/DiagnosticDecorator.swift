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
