/// What a completion script offers for an option's value or a positional argument.
enum CompletionValues {
    case files
    case words([String])
    case nothing

    /// Paths complete as files, options with choices as those words, the rest (a type name, a
    /// number) with nothing.
    static func forOption(_ option: OptionSpec) -> CompletionValues {
        if let choices = option.choices { return .words(choices) }
        if case .value(let valueName) = option.arity, valueName == "PATH" { return .files }
        if option.name == "date-strategy" { return .words(DecodeOptions.dateStrategyNames) }
        return .nothing
    }

    static func forPositional(of command: CommandSpec) -> CompletionValues {
        guard let positional = command.positional else { return .nothing }
        return positional.valueName == "SHELL" ? .words(CompletionsCommand.shells) : .files
    }
}
