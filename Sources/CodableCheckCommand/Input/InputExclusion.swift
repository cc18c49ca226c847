/// The `--exclude` patterns (and a project check's `exclude`): which inputs are left out. A
/// pattern without `/` names a file or folder anywhere (`Contents.json`, `legacy`,
/// `*.generated.json`), as a `.gitignore` line does; one with `/` is matched against the whole
/// path as the inputs are written (`Fixtures/legacy/**`, `Fixtures/old`), a folder's match
/// leaving out everything in it.
struct InputExclusion: Sendable, Equatable {
    var patterns: [Glob] = []

    init(_ patterns: [Glob] = []) {
        self.patterns = patterns
    }

    /// Whether `path` (a file, or a folder about to be searched) is left out.
    func excludes(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        let components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        for pattern in patterns {
            if pattern.isName {
                if components.contains(where: { pattern.matchesName(String($0)) }) { return true }
                continue
            }
            // The path itself or a folder it is in.
            var prefix = path.hasPrefix("/") ? "/" : ""
            for component in components {
                prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + component
                if pattern.matches(prefix) { return true }
            }
        }
        return false
    }
}
