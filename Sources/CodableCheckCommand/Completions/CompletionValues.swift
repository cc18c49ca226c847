/// What a completion script offers for an option's value or a positional argument, from the
/// kind its table declares.
enum CompletionValues {
    case files
    case words([String])
    case nothing

    /// Paths complete as files, choices (and suggested words) as those words, the rest (a type
    /// name, a number) with nothing.
    init(_ kind: OptionKind) {
        if let words = kind.offeredWords {
            self = .words(words)
        } else if kind == .path {
            self = .files
        } else {
            self = .nothing
        }
    }

    static func forOption(_ option: OptionSpec) -> CompletionValues {
        CompletionValues(option.kind)
    }

    static func forPositional(of command: CommandSpec) -> CompletionValues {
        guard let positional = command.positional else { return .nothing }
        return CompletionValues(positional.kind)
    }
}
