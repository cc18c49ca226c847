extension BuildConfiguration {
    /// Everything `#if` conditions are answered from, as one line of text: two configurations
    /// with the same identity read the same declarations. Part of a cached plan's key, built on
    /// every run: appended piece by piece, since the first `joined(separator:)` of a run costs a
    /// quarter of a million instructions of generic metadata look-ups in a static executable.
    public var identity: String {
        var text = "platform=\(platform.rawValue);flags="
        for flag in definedFlags.sorted() { text += flag + "," }
        text += ";modules="
        for module in importableModules.sorted() { text += module + "," }
        text += ";arch=\(targetArchitecture);swift="
        for component in languageVersion.components { text += "\(component)." }
        text += ";compiler="
        for component in compilerVersion.components { text += "\(component)." }
        return text
    }
}
