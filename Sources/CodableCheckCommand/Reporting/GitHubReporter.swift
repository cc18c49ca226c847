/// `--format github`: one GitHub Actions workflow command per diagnostic on standard output, so
/// each error annotates the pull request at its file, line and column:
///
///     ::error file=book.json,line=3,col=12,title=typeMismatch at pages::expected Int, found string "412"
///
/// Escaping follows GitHub's runner (`toolkit/packages/core/src/command.ts`): in the message `%`,
/// `\r` and `\n` become `%25`, `%0D`, `%0A`; in properties `:` and `,` also become `%3A`, `%2C`.
/// Notes (Foundation's wording, hints) follow the message on further lines, which the
/// annotation shows. Standard input has no file to annotate: its commands have no `file`.
/// A verdict decided by approximation is a `::warning` per approximation the document reached,
/// at the statement in the model file, naming the document, and what the app's own code may
/// change: `--compile` decides with it, or, when `--compile` was given and fell back to the
/// interpreter, the warning before the results says why (`UsedTypeFidelity.compileAdvice`).
/// Streams: each document's commands are written as soon as it is checked.
struct GitHubReporter: Reporter {
    static let identifier = "github"

    var output: any CommandOutput

    var isStreaming: Bool { true }

    var isOutputClosed: Bool { output.isClosed }

    mutating func report(_ result: InputResult) {
        var text = ""
        for diagnostic in result.errors + result.warnings {
            text += command(for: diagnostic, inputName: result.inputName) + "\n"
        }
        if result.omittedErrorCount > 0 {
            var properties = fileProperty(result.inputName)
            if let line = result.line { properties.append("line=\(line)") }
            let count = result.omittedErrorCount
            text +=
                "::error \(properties.joined(separator: ",")),title=\(Self.escapeProperty("more errors"))::"
                + Self.escapeData("\(count) more error\(count == 1 ? "" : "s") not shown (--max-errors)") + "\n"
        }
        for approximation in result.fidelity.reached {
            let site = approximation.site
            let properties = ["file=" + Self.escapeProperty(site.file), "line=\(site.line)", "col=\(site.column)"]
            let message =
                "\(result.documentName): verdict decided by approximation: \(site.summary)\nthe app's own code may decide otherwise: \(UsedTypeFidelity.compileAdvice(result.compileFallback))"
            text +=
                "::warning \(properties.joined(separator: ",")),title=\(Self.escapeProperty("approximated verdict"))::"
                + Self.escapeData(message) + "\n"
        }
        output.write(text)
    }

    mutating func finish(_ summary: Summary) {
        output.writeLine(summary.rendered)
    }

    /// An `::error` per place the error points at (a model file's diagnostics, each at its file,
    /// line and column), titled with the error's one line; one `::error` without a file when it
    /// points nowhere, titled with the error's category. The summary follows when documents were checked before the stop.
    mutating func finish(_ summary: Summary, stoppedBy failure: RunFailure) {
        let title = "title=" + Self.escapeProperty("\(Version.toolName): \(failure.message)")
        var text = ""
        for site in failure.sites {
            var properties = ["file=" + Self.escapeProperty(site.file)]
            if let line = site.line { properties.append("line=\(line)") }
            if let column = site.column { properties.append("col=\(column)") }
            properties.append(title)
            // Workflow commands are error, warning and notice.
            let command = site.severity == "note" ? "notice" : site.severity
            text += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(site.message))\n"
        }
        if failure.sites.isEmpty {
            let categoryTitle = "title=" + Self.escapeProperty("\(Version.toolName): \(failure.category) error")
            text += "::error \(categoryTitle)::\(Self.escapeData(failure.fullText))\n"
        }
        output.write(text)
        if summary.inputs > 0 { output.writeLine(summary.rendered) }
    }

    func command(for diagnostic: Diagnostic, inputName: String) -> String {
        var properties = fileProperty(inputName)
        if let location = diagnostic.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        let title = diagnostic.renderedPath.map { "\(diagnostic.kind) at \($0)" } ?? diagnostic.kind
        properties.append("title=" + Self.escapeProperty(title))
        let notes = diagnostic.notes
        let message = ([diagnostic.message] + notes).joined(separator: "\n")
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
    }

    private func fileProperty(_ inputName: String) -> [String] {
        inputName == InputSource.standardInput.displayName ? [] : ["file=" + Self.escapeProperty(inputName)]
    }

    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingColonsAndCommas()
    }
}

extension String {
    fileprivate func replacingColonsAndCommas() -> String {
        var escaped = ""
        for character in unicodeScalars {
            switch character {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
