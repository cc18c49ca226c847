import Foundation

/// `codable-check check FILE...`: only the given files, each checked by every check whose
/// inputs name it, as that check's type; a check that names none of them does not run. This is
/// how a pre-commit hook maps the changed files to their types through the project file, as
/// check-jsonschema's hooks map files to schemas: the files are matched against what each
/// check's inputs expand to (its folders searched, its patterns, its excludes applied), so the
/// project file stays the one place that says which file is which type.
///
/// Files are compared by their resolved paths, so `./Fixtures/a.json` from the repository's
/// root and `Fixtures/a.json` from the project file's folder are the same file.
struct CheckSelection {
    /// The given files, resolved.
    private let wanted: [String: String]

    init(files: [String], currentDirectory: String) {
        var wanted: [String: String] = [:]
        for file in files { wanted[Self.key(FileReader.resolve(file, relativeTo: currentDirectory))] = file }
        self.wanted = wanted
    }

    /// The files of `options`' inputs that were given, named as the check names them; empty
    /// when the check names none of them.
    func inputs(of options: DecodeOptions, in directory: String) -> [InputSource] {
        let expansion = InputExpansion.expand(
            options.inputs, readsLines: options.readsLines, excluding: options.exclusion, relativeTo: directory)
        return given(among: expansion.items.map(\.source), in: directory)
    }

    /// The sources (files named from `directory`) that are among the given files.
    func given(among sources: [InputSource], in directory: String) -> [InputSource] {
        sources.filter { source in
            guard case .file(let path) = source else { return false }
            return wanted[Self.key(FileReader.resolve(path, relativeTo: directory))] != nil
        }
    }

    /// The given files that none of `selected` (each check's inputs, resolved from `directory`)
    /// holds, as they were given.
    func unmatched(by selected: [InputSource], in directory: String) -> [String] {
        var left = wanted
        for case .file(let path) in selected { left[Self.key(FileReader.resolve(path, relativeTo: directory))] = nil }
        return left.values.sorted()
    }

    private static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
