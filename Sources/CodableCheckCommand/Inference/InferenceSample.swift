import CodableCheckCore

/// One sample document `infer` read, kept so the declarations can be checked against it: a whole
/// file (or standard input) or one line of a JSON Lines input.
struct InferenceSample {
    /// The input as reports name it: the path as given, or `<stdin>`.
    var inputName: String
    /// The 1-based line of a JSON Lines sample; `nil` for a whole input.
    var line: Int?
    var bytes: [UInt8]

    /// `'books.json'` or `'events.jsonl' line 3`, as messages quote it.
    var quotedName: String {
        line.map { "'\(inputName)' line \($0)" } ?? "'\(inputName)'"
    }

    /// The sample's syntax error as `decode` prints it: `name:line:column: error: …`, the source
    /// line and a caret, one string per line.
    func renderedSyntaxError(_ error: JSONSyntaxError) -> [String] {
        // Malformed JSON is reported before any plan is consulted: `.string` stands in for one.
        let checker = DocumentChecker(plan: .string, options: ValidationOptions(), warningPolicy: WarningPolicy())
        var result = bytes.withUnsafeBufferPointer { checker.syntaxErrorResult(error, in: $0, inputName: inputName) }
        if let line { result.shiftLines(by: line - 1) }
        let reporter = TextReporter.plain
        return result.errors.flatMap { reporter.render($0, inputName: inputName).split(separator: "\n").map(String.init) }
    }
}
