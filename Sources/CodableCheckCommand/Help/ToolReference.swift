/// What the tool as a whole says about itself beyond its commands' option tables: one
/// description, the exit statuses and the environment variables it reads. `--help` and the man
/// page both render these, so the two cannot tell different stories.
enum ToolReference {
    /// The man page's NAME line and the start of `--help`.
    static let summary = "check JSON documents against Swift Codable model declarations"

    /// The first line of `--help`.
    static let overview = "Checks JSON documents against Swift Codable model declarations, the way JSONDecoder decodes them."

    /// The man page's DESCRIPTION.
    static let description = """
        Reads Swift model declarations (the .swift files themselves) as its schema, decodes JSON \
        exactly as Foundation's JSONDecoder would with the compiled types, and reports every error \
        with its coding path and file:line:column. No compiler runs, unless decode --compile asks \
        for the app's own code to decode.
        """

    /// `(status, meaning)`, as `ExitStatus` decides them.
    static let exitStatuses: [(String, String)] = [
        ("0", "every input decoded (warnings included, unless --fail-on-warnings)"),
        ("1", "some input did not decode (malformed JSON included), or a warning under --fail-on-warnings"),
        (
            "2",
            "usage error, unreadable or too large input (over 4 GiB), unreadable schema, a type the schema cannot "
                + "build, or output that could not be written (a closed standard output; a reader that left, "
                + "as with '| head', is not an error)"
        ),
    ]

    /// `(variable, meaning)`.
    static let environment: [(String, String)] = [
        (
            "NO_COLOR",
            "set to a non-empty value to turn colour off (an empty value does not, as no-color.org asks); colour is used only "
                + "when standard error is a terminal, unless \(DecodeSettings.color.option.spelling) says otherwise"
        ),
        ("CI", "set: no progress line (it is drawn only on a terminal, for runs longer than a second)"),
        (ProgressLine.delayVariable, "seconds before the progress line appears (default 1)"),
        (GuideLibrary.directoryVariable, "a folder holding the guide's pages, for 'help TOPIC' (see HELP TOPICS)"),
        (
            "XDG_CACHE_HOME",
            "where decode keeps its schema cache and --compile its builds (codable-check/ inside it); "
                + "else ~/.cache/codable-check"
        ),
        (
            SchemaPlanCache.switchVariable,
            "set (to anything but empty): decode reads and plans the model files on every run instead of "
                + "using its schema cache"
        ),
        (
            CoreLibrarySources.environmentVariable,
            "the core library's sources for --compile, when not installed beside the binary "
                + "(../\(CoreLibrarySources.installedPath)) nor in the package it was built from"
        ),
    ]
}
