/// The `check` command's settings table: where the project file is, then every `decode`
/// setting, each overriding what the file says (`--type` too, so it is not required here).
enum CheckSettings {
    static let project = Setting<String?>(
        option: OptionSpec(
            name: "project", kind: .path,
            help:
                "the project file (default: .codable-check.json in the working directory or the nearest folder above it, up to the repository's root)"
        )
    ) { $0.last }

    /// In the order help lists them.
    static let options: [OptionSpec] =
        [project.option]
        + DecodeSettings.options.map { option in
            var optional = option
            optional.isRequired = false
            return optional
        }
}
