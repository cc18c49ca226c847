import CodableCheckSchema

/// What an option takes, which decides how the parser checks it, how help names its value, and
/// what a shell's completion offers for it.
enum OptionKind: Sendable, Equatable {
    /// `--quiet`: present or not; `--quiet=yes` is an error.
    case flag
    /// Free text with no list to offer (a type expression, a flag name); `valueName` is what
    /// help shows (`TYPE`).
    case text(valueName: String)
    /// A file or folder: completions offer paths.
    case path
    /// A whole number above zero (`N`); anything else is a usage error.
    case count
    /// Exactly one of these words; anything else is a usage error with a suggestion.
    case choice([String])
    /// These words or a form they do not list (`formatted:FORMAT`): completions offer the
    /// words, the command checks the value itself.
    case suggested([String], valueName: String)

    /// `TYPE`, `PATH`, `N`, `strict|lossy`; nil for a flag.
    var valueName: String? {
        switch self {
        case .flag: nil
        case .text(let valueName), .suggested(_, let valueName): valueName
        case .path: "PATH"
        case .count: "N"
        case .choice(let words): StringJoining.joined(words, separator: "|")
        }
    }

    /// The words a completion offers for the value, or nil when it offers none (or paths).
    var offeredWords: [String]? {
        switch self {
        case .choice(let words), .suggested(let words, _): words
        case .flag, .text, .path, .count: nil
        }
    }
}
