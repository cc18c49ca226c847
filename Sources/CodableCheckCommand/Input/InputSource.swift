/// Where one input comes from: a file path as given on the command line, or standard input.
enum InputSource: Sendable, Equatable {
    case standardInput
    case file(String)

    /// `-` means standard input, as in most Unix tools.
    init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The name reports use: the path as the user wrote it, or `<stdin>`.
    var displayName: String {
        switch self {
        case .standardInput: "<stdin>"
        case .file(let path): path
        }
    }
}
