import CodableCheckCore
import CodableCheckSchema

/// The command-line view of the `JSONDecoder` set-ups read from the source: which one
/// `--decoder NAME` names, and how a set-up is shown (where, what it sets, the options that
/// set the same, what is not read) in `types --decoders`, `--verbose` and the hints.
struct DecoderSetupChoice {
    var setups: [DecoderSetup]
    var displayPath: (String) -> String

    /// The set-up `name` names: by its name, its qualified name or a qualified tail. Several that
    /// set the same strategies are one answer; several that differ are an error listing them.
    func find(_ name: String) throws(CommandLineError) -> DecoderSetup {
        let option = DecodeSettings.decoder.option
        let matches = setups.filter { $0.isNamed(name) }
        guard let first = matches.first else {
            let known = Array(Set(setups.map(\.qualifiedName))).sorted()
            let suggestion = Suggestion.closest(to: name, in: known + setups.map(\.name))
            throw CommandLineError(.unknownDecoder(name, option: option, known: known, suggestion: suggestion))
        }
        guard matches.allSatisfy({ $0.hasSameStrategies(as: first) }) else {
            throw CommandLineError(
                .ambiguousDecoder(name, option: option, locations: matches.map { "'\($0.qualifiedName)' at \(location(of: $0))" }))
        }
        return first
    }

    /// `Sources/App/API.swift:12:16`.
    func location(of setup: DecoderSetup) -> String {
        "\(displayPath(setup.file)):\(setup.line):\(setup.column)"
    }

    /// `keyDecodingStrategy = .convertFromSnakeCase, dateDecodingStrategy = .iso8601`, or `sets no strategy`.
    static func strategies(of setup: DecoderSetup) -> String {
        let assignments = setup.assignments
        guard !assignments.isEmpty else { return "sets no strategy the tool reads" }
        return assignments.map { "\($0.property) = \($0.value)" }.joined(separator: ", ")
    }

    /// The options that decode the same: `--key-strategy snake-case --date-strategy iso8601`.
    static func equivalentOptions(of setup: DecoderSetup) -> [String] {
        settings(of: setup).flatMap { option, values in values.flatMap { [option.spelling, $0] } }
    }

    /// The options that state what `setup` sets, each with its values (`--date-strategy` may
    /// take several formats, tried in turn): the command line's words and a project file's.
    static func settings(of setup: DecoderSetup) -> [(option: OptionSpec, values: [String])] {
        var settings: [(option: OptionSpec, values: [String])] = []
        if let key = setup.keyStrategy, let word = DecodeSettings.keyStrategy.word(for: key) {
            settings.append((DecodeSettings.keyStrategy.option, [word]))
        }
        if let date = setup.dateStrategy { settings.append((DecodeSettings.dateStrategy.option, DateStrategyText.values(for: date))) }
        if let data = setup.dataStrategy, let word = DecodeSettings.dataStrategy.word(for: data) {
            settings.append((DecodeSettings.dataStrategy.option, [word]))
        }
        return settings
    }

    /// `file:line:column: note: not read: dateDecodingStrategy = .custom { … }: a custom closure is not read`.
    func unreadLines(of setup: DecoderSetup) -> [String] {
        setup.unread.map {
            "\(displayPath(setup.file)):\($0.line):\($0.column): note: not read: \($0.property) = \($0.value): \($0.reason)"
        }
    }

    /// The text listing of `types --decoders`: a line per set-up, then what it does not read.
    func listing() -> String {
        var text = ""
        for setup in setups {
            text += "\(location(of: setup)): \(setup.qualifiedName): \(Self.strategies(of: setup))"
            let options = Self.equivalentOptions(of: setup)
            if !options.isEmpty { text += " (\(options.map(Self.shellQuoted).joined(separator: " ")))" }
            text += "\n"
            for line in unreadLines(of: setup) { text += "  " + line + "\n" }
        }
        text += setups.count == 1 ? "1 JSONDecoder set-up\n" : "\(setups.count) JSONDecoder set-ups\n"
        return text
    }

    /// A word as a shell takes it: bare when it has nothing a shell reads, else double-quoted.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_:.,/+=".unicodeScalars.contains($0)
        }
        if plain { return word }
        var quoted = "\""
        for character in word {
            if "\"\\$`".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
