extension BuildConfiguration {
    /// Everything `#if` conditions are answered from, as one line of text: two configurations
    /// with the same identity read the same declarations. Part of a cached plan's key.
    public var identity: String {
        [
            "platform=\(platform.rawValue)", "flags=\(definedFlags.sorted().joined(separator: ","))",
            "modules=\(importableModules.sorted().joined(separator: ","))", "swift=\(languageVersion)",
            "compiler=\(compilerVersion)",
        ].joined(separator: ";")
    }
}
