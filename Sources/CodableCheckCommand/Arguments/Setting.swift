/// One setting of a command, typed: the option that sets it (name, kind of value, help, whether
/// it repeats) and how the text it was given becomes its value, default included. A command's
/// settings table (`DecodeSettings`, `InferSettings`, ...) holds one of these per option; the
/// parser, `--help`, the man page and the completions read its `option`, and the command reads
/// its typed value with `ParsedArguments.read(_:)`, so no option name is written twice.
///
/// A project file (`.codable-check.json`, not built yet) is meant to set the same settings: its
/// keys are the options' names (`"key-strategy": "snake-case"`, `"date-strategy":
/// ["formatted:yyyy-MM-dd"]`, `"quiet": true`). Its reader looks each key up in the command's
/// table (`CommandSpec.option(named:)`, with the same near-miss suggestion for a misspelt key),
/// takes a JSON `true` for a flag, a string for a value and an array for a repeatable one,
/// checks each string with `OptionSpec.check(_:)` as the parser does, and fills a
/// `ParsedArguments` with their text; the command line's `ParsedArguments` then replaces what it
/// also sets, and `read(_:)` converts both through the same `convert`, so a value means the same
/// in the file as on the command line and is checked by the same code. Errors name the option
/// (`CommandLineMessage` carries its `OptionSpec`), so the file's reader can word them with the
/// key and its line:column instead.
struct Setting<Value>: Sendable {
    var option: OptionSpec
    /// Turns the values given, in order (none when the option was not given; one empty string
    /// per occurrence of a flag), into the setting's value; throws a usage error for a value the
    /// option's kind does not already rule out (a `--define` that is no condition name).
    var convert: @Sendable (_ given: [String]) throws(CommandLineError) -> Value
}

extension Setting where Value == Bool {
    /// `--print`: given or not.
    static func flag(_ name: String, help: String) -> Setting {
        Setting(option: OptionSpec(name: name, kind: .flag, help: help)) { !$0.isEmpty }
    }
}

extension Setting where Value == String? {
    /// `--compile` or `--compile=auto`: nil when not given, `""` for the bare flag, else the
    /// word (the parser has already rejected any other).
    static func flagOrInlineChoice(_ name: String, _ words: [String], help: String) -> Setting {
        Setting(option: OptionSpec(name: name, kind: .flagOrInlineChoice(words), help: help)) { $0.last }
    }
}

extension Setting where Value: Sendable {
    /// `--mode strict|lossy`: one word of `choices`, each standing for a value; `defaultValue`
    /// when the option is not given. The parser has already rejected any other word.
    static func choice(_ name: String, _ choices: KeyValuePairs<String, Value>, default defaultValue: Value, help: String)
        -> Setting<Value>
    {
        let table = Array(choices)
        return Setting(option: OptionSpec(name: name, kind: .choice(table.map(\.key)), help: help)) { given in
            guard let word = given.last else { return defaultValue }
            return table.first { $0.key == word }?.value ?? defaultValue
        }
    }

    /// `--format text|json|...`: one case of a `String` enum, named by its raw value.
    static func choice(_ name: String, _ cases: [Value], default defaultValue: Value, help: String) -> Setting<Value>
    where Value: RawRepresentable<String> {
        Setting(option: OptionSpec(name: name, kind: .choice(cases.map(\.rawValue)), help: help)) { given in
            given.last.flatMap(Value.init(rawValue:)) ?? defaultValue
        }
    }
}

extension Setting where Value == String? {
    /// `--document-id ID`: text, nil when not given.
    static func text(_ name: String, valueName: String, help: String, isRequired: Bool = false) -> Setting {
        Setting(option: OptionSpec(name: name, kind: .text(valueName: valueName), help: help, isRequired: isRequired)) {
            $0.last
        }
    }
}

extension Setting where Value == [String] {
    /// `--define FLAG ...`: every value given, in order.
    static func texts(_ name: String, valueName: String, help: String) -> Setting {
        Setting(option: OptionSpec(name: name, kind: .text(valueName: valueName), help: help, isRepeatable: true)) { $0 }
    }

    /// `--schema PATH ...`: every path given, in order.
    static func paths(_ name: String, help: String) -> Setting {
        Setting(option: OptionSpec(name: name, kind: .path, help: help, isRepeatable: true)) { $0 }
    }
}

extension Setting where Value == Int? {
    /// `--jobs N`: a whole number above zero (the parser checks it), nil when not given.
    static func count(_ name: String, help: String) -> Setting {
        Setting(option: OptionSpec(name: name, kind: .count, help: help)) { given in given.last.flatMap { Int($0) } }
    }
}

extension Setting where Value == Int {
    /// `--max-errors N` with a default: `help` is given the default, so the number help shows is
    /// the one the setting reads.
    static func count(_ name: String, default defaultValue: Int, help: (Int) -> String) -> Setting {
        Setting(option: OptionSpec(name: name, kind: .count, help: help(defaultValue))) { given in
            given.last.flatMap { Int($0) } ?? defaultValue
        }
    }
}

extension Setting where Value: Equatable {
    /// The option's word for `value` (`snake-case` for `.convertFromSnakeCase`), found by
    /// converting each word through the same table the parser uses; nil when no word gives it.
    func word(for value: Value) -> String? {
        option.kind.offeredWords?.first { word in (try? convert([word])) == value }
    }
}
