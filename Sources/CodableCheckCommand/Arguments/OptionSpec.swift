/// One `--option` a command accepts, declared once and used for parsing, validation and help.
struct OptionSpec: Sendable {
    enum Arity: Sendable, Equatable {
        /// `--quiet`: present or not; `--quiet=yes` is an error, unless the flag has `choices`:
        /// then `--compile=auto` picks one of them, and `--compile` alone none.
        case flag
        /// `--type Book` or `--type=Book`; `valueName` is what help shows (`TYPE`).
        case value(valueName: String)
    }

    /// Without the dashes: `type` for `--type`.
    var name: String
    var arity: Arity
    /// The one-line help, lower-case start allowed (it is shown after the option).
    var help: String
    /// Whether the option may be given more than once (`--schema a --schema b`); otherwise a
    /// second occurrence is a usage error, since silently keeping one would hide a typo.
    var isRepeatable = false
    var isRequired = false
    /// When set, the only values accepted; anything else is a usage error with a suggestion.
    var choices: [String]? = nil

    /// `--type`.
    var spelling: String { "--" + name }

    static func flag(_ name: String, help: String, inlineChoices: [String]? = nil) -> OptionSpec {
        OptionSpec(name: name, arity: .flag, help: help, choices: inlineChoices)
    }

    static func value(
        _ name: String, valueName: String, help: String, isRepeatable: Bool = false,
        isRequired: Bool = false, choices: [String]? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, arity: .value(valueName: valueName), help: help, isRepeatable: isRepeatable,
            isRequired: isRequired, choices: choices)
    }

    /// How the option reads in a usage line: `--type TYPE`, `--mode strict|lossy`, `--print`.
    var usageFragment: String {
        switch arity {
        case .flag: choices.map { spelling + "[=" + $0.joined(separator: "|") + "]" } ?? spelling
        case .value(let valueName): spelling + " " + valueName
        }
    }
}
