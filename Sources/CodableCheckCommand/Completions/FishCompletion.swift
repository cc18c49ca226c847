/// The fish completion script: one `complete` line per command, option, choice and help topic,
/// each with its help as the description fish shows beside it.
///
/// File names are offered only where the table says a path goes (`-f` turns them off for the
/// rest): a command's INPUT, and a PATH option's value (`-r -F`). A value with a fixed list
/// offers only that list (`-x -a`); other values (a type, a number) offer nothing (`-x`).
enum FishCompletion {
    static func script(_ commands: [CommandSpec]) -> String {
        let tool = Version.toolName
        let atStart = "-n __fish_use_subcommand"
        var lines = [
            "# fish completion for \(tool); install with: \(tool) completions fish > ~/.config/fish/completions/\(tool).fish",
            "complete -c \(tool) -f",
        ]
        for command in commands {
            lines.append("complete -c \(tool) \(atStart) -a \(command.name) -d \(quoted(command.abstract))")
        }
        lines += [
            "complete -c \(tool) \(atStart) -a help -d \(quoted("show help for a command or a topic of the user guide"))",
            "complete -c \(tool) \(atStart) -l help -s h -d \(quoted("show help"))",
            "complete -c \(tool) \(atStart) -l version -d \(quoted("show the version"))",
        ]
        for command in commands {
            let after = "-n \(quoted("__fish_seen_subcommand_from \(command.name)"))"
            for option in command.options {
                var line = "complete -c \(tool) \(after) -l \(option.name)"
                if option.kind != .flag {
                    switch CompletionValues.forOption(option) {
                    case .files: line += " -r -F"
                    case .words(let words): line += " -x -a \(quoted(words.joined(separator: " ")))"
                    case .nothing: line += " -x"
                    }
                }
                lines.append(line + " -d \(quoted(option.help))")
            }
            lines.append("complete -c \(tool) \(after) -l help -s h -d \(quoted("show help"))")
            switch CompletionValues.forPositional(of: command) {
            case .files: lines.append("complete -c \(tool) \(after) -F")
            case .words(let words): lines.append("complete -c \(tool) \(after) -x -a \(quoted(words.joined(separator: " ")))")
            case .nothing: break
            }
        }
        // `help COMMAND` offers the commands and the guide's topics, each with its summary.
        let inHelp = "-n \(quoted("__fish_seen_subcommand_from help"))"
        for command in commands {
            lines.append("complete -c \(tool) \(inHelp) -a \(command.name) -d \(quoted(command.abstract))")
        }
        for topic in GuideTopic.all {
            lines.append("complete -c \(tool) \(inHelp) -a \(topic.name) -d \(quoted(topic.plainSummary))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A fish single-quoted string: only `\` and `'` need a backslash inside.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
