/// Renders `--help` text from a `CommandSpec`, so help always lists exactly what the parser takes.
///
/// Layout follows the usual Swift command-line tools: OVERVIEW, USAGE (wrapped at 80 columns,
/// continuation lines indented under the first argument), ARGUMENTS, OPTIONS with aligned help,
/// and EXAMPLES.
enum HelpFormatter {
    static let width = 80

    static func help(for command: CommandSpec, toolName: String) -> String {
        var lines: [String] = []
        lines.append("OVERVIEW: \(command.abstract)")
        lines.append("")
        lines.append(contentsOf: usageLines(for: command, toolName: toolName))
        if let positional = command.positional {
            lines.append("")
            lines.append("ARGUMENTS:")
            lines.append(contentsOf: table([(positional.valueName, positional.help)]))
        }
        var rows = command.options.map { ($0.usageFragment, $0.help) }
        rows.append(("-h, --help", "show this help"))
        lines.append("")
        lines.append("OPTIONS:")
        lines.append(contentsOf: table(rows))
        if !command.examples.isEmpty {
            lines.append("")
            lines.append("EXAMPLES:")
            for example in command.examples {
                lines.append("  \(example.commandLine)")
                lines.append("      \(example.explanation)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `USAGE: codable-check decode [INPUT ...] --type TYPE [--schema PATH ...] ...`, wrapped.
    static func usageLines(for command: CommandSpec, toolName: String) -> [String] {
        var fragments: [String] = []
        if let positional = command.positional {
            fragments.append(positional.isRepeatable ? "[\(positional.valueName) ...]" : "[\(positional.valueName)]")
        }
        for option in command.options {
            let fragment = option.isRepeatable ? option.usageFragment + " ..." : option.usageFragment
            fragments.append(option.isRequired ? fragment : "[\(fragment)]")
        }
        let head = "USAGE: \(toolName) \(command.name)"
        return wrap(fragments, firstLinePrefix: head, indent: String(repeating: " ", count: head.count + 1))
    }

    /// Two aligned columns: names, then help; help wraps under itself.
    static func table(_ rows: [(String, String)]) -> [String] {
        let nameWidth = min(rows.map(\.0.count).max() ?? 0, 34)
        var lines: [String] = []
        for (name, help) in rows {
            let indent = String(repeating: " ", count: 2 + nameWidth + 2)
            var helpLines = wrap(help.split(separator: " ").map(String.init), firstLinePrefix: "", indent: "", width: width - indent.count)
            if helpLines.isEmpty { helpLines = [""] }
            if name.count > nameWidth {
                lines.append("  \(name)")
                lines.append(contentsOf: helpLines.map { indent + $0 })
            } else {
                let padded = name + String(repeating: " ", count: nameWidth - name.count)
                lines.append("  \(padded)  \(helpLines[0])")
                lines.append(contentsOf: helpLines.dropFirst().map { indent + $0 })
            }
        }
        return lines
    }

    /// Greedy word wrap: words are never split; a word longer than the width gets its own line.
    /// The first line starts with `firstLinePrefix` and a space, later lines with `indent`.
    static func wrap(_ words: [String], firstLinePrefix: String, indent: String, width: Int = width) -> [String] {
        var lines: [String] = []
        var line = firstLinePrefix
        var wordsOnLine = 0
        for word in words {
            let separator = line.isEmpty || (line.allSatisfy { $0 == " " }) ? "" : " "
            if wordsOnLine > 0, line.count + separator.count + word.count > width {
                lines.append(line)
                line = indent + word
                wordsOnLine = 1
            } else {
                line += separator + word
                wordsOnLine += 1
            }
        }
        if wordsOnLine > 0 || !line.isEmpty { lines.append(line) }
        return lines
    }
}
