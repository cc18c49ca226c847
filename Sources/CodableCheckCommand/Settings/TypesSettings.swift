/// The `types` command's settings table: its own `--compile`, then the schema settings it
/// shares with `decode` (see `Setting`).
enum TypesSettings {
    static let compile: Setting<Bool> = .flag(
        "compile", help: "type-check the declarations with swiftc and mark the types 'decode --compile' can build as compiled")

    /// In the order help lists them.
    static let options = [SchemaSettings.schema.option, compile.option] + SchemaSettings.conditionOptions
}
