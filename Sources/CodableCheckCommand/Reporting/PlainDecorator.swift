/// Leaves text as it is: files, pipes, `NO_COLOR`, and the layout tests.
struct PlainDecorator: DiagnosticDecorator {
    func location(_ text: String) -> String { text }
    func severity(_ severity: Diagnostic.Severity, _ text: String) -> String { text }
    func message(_ text: String) -> String { text }
    func gutter(_ text: String) -> String { text }
    func caret(_ severity: Diagnostic.Severity, _ text: String) -> String { text }
    func noteLabel(_ text: String) -> String { text }
}
