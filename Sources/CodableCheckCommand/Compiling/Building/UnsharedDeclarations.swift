/// The declarations a shared helper leaves out because they failed to compile and no type of it
/// reaches them on its own: they were kept only because the types' selections met (a name one
/// type uses matching a member of another), so no type's decoding can need them. A type that
/// did would have reached them alone, and its own errors keep it out instead.
struct UnsharedDeclarations {
    /// By the user's path, then the declaration's path in its outline: the compiler's first
    /// error in it, the reason the helper's notes give.
    private(set) var declarations: [String: [[Int]: CompilerDiagnostic]] = [:]

    /// Adds the declarations holding `errors` (those outside `main.swift` and not a missing
    /// module) that none of `keptAlone` (each type's selection on its own, files by path)
    /// keeps: the outermost such declaration around each error. Returns whether one is new.
    mutating func adding(
        _ errors: [CompilerDiagnostic], in selection: DeclarationFileSelection, keptAlone: [[String: DeclarationFileSelection.File]]
    ) -> Bool {
        let chosen = Dictionary(selection.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var added = false
        // The first error in a declaration is its reason, whatever order the compiler's jobs wrote them in.
        for error in errors.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) where error.missingModule == nil {
            guard let file = chosen[error.file], var path = file.outline.declarationPath(atLine: error.line) else { continue }
            while !path.isEmpty, !file.kept.contains(path) { path.removeLast() }
            guard !path.isEmpty,
                let depth = (1...path.count).first(where: { depth in
                    !keptAlone.contains { $0[error.file]?.kept.contains(Array(path.prefix(depth))) == true }
                })
            else { continue }
            let outermost = Array(path.prefix(depth))
            guard declarations[error.file]?[outermost] == nil else { continue }
            declarations[error.file, default: [:]][outermost] = error
            added = true
        }
        return added
    }
}
