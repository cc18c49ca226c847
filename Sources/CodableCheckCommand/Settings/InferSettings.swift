/// The `infer` command's settings table: each option once, typed, with its help and default
/// (see `Setting`).
enum InferSettings {
    static let name: Setting<String> = {
        let option = OptionSpec(name: "name", kind: .text(valueName: "NAME"), help: "the root type's name (default Root)")
        return Setting(option: option) { given throws(CommandLineError) in
            let name = given.last ?? "Root"
            guard SwiftNames.isPlainIdentifier(name), !SwiftNames.keywords.contains(name), !SwiftNames.reservedTypeNames.contains(name)
            else { throw CommandLineError(.notATypeName(name, option: option)) }
            return name
        }
    }()

    static let lines: Setting<Bool> = .flag("lines", help: "read every sample input as JSON Lines: one document per line")

    static let enums: Setting<Bool> = .flag("enums", help: "suggest a String enum for a small closed set of strings that repeat")

    /// Nil when not given: 8.
    static let maximumEnumCases: Setting<Int?> = .count(
        "max-enum-cases", help: "most distinct strings an enum suggestion may have (default 8)")

    /// Whether ISO 8601 strings become `Date`: infer knows dates only in that form.
    static let dateStrategy: Setting<Bool> = {
        let names = ["deferred", "iso8601"]
        let option = OptionSpec(
            name: "date-strategy", kind: .suggested(names, valueName: names.joined(separator: "|")),
            help: "iso8601: ISO 8601 strings become Date (decode with --date-strategy iso8601 too); deferred (default): String")
        return Setting(option: option) { given throws(CommandLineError) in
            switch given.last {
            case nil, "deferred": return false
            case "iso8601": return true
            case let value?: throw CommandLineError(.inferDateStrategy(value, option: option, names: names))
            }
        }
    }()

    /// In the order help lists them.
    static let options = [name.option, lines.option, enums.option, maximumEnumCases.option, dateStrategy.option]
}
