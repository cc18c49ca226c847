import CodableCheckCore

/// Compiler-style diagnostics on standard error, a summary line at the end, and with `--print`
/// the decoded values on standard output:
///
///     book.json:12:20: error: typeMismatch at tags[1].color: expected String, found number 3
///      12 |     {"name": "fiction", "color": 3},
///         |                                  ^
///       = note: JSONDecoder says: Expected to decode String but found number instead.
///
/// Each input's diagnostics are written as soon as it is decoded (errors in decode order, then
/// warnings), so a long run shows progress.
struct TextReporter: Reporter {
    static let identifier = "text"

    var diagnostics: any CommandOutput
    var values: any CommandOutput
    var decorator: any DiagnosticDecorator
    /// `--quiet`: only the summary line.
    var isQuiet = false
    /// `--print`: decoded values on standard output.
    var printsValues = false
    /// `--max-errors`, named in the note about errors not shown.
    var maximumErrors: Int?
    /// `--explain-nulls`: a note per optional property that was null or absent.
    var explainsNulls = false
    /// `--verbose`: a `book.json: ok` (or `stream.jsonl:12: ok`) line for every valid document,
    /// so a `tail -f log | codable-check decode --lines -` reader sees each verdict, not only
    /// the failures; `ok (approximated: …)` when the verdict was decided by approximation.
    var reportsValidDocuments = false

    mutating func report(_ result: InputResult) {
        if printsValues, let value = result.encodedValue {
            values.writeLine(value)
            // What the printed value does not show is said even with --quiet: it qualifies the
            // value, which --quiet keeps.
            diagnostics.write(result.unknownValues.map { render($0, inputName: result.inputName) }.joined())
        }
        guard !isQuiet else { return }
        var text = ""
        for diagnostic in result.errors {
            text += render(diagnostic, inputName: result.inputName)
        }
        if result.omittedErrorCount > 0 {
            let count = result.omittedErrorCount
            let what = count == 1 ? "1 more error" : "\(count) more errors"
            let limit = maximumErrors.map { " (--max-errors \($0))" } ?? ""
            text +=
                decorator.location("\(result.documentName):") + " " + decorator.noteLabel("note:")
                + " \(what) not shown\(limit)\n"
        }
        for diagnostic in result.warnings {
            text += render(diagnostic, inputName: result.inputName)
        }
        if explainsNulls {
            for entry in result.presence where entry.state != .value {
                text +=
                    decorator.location("\(result.inputName):") + " " + decorator.noteLabel("note:") + " "
                    + Self.explanation(of: entry) + "\n"
            }
        }
        let reached = result.fidelity.reached
        if !result.isValid, !reached.isEmpty, !result.errors.contains(where: { $0.kind == Diagnostic.approximatedVerdictKind }) {
            // The errors were found by approximation too: the app's own code may report others.
            text +=
                decorator.location("\(result.documentName):") + " " + decorator.noteLabel("note:")
                + " verdict decided by approximation: \(reached.firstLocated)\n"
        }
        if reportsValidDocuments, result.isValid {
            // A verdict decided by approximation is never a plain `ok`.
            let warnings = result.warnings.count
            var remarks = warnings == 0 ? [] : warnings == 1 ? ["1 warning"] : ["\(warnings) warnings"]
            if !reached.isEmpty { remarks.append("approximated: \(reached.firstLocated)") }
            let counted = remarks.isEmpty ? "" : " (" + remarks.joined(separator: "; ") + ")"
            text += decorator.location("\(result.documentName):") + " ok\(counted)\n"
        }
        diagnostics.write(text)
    }

    var isStreaming: Bool { true }
    /// `file is null: the app holds nil, as it would for an absent key`.
    static func explanation(of entry: OptionalPresence) -> String {
        switch entry.state {
        case .null: "\(entry.renderedPath) is null (the app holds nil and cannot tell it from an absent key)"
        case .absent: "\(entry.renderedPath) is absent (the app holds nil and cannot tell it from null)"
        case .value: "\(entry.renderedPath) has a value"
        }
    }

    /// Diagnostics go to standard error and values (`--print`) to standard output: done when
    /// neither can be read.
    var isOutputClosed: Bool {
        diagnostics.isClosed && (!printsValues || values.isClosed)
    }

    mutating func finish(_ summary: Summary) {
        diagnostics.writeLine(summary.rendered)
    }

    /// The error is on standard error already, where this report is: the command line prints an
    /// error that stopped the run, and an unreadable input was said when it failed. A run that
    /// checked documents beside unreadable inputs, or a project run with a check that could not
    /// run, still ends with its summary.
    mutating func finish(_ summary: Summary, stoppedBy failure: RunFailure) {
        if summary.checksNotRun > 0 || (summary.unreadInputs > 0 && summary.inputs > 0) { finish(summary) }
    }

    /// The header line, the source line with its caret, and the notes.
    func render(_ diagnostic: Diagnostic, inputName: String) -> String {
        var position = inputName
        if let location = diagnostic.location {
            position += ":\(location.line):\(location.column)"
        }
        let label = diagnostic.severity.rawValue + ":"
        var lines = [
            decorator.location(position + ":") + " " + decorator.severity(diagnostic.severity, label) + " "
                + decorator.message(diagnostic.headline)
        ]
        if let location = diagnostic.location, let excerpt = location.excerpt {
            lines.append(contentsOf: excerptLines(excerpt, line: location.line, severity: diagnostic.severity))
        }
        for note in diagnostic.notes {
            lines.append(decorator.gutter("  =") + " " + decorator.noteLabel("note:") + " " + note)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func excerptLines(_ excerpt: SourceExcerpt, line: Int, severity: Diagnostic.Severity) -> [String] {
        let number = String(line)
        let gutter = decorator.gutter(" \(number) |")
        let emptyGutter = decorator.gutter(" " + String(repeating: " ", count: number.count) + " |")
        let lead = excerpt.isTruncatedBefore ? "..." : ""
        let tail = excerpt.isTruncatedAfter ? "..." : ""
        // Mirror tabs in the caret's padding so the caret lines up however the terminal sets tabs.
        var padding = lead.map { _ in " " }.joined()
        for character in excerpt.text.prefix(excerpt.caretOffset) {
            padding += character == "\t" ? "\t" : " "
        }
        let sourceLine = excerpt.text.isEmpty && lead.isEmpty ? gutter : gutter + " " + lead + excerpt.text + tail
        return [sourceLine, emptyGutter + " " + padding + decorator.caret(severity, "^")]
    }
}
