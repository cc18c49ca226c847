/// One `--option` a command accepts, as its settings table declares it (`Setting`): the parser,
/// `--help`, the man page and every shell's completions read this one description.
struct OptionSpec: Sendable, Equatable {
    /// Without the dashes: `type` for `--type`. A project file's key will be the same word.
    var name: String
    var kind: OptionKind
    /// The one-line help, lower-case start allowed (it is shown after the option).
    var help: String
    /// Whether the option may be given more than once (`--schema a --schema b`); otherwise a
    /// second occurrence is a usage error, since silently keeping one would hide a typo.
    var isRepeatable = false
    var isRequired = false

    /// `--type`.
    var spelling: String { "--" + name }

    /// What help shows for the value (`TYPE`, `strict|lossy`); nil for a flag.
    var valueName: String? { kind.valueName }

    /// How the option reads in a usage line: `--type TYPE`, `--mode strict|lossy`, `--print`.
    var usageFragment: String {
        guard let valueName else { return spelling }
        return spelling + " " + valueName
    }
}
