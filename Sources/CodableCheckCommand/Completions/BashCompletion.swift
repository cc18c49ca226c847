/// The bash completion script (`complete -F`), one `case` branch per command.
enum BashCompletion {
    static func script(_ commands: [CommandSpec]) -> String {
        let tool = Version.toolName
        let names = (commands.map(\.name) + ["help", "--help", "--version"]).joined(separator: " ")
        var lines = [
            "# bash completion for \(tool); load with: source <(\(tool) completions bash)",
            "_codable_check() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            // bash splits `--format=j` at the `=` (COMP_WORDBREAKS): complete the value after it.
            "    if [[ $cur == = ]]; then cur=\"\"; elif [[ $prev == = ]]; then prev=\"${COMP_WORDS[COMP_CWORD-2]}\"; fi",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for command in commands {
            lines.append("        \(command.name))")
            var valueCases: [String] = []
            for option in command.options {
                guard option.kind != .flag else { continue }
                let reply: String
                switch CompletionValues.forOption(option) {
                case .files: reply = "COMPREPLY=($(compgen -f -- \"$cur\"))"
                case .words(let words): reply = "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
                case .nothing: reply = "COMPREPLY=()"
                }
                valueCases.append("                \(option.spelling)) \(reply); return ;;")
            }
            if !valueCases.isEmpty {
                lines.append("            case \"$prev\" in")
                lines += valueCases
                lines.append("            esac")
            }
            let options = (command.options.map(\.spelling) + ["--help"]).joined(separator: " ")
            let positional: String
            switch CompletionValues.forPositional(of: command) {
            case .files: positional = "COMPREPLY=($(compgen -f -- \"$cur\"))"
            case .words(let words): positional = "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
            case .nothing: positional = "COMPREPLY=()"
            }
            lines += [
                "            if [[ $cur == -* ]]; then",
                "                COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\"))",
                "            else",
                "                \(positional)",
                "            fi",
                "            ;;",
            ]
        }
        lines += [
            "        help)",
            // `help` takes a command or a topic of the user guide.
            "            COMPREPLY=($(compgen -W \"\((commands.map(\.name) + GuideTopic.all.map(\.name)).joined(separator: " "))\" -- \"$cur\"))",
            "            ;;",
            "    esac",
            "}",
            "complete -o filenames -o bashdefault -F _codable_check \(tool)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
