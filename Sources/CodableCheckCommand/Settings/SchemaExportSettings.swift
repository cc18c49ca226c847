/// The `schema` command's settings table: its own `--format`, then `decode`'s settings that
/// decide what strict decoding accepts (the type, the models, the mode, the decoder set-up,
/// `--unknown-keys`), taken from `DecodeSettings` as they are, so each means what it means there,
/// and `check`'s `--project`, whose `schema`, `#if` and `decoder` settings it reads.
enum SchemaExportSettings {
    static let format: Setting<SchemaExportDocument.Format> = .choice(
        "format", SchemaExportDocument.Format.allCases, default: .jsonSchema,
        help: "a JSON Schema (draft 2020-12) document, or an OpenAPI 3.1 document with the same schemas under components/schemas")

    /// The `decode` settings `schema` reads, in the order help lists them; `--unknown-keys` and
    /// `--quiet` with help that says what they do here (their values read as `decode`'s).
    static let decodeOptions: [OptionSpec] = [
        DecodeSettings.type.option, SchemaSettings.schema.option, DecodeSettings.mode.option, DecodeSettings.keyStrategy.option,
        DecodeSettings.dateStrategy.option, DecodeSettings.dataStrategy.option, DecodeSettings.floatStrategy.option,
        helped(
            DecodeSettings.unknownKeys.option, "error: every object refuses the keys its type does not decode (additionalProperties false)"),
        helped(DecodeSettings.quiet.option, "write only the schema: no notes on standard error"),
    ]

    private static func helped(_ option: OptionSpec, _ help: String) -> OptionSpec {
        var option = option
        option.help = help
        return option
    }

    /// In the order help lists them.
    static let options: [OptionSpec] =
        [decodeOptions[0], decodeOptions[1], format.option] + decodeOptions.dropFirst(2) + SchemaSettings.conditionOptions
        + [DecodeSettings.decoder.option, CheckSettings.project.option]
}
