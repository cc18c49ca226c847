/// Which settings each part of a project file takes. Its keys are the options' own names
/// (`"key-strategy"` is `--key-strategy`), taken from the settings tables, so there is no second
/// list of names; this says only where each may be written. What only describes one run (its
/// output: `--format`, `--quiet`, `--verbose`, `--color`, `--print`, `--jobs`, `--fail-fast`)
/// stays on the command line.
enum ProjectKeys {
    static let version = "version"
    static let decoder = "decoder"
    static let checks = "checks"
    /// A check's INPUT patterns.
    static let inputs = "inputs"
    /// What is left to fill in, beside `"type": null`.
    static let todo = "todo"

    /// Beside `version`, `decoder` and `checks`: where the models are and which `#if` branches
    /// are read, for every check.
    static let topLevel: [OptionSpec] =
        [SchemaSettings.schema.option] + SchemaSettings.conditionOptions.filter { $0 != SchemaSettings.userInfo.option }
        + [DecodeSettings.failOnWarnings.option]

    /// `"decoder"`: how the app sets up its `JSONDecoder`, for every check (a check may say
    /// otherwise).
    static let decoderSetUp: [OptionSpec] = [
        DecodeSettings.keyStrategy.option, DecodeSettings.dateStrategy.option, DecodeSettings.dataStrategy.option,
        DecodeSettings.floatStrategy.option, SchemaSettings.userInfo.option,
    ]

    /// A check's own settings, beside `inputs` and `todo`.
    static let check: [OptionSpec] =
        [
            DecodeSettings.type.option, DecodeSettings.exclude.option, DecodeSettings.mode.option, DecodeSettings.lines.option,
            DecodeSettings.inputFormat.option, DecodeSettings.documentID.option, DecodeSettings.maximumErrors.option,
            DecodeSettings.compile.option, DecodeSettings.requireExact.option, DecodeSettings.jsonStrict.option,
            DecodeSettings.unknownKeys.option, DecodeSettings.explainNulls.option,
        ] + decoderSetUp

    /// Settings whose values are paths, made relative to the project file's folder.
    static let pathSettings: Set<String> = [SchemaSettings.schema.option.name]
}
