/// The zsh completion function (`#compdef`), with each option's help as its description.
enum ZshCompletion {
    static func script(_ commands: [CommandSpec]) -> String {
        let tool = Version.toolName
        var lines = [
            "#compdef \(tool)",
            "# zsh completion for \(tool); install with: \(tool) completions zsh > \"${fpath[1]}/_\(tool)\"",
            "_codable_check() {",
            "    local -a commands",
            "    commands=(",
        ]
        for command in commands {
            lines.append("        '\(command.name):\(quoted(command.abstract))'")
        }
        lines += [
            "        'help:show help for a command or a topic of the user guide'",
            "    )",
            "    local -a topics",
            "    topics=(",
        ]
        for topic in GuideTopic.all {
            lines.append("        '\(topic.name):\(quoted(topic.plainSummary))'")
        }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t commands 'command' commands",
            "        _arguments '--help[show help]' '--version[show the version]'",
            "        return",
            "    fi",
            "    local command=$words[2]",
            "    shift words",
            "    (( CURRENT-- ))",
            "    case $command in",
        ]
        for command in commands {
            var specs: [String] = []
            for option in command.options {
                let repeatMark = option.isRepeatable ? "*" : ""
                let help = bracketSafe(option.help)
                if let valueName = option.valueName {
                    let action: String
                    switch CompletionValues.forOption(option) {
                    case .files: action = "_files"
                    case .words(let words): action = "(\(words.joined(separator: " ")))"
                    case .nothing: action = " "
                    }
                    specs.append("'\(repeatMark)\(option.spelling)=[\(help)]:\(bracketSafe(valueName)):\(action)'")
                } else {
                    specs.append("'\(repeatMark)\(option.spelling)[\(help)]'")
                }
            }
            specs.append("'(- *)--help[show help]'")
            if let positional = command.positional {
                let action: String
                switch CompletionValues.forPositional(of: command) {
                case .files: action = "_files"
                case .words(let words): action = "(\(words.joined(separator: " ")))"
                case .nothing: action = " "
                }
                specs.append("'\(positional.isRepeatable ? "*" : "1"):\(bracketSafe(positional.valueName)):\(action)'")
            }
            lines.append("        \(command.name))")
            lines.append("            _arguments -s \\")
            lines += specs.dropLast().map { "                \($0) \\" }
            lines.append("                \(specs.last!)")
            lines.append("            ;;")
        }
        // `help COMMAND` offers the commands, not `help` again, and the guide's topics.
        lines += [
            "        help)",
            "            (( CURRENT == 2 )) && _describe -t commands 'command' 'commands[1,-2]' -- topics",
            "            ;;",
            "    esac",
            "}",
            "_codable_check \"$@\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text inside single quotes.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: ":", with: "\\:")
    }

    /// Text inside an `_arguments` description: no brackets or colons, single quotes escaped.
    private static func bracketSafe(_ text: String) -> String {
        quoted(text.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")"))
            .replacingOccurrences(of: "\\:", with: " -")
    }
}
