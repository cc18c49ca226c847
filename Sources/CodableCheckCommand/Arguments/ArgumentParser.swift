/// Parses one subcommand's arguments against its `CommandSpec`.
///
/// Accepted shapes: `--opt value`, `--opt=value`, flags, repeated options where declared, free
/// arguments anywhere, `-` as a free argument (standard input), and `--` to end options. A value
/// option takes the next argument unless it starts with `--`, so `--type --print` reports the
/// missing value instead of decoding a type named `--print`; values starting with a single dash
/// (`--max-errors -1`) are taken and validated like any other. What an option's kind rules out
/// (a word not among its choices, a count that is not a whole number above zero) is an error
/// here, where the option is seen.
struct ArgumentParser: Sendable {
    var command: CommandSpec

    init(_ command: CommandSpec) {
        self.command = command
    }

    func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
        var parsed = ParsedArguments()
        try parse(arguments, into: &parsed)
        return parsed
    }

    /// Parses into `parsed`, which keeps what was read before an error: a command whose
    /// `--format` came before the mistake still reports the error in that format.
    func parse(_ arguments: [String], into parsed: inout ParsedArguments) throws(CommandLineError) {
        parsed.accepted = command.options
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
            let value: String
            if option.kind.isFlag {
                if let inlineValue {
                    guard case .flagOrInlineChoice = option.kind else { throw CommandLineError(.flagTakesNoValue(option)) }
                    value = inlineValue
                } else {
                    value = ""
                }
            } else if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw CommandLineError(.missingValue(option))
            }
            if parsed.given[name] != nil, !option.isRepeatable { throw CommandLineError(.givenMoreThanOnce(option)) }
            try option.check(value)
            parsed.given[name, default: []].append(value)
        }
        for option in command.options where option.isRequired && parsed.given[option.name] == nil {
            throw CommandLineError(.missingRequiredOption(option))
        }
    }

    private func addPositional(_ argument: String, to parsed: inout ParsedArguments) throws(CommandLineError) {
        guard let positional = command.positional else {
            throw CommandLineError(.unexpectedArgument(argument, command: command.name))
        }
        if !positional.isRepeatable, !parsed.positionals.isEmpty {
            throw CommandLineError(.oneArgumentOnly(argument, command: command.name, valueName: positional.valueName))
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
        let suggestion = Suggestion.closest(to: String(bare), in: command.options.map(\.name))
        return CommandLineError(.unknownOption(spelled: spelled, suggestion: suggestion.map { "--" + $0 }))
    }
}
