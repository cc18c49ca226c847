/// Parses one subcommand's arguments against its `CommandSpec`.
///
/// Accepted shapes: `--opt value`, `--opt=value`, flags (`--compile=auto` for a flag with
/// choices), repeated options where declared, free
/// arguments anywhere, `-` as a free argument (standard input), and `--` to end options. A value
/// option takes the next argument unless it starts with `--`, so `--type --print` reports the
/// missing value instead of decoding a type named `--print`; values starting with a single dash
/// (`--max-errors -1`) are taken and validated like any other.
struct ArgumentParser: Sendable {
    var command: CommandSpec

    init(_ command: CommandSpec) {
        self.command = command
    }

    func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var endOfOptions = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if endOfOptions || argument == "-" || !argument.hasPrefix("-") {
                try addPositional(argument, to: &parsed)
                continue
            }
            if argument == "--" {
                endOfOptions = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = command.option(named: name) else {
                throw unknownOption(argument, name: name)
            }
            switch option.arity {
            case .flag:
                if parsed.flags.contains(name), !option.isRepeatable {
                    throw .usage("option '\(option.spelling)' is given more than once")
                }
                if let inlineValue {
                    // Only `--compile=auto`: a flag's value is never the next argument.
                    guard option.choices != nil else { throw .usage("option '\(option.spelling)' does not take a value") }
                    try check(inlineValue, for: option)
                    parsed.values[name, default: []].append(inlineValue)
                }
                parsed.flags.insert(name)
            case .value(let valueName):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("missing value for option '\(option.spelling) \(valueName)'")
                }
                if parsed.values[name] != nil, !option.isRepeatable {
                    throw .usage("option '\(option.spelling)' is given more than once")
                }
                try check(value, for: option)
                parsed.values[name, default: []].append(value)
            }
        }
        for option in command.options where option.isRequired {
            if parsed.values[option.name] == nil, !parsed.flags.contains(option.name) {
                throw .usage("missing required option '\(option.usageFragment)'")
            }
        }
        return parsed
    }

    private func addPositional(_ argument: String, to parsed: inout ParsedArguments) throws(CommandLineError) {
        guard let positional = command.positional else {
            throw .usage("unexpected argument '\(argument)' for '\(command.name)'")
        }
        if !positional.isRepeatable, !parsed.positionals.isEmpty {
            throw .usage("unexpected argument '\(argument)'; '\(command.name)' takes one \(positional.valueName)")
        }
        parsed.positionals.append(argument)
    }

    /// `--type=Book` → (`type`, `Book`); `--type` → (`type`, nil); `-x` → (`-x`, nil), which no
    /// option is named, so it is reported as unknown.
    private func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--") else { return (argument, nil) }
        let body = argument.dropFirst(2)
        if let equals = body.firstIndex(of: "=") {
            return (String(body[..<equals]), String(body[body.index(after: equals)...]))
        }
        return (String(body), nil)
    }

    private func unknownOption(_ argument: String, name: String) -> CommandLineError {
        let spelled = argument.hasPrefix("--") ? "--" + name : argument
        let bare = spelled.drop { $0 == "-" }
        let suggestion = Suggestion.didYouMean(
            String(bare), in: command.options.map(\.name), quote: { "'--\($0)'" })
        return .usage("unknown option '\(spelled)'\(suggestion)")
    }

    private func check(_ value: String, for option: OptionSpec) throws(CommandLineError) {
        guard let choices = option.choices, !choices.contains(value) else { return }
        let expected = ListFormatter.alternatives(choices.map { "'\($0)'" })
        let suggestion = Suggestion.didYouMean(value, in: choices)
        throw .usage("invalid value '\(value)' for option '\(option.spelling)': expected \(expected)\(suggestion)")
    }
}
