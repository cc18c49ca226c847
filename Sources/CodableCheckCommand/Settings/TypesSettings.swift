/// The `types` command's settings table: its own `--compile`, then the schema settings it
/// shares with `decode` (see `Setting`).
enum TypesSettings {
    static let compile: Setting<Bool> = .flag(
        "compile", help: "type-check the declarations with swiftc and mark the types 'decode --compile' can build as compiled")

    static let format: Setting<TypesCommand.Format> = .choice(
        "format", TypesCommand.Format.allCases, default: .text,
        help:
            "a text listing, or one JSON document: each type with its fidelity, every statement not followed (location, reason), its properties and keys"
    )

    static let decoders: Setting<Bool> = .flag(
        "decoders",
        help:
            "list the JSONDecoder set-ups the source configures instead of the types: where, the strategies each sets (as --decoder uses them) and what is not read"
    )

    /// In the order help lists them.
    static let options =
        [SchemaSettings.schema.option, compile.option, format.option] + SchemaSettings.conditionOptions + [decoders.option]
}
